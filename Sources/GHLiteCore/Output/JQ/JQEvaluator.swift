/// A path into a value, as `path(f)` gives it: keys, indices and `{"start", "end"}` slices.
typealias JQPath = [JQValue]
/// Receives each output in order, with its path when the caller asked for paths (`path(f)`, `del(f)`, `|=`).
typealias JQEmit = (JQValue, JQPath?) throws -> Void

/// Runs a `JQExpression` on one input, handing each output on as it is made (so `limit`, `first` and `label`
/// stop a generator early), within a `JQBudget`: every step and every value built is charged.
final class JQEvaluator {
    let budget: JQBudget
    /// `$ENV` and `env`.
    let environmentVariables: [String: String]
    /// The clock `now` reads, only when a program calls it.
    let now: () throws -> Date
    /// Swift frames the evaluation may nest: recursion in a `def` or `walk` on deep data stops here, not on the stack.
    static let maximumDepth = 10_000
    private var depth = 0
    private var activations = 0

    init(budget: JQBudget, environmentVariables: [String: String], now: @escaping () throws -> Date) {
        self.budget = budget
        self.environmentVariables = environmentVariables
        self.now = now
    }

    /// Every output of `expression`, collected.
    func values(_ expression: JQExpression, _ input: JQValue, _ environment: JQEnvironment) throws -> [JQValue] {
        var outputs: [JQValue] = []
        try run(expression, input, nil, environment) { value, _ in
            // One output is the common case, freed at once; a longer list is charged as it grows.
            if !outputs.isEmpty { try budget.reserve(JQBudget.elementBytes, for: expression.construct) }
            outputs.append(value)
        }
        return outputs
    }

    /// A fresh number telling one `label`, `try` or `limit` apart from every other, recursion included.
    func newActivation() -> Int {
        activations += 1
        return activations
    }

    /// Runs `expression` on `input`, handing each output to `emit`. Every continuation of the evaluator is a closure
    /// passed here, and the optimiser would otherwise copy the whole evaluator for each of them, then again for each
    /// closure in those copies (closure specialisation: `-O` took 23 GB and 50 minutes). This one call is left as
    /// written, and `step`, which does the work, is optimised as usual; the pass itself is off for this module in
    /// optimised builds (Package.swift, Scripts/fuzz), which brings the build back to main's time and memory.
    @_optimize(none)
    func run(_ expression: JQExpression, _ input: JQValue, _ path: JQPath?, _ environment: JQEnvironment,
             _ emit: JQEmit) throws {
        try step(expression, input, path, environment, emit)
    }

    private func step(_ expression: JQExpression, _ input: JQValue, _ path: JQPath?, _ environment: JQEnvironment,
                      _ emit: JQEmit) throws {
        try budget.spend(1, on: expression.construct)
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw JQError.recursesTooDeeply }
        switch expression {
        case .identity: try emit(input, path)
        case .literal(let value): try emitValue(value, path, emit)
        case .interpolated(let parts, let format):
            for text in try interpolate(parts, format: format, input, environment, construct: expression.construct) {
                try emitValue(.string(text), path, emit)
            }
        case .index(let target, let key):
            try run(target, input, path, environment) { base, basePath in
                for name in try values(key, input, environment) {
                    if case .array(let items) = base, case .array(let wanted) = name {
                        // `.[[...]]` looks for the run at every place.
                        try budget.spend(items.count * wanted.count, on: expression.construct)
                    }
                    try emit(try JQPaths.index(base, name), basePath.map { $0 + [name] })
                }
            }
        case .slice(let target, let from, let to):
            try run(target, input, path, environment) { base, basePath in
                for lower in try bounds(from, input, environment) {
                    for upper in try bounds(to, input, environment) {
                        let key = JQValue.object(["start": lower, "end": upper])
                        try emit(try JQPaths.slice(base, key, budget: budget), basePath.map { $0 + [key] })
                    }
                }
            }
        case .iterate(let target):
            try run(target, input, path, environment) { base, basePath in try iterate(base, basePath, emit) }
        case .attempt(let body, let handler):
            try attempt({ try run(body, input, path, environment, $0) }, emit) { error in
                guard let handler else { return }
                try run(handler, error.value, nil, environment) { value, _ in try emitValue(value, path, emit) }
            }
        case .pipe(let left, let right):
            try run(left, input, path, environment) { value, valuePath in try run(right, value, valuePath, environment, emit) }
        case .comma(let left, let right):
            try run(left, input, path, environment, emit)
            try run(right, input, path, environment, emit)
        case .alternative(let left, let right):
            var anyTruthy = false
            try attempt({ try run(left, input, path, environment, $0) }, { value, valuePath in
                guard value.isTruthy else { return }
                anyTruthy = true
                try emit(value, valuePath)
            }, recover: { _ in })
            if !anyTruthy { try run(right, input, path, environment, emit) }
        // Operands are gathered before anything is handed on, so that a recursion through an operator
        // (`(. - 1 | f) + (. - 2 | f)`) unwinds between operands instead of nesting every continuation.
        case .and(let left, let right), .or(let left, let right):
            let isAnd = if case .and = expression { true } else { false }
            for value in try values(left, input, environment) {
                if value.isTruthy != isAnd {
                    try emitValue(.bool(!isAnd), path, emit)
                    continue
                }
                for other in try values(right, input, environment) { try emitValue(.bool(other.isTruthy), path, emit) }
            }
        case .compare(let comparison, let left, let right):
            // jq runs the right side's outputs in the outer loop.
            let leftValues = try values(left, input, environment)
            for rightValue in try values(right, input, environment) {
                for leftValue in leftValues {
                    try emitValue(.bool(try compare(comparison, leftValue, rightValue, construct: expression.construct)), path, emit)
                }
            }
        case .arithmetic(let operation, let left, let right):
            let rightValues = try values(right, input, environment)
            let leftValues = try values(left, input, environment)
            for rightValue in rightValues {
                for leftValue in leftValues { try emitValue(try operation.apply(leftValue, rightValue, budget: budget), path, emit) }
            }
        case .negate(let operand):
            try run(operand, input, nil, environment) { value, _ in
                guard case .number(let number) = value else { throw JQError("\(value.description) cannot be negated") }
                try emitValue(.number(-number), path, emit)
            }
        case .array(let inner):
            var items: [JQValue] = []
            // Charged as it grows: `[range(1e9)]` stops at the cap, not after building past it.
            if let inner {
                try run(inner, input, nil, environment) { value, _ in
                    try budget.reserve(JQBudget.elementBytes, for: expression.construct)
                    items.append(value)
                }
            }
            let array = JQValue.array(items)
            try budget.spend(sizeOf: array, on: expression.construct)
            try emitValue(array, path, emit)
        case .object(let entries):
            for object in try object(entries, input, environment, construct: expression.construct) {
                try emitValue(object, path, emit)
            }
        case .call(let name, let arguments):
            try call(name, arguments, input, path, environment, emit)
        case .variable(let name):
            guard let value = environment.variable(name) ?? (name == "ENV" ? environmentObject : nil) else {
                throw JQError("--jq: $\(name) is not defined")
            }
            try emitValue(value, path, emit)
        case .format(let format):
            let text = try format.apply(to: input)
            try budget.reserveString(ofLength: text.utf8.count, for: expression.construct)
            try emitValue(.string(text), path, emit)
        case .conditional(let condition, let then, let otherwise):
            try run(condition, input, nil, environment) { value, _ in
                try run(value.isTruthy ? then : otherwise, input, path, environment, emit)
            }
        case .bind(let source, let patterns, let body):
            try run(source, input, nil, environment) { value, _ in
                try bind(value, patterns, input, path, environment, body, emit)
            }
        case .reduce(let source, let pattern, let initial, let update):
            try run(initial, input, nil, environment) { start, _ in
                var state = start
                try run(source, input, nil, environment) { item, _ in
                    try JQPatterns(evaluator: self).destructure(pattern, item, input, environment) { scope in
                        var last = JQValue.null
                        try run(update, state, nil, scope) { next, _ in last = next }
                        state = last
                    }
                }
                try emitValue(state, path, emit)
            }
        case .foreach(let source, let pattern, let initial, let update, let extract):
            try run(initial, input, nil, environment) { start, _ in
                var state = start
                try run(source, input, nil, environment) { item, _ in
                    try JQPatterns(evaluator: self).destructure(pattern, item, input, environment) { scope in
                        try run(update, state, nil, scope) { next, _ in
                            state = next
                            guard let extract else { return try emitValue(next, path, emit) }
                            try run(extract, next, nil, scope) { value, _ in try emitValue(value, path, emit) }
                        }
                    }
                }
            }
        case .define(let definition, let rest):
            try run(rest, input, path, environment.binding(.definition(definition)), emit)
        case .label(let name, let body):
            let activation = newActivation()
            do {
                try run(body, input, path, environment.binding(.label(name, activation: activation)), emit)
            } catch let stop as JQStop where stop.activation == activation {}
        case .breakOut(let name):
            guard let activation = environment.label(name) else { throw JQError("--jq: $*label-\(name) is not defined") }
            throw JQStop(activation: activation)
        }
    }

    /// A value that is not a path: an error where paths are asked for, as jq's.
    func emitValue(_ value: JQValue, _ path: JQPath?, _ emit: JQEmit) throws {
        guard path == nil else { throw JQError("Invalid path expression with result \(value.pathDescription)") }
        try emit(value, nil)
    }

    /// Runs `body`; an error it raises (not a limit, nor one raised further down the pipe by `emit`) ends it
    /// and goes to `recover`.
    func attempt(_ body: (JQEmit) throws -> Void, _ emit: JQEmit, recover: (JQError) throws -> Void) throws {
        let activation = newActivation()
        do {
            try withoutActuallyEscaping(emit) { emit in
                try body { value, valuePath in
                    do { try emit(value, valuePath) } catch let error as JQError {
                        throw JQDownstreamError(error: error, activation: activation)
                    }
                }
            }
        } catch let error as JQError where !error.isLimit {
            try recover(error)
        } catch let downstream as JQDownstreamError where downstream.activation == activation {
            throw downstream.error
        }
    }

    /// `source as $a ?// [$a] | body`: each alternative in turn while the previous one fails, every variable
    /// of every alternative bound (null when this one does not bind it).
    private func bind(_ value: JQValue, _ alternatives: [JQPattern], _ input: JQValue, _ path: JQPath?,
                      _ environment: JQEnvironment, _ body: JQExpression, _ emit: JQEmit) throws {
        let patterns = JQPatterns(evaluator: self)
        var scope = environment
        if alternatives.count > 1 {
            for name in alternatives.flatMap(\.variables) { scope = scope.binding(.variable(name, .null)) }
        }
        for (index, pattern) in alternatives.enumerated() {
            let attempting = { (emitting: JQEmit) throws in
                try patterns.destructure(pattern, value, input, scope) { inner in try self.run(body, input, path, inner, emitting) }
            }
            if index == alternatives.count - 1 { return try attempting(emit) }
            var failed = false
            try attempt(attempting, emit) { _ in failed = true }
            if !failed { return }
        }
    }
}
