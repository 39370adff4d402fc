/// Binds the variables of `as $x`, `as [$a, $b]` and `as {a: $x, $b}` to the parts of a value.
struct JQPatterns {
    let evaluator: JQEvaluator

    /// Calls `body` once for each way the pattern binds (an object key written as a generator gives several).
    func destructure(_ pattern: JQPattern, _ value: JQValue, _ input: JQValue, _ environment: JQEnvironment,
                     _ body: (JQEnvironment) throws -> Void) throws {
        switch pattern {
        case .variable(let name): try body(environment.binding(.variable(name, value)))
        case .array(let items):
            try each(items.indices.map { (JQExpression.literal(.int($0)), nil, items[$0]) }, value, input, environment, body)
        case .object(let entries):
            try each(entries.map { ($0.key, $0.binds, $0.pattern) }, value, input, environment, body)
        }
    }

    private func each(_ entries: [(JQExpression, String?, JQPattern?)], _ value: JQValue, _ input: JQValue,
                      _ environment: JQEnvironment, _ body: (JQEnvironment) throws -> Void) throws {
        guard let (keyExpression, binds, pattern) = entries.first else { return try body(environment) }
        let rest = Array(entries.dropFirst())
        for key in try evaluator.values(keyExpression, input, environment) {
            let part = try JQPaths.index(value, key)
            var scope = environment
            if let binds { scope = scope.binding(.variable(binds, part)) }
            guard let pattern else {
                try each(rest, value, input, scope, body)
                continue
            }
            try destructure(pattern, part, input, scope) { inner in try each(rest, value, input, inner, body) }
        }
    }
}
