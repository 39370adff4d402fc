/// Checks a parsed program before it runs, as jq compiles it: every function, variable and label it names is
/// defined where it is used, so that a misspelt name fails before any request.
struct JQScopeCheck {
    private var functions: Set<String> = []
    private var variables: Set<String> = ["ENV"]
    private var labels: Set<String> = []

    static func check(_ expression: JQExpression) throws {
        try JQScopeCheck().check(expression)
    }

    private func check(_ expression: JQExpression) throws {
        switch expression {
        case .identity, .literal, .format: break
        case .interpolated(let parts, _):
            for case .value(let inner) in parts { try check(inner) }
        case .index(let target, let key): try check(target); try check(key)
        case .slice(let target, let from, let to): try check(target); try from.map(check); try to.map(check)
        case .iterate(let inner), .negate(let inner): try check(inner)
        case .attempt(let body, let handler): try check(body); try handler.map(check)
        case .pipe(let left, let right), .comma(let left, let right), .alternative(let left, let right),
             .and(let left, let right), .or(let left, let right), .compare(_, let left, let right),
             .arithmetic(_, let left, let right):
            try check(left)
            try check(right)
        case .array(let inner): try inner.map(check)
        case .object(let entries): for entry in entries { try check(entry.key); try check(entry.value) }
        case .call(let name, let arguments):
            let key = "\(name)/\(arguments.count)"
            if JQBuiltins.inputOutput.contains(key) { throw JQError.unsupported(name) }
            guard functions.contains(key) || JQPrelude.definitions[key] != nil || JQBuiltins.generators.contains(key)
                    || JQBuiltins.functions[key] != nil else {
                throw JQError.syntax("\(key) is not defined")
            }
            for argument in arguments { try check(argument) }
        case .variable(let name):
            guard variables.contains(name) else { throw JQError.syntax("$\(name) is not defined") }
        case .conditional(let condition, let then, let otherwise): try check(condition); try check(then); try check(otherwise)
        case .bind(let source, let patterns, let body):
            try check(source)
            var inner = self
            for pattern in patterns { try inner.bind(pattern) }
            try inner.check(body)
        case .reduce(let source, let pattern, let initial, let update):
            try check(source)
            try check(initial)
            var inner = self
            try inner.bind(pattern)
            try inner.check(update)
        case .foreach(let source, let pattern, let initial, let update, let extract):
            try check(source)
            try check(initial)
            var inner = self
            try inner.bind(pattern)
            try inner.check(update)
            try extract.map(inner.check)
        case .define(let definition, let restOfProgram):
            var body = self
            body.functions.insert("\(definition.name)/\(definition.parameters.count)")
            let rest = body
            for parameter in definition.parameters {
                if parameter.hasPrefix("$") {
                    body.variables.insert(String(parameter.dropFirst()))
                    body.functions.insert("\(parameter.dropFirst())/0")
                } else {
                    body.functions.insert("\(parameter)/0")
                }
            }
            try body.check(definition.body)
            try rest.check(restOfProgram)
        case .label(let name, let body):
            var inner = self
            inner.labels.insert(name)
            try inner.check(body)
        case .breakOut(let name):
            guard labels.contains(name) else { throw JQError.syntax("$*label-\(name) is not defined") }
        }
    }

    private mutating func bind(_ pattern: JQPattern) throws {
        switch pattern {
        case .variable(let name): variables.insert(name)
        case .array(let items): for item in items { try bind(item) }
        case .object(let entries):
            for entry in entries {
                try check(entry.key)
                if let name = entry.binds { variables.insert(name) }
                if let inner = entry.pattern { try bind(inner) }
            }
        }
    }
}
