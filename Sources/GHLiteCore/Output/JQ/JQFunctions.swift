/// The functions of the subset: `length`, `keys`, `map(f)`, `select(f)`, `join(s)`, `test(re)`, `test(re; flags)`,
/// `contains(x)`, `first`, `last`, `first(f)`, `last(f)`, `not`, `empty`.
struct JQFunctions {
    let evaluator: JQEvaluator

    func call(_ function: JQFunction, _ arguments: [JQExpression], _ input: JSONValue) throws -> [JSONValue] {
        func each(_ argument: Int, _ body: (JSONValue) throws -> JSONValue) throws -> [JSONValue] {
            try evaluator.values(arguments[argument], input).map(body)
        }
        switch function {
        case .length: return [try length(input)]
        case .keys: return [try keys(input)]
        case .map:
            let items = try evaluator.iterate(input).flatMap { try evaluator.values(arguments[0], $0) }
            try evaluator.budget.reserve(items.count, JQBudget.elementBytes, for: "`map`")
            return [.array(items)]
        case .select: return try evaluator.values(arguments[0], input).filter(\.jqIsTruthy).map { _ in input }
        case .join: return try each(0) { try join(input, separator: $0) }
        case .contains: return try each(0) { .bool(try input.jqContains($0)) }
        case .not: return [.bool(!input.jqIsTruthy)]
        case .empty: return []
        case .first, .last:
            guard let generator = arguments.first else {
                return try evaluator.values(.index(target: .identity, key: .literal(.int(function == .first ? 0 : -1))), input)
            }
            let outputs = try evaluator.values(generator, input)
            return (function == .first ? outputs.first : outputs.last).map { [$0] } ?? []
        case .test:
            let flags = arguments.count > 1 ? try evaluator.values(arguments[1], input) : [.null]
            return try flags.flatMap { flag in
                try each(0) { .bool(try JQRegex.test(input, pattern: $0, flags: flag, budget: evaluator.budget)) }
            }
        }
    }

    private func length(_ value: JSONValue) throws -> JSONValue {
        switch value {
        case .null: return .int(0)
        case .bool: throw JQError("\(value.jqDescription) has no length")
        case .int(let number): return .int(number == .min ? .max : abs(number))
        case .string(let text): return .int(text.unicodeScalars.count)
        case .array(let items): return .int(items.count)
        case .object(let members): return .int(members.count)
        }
    }

    private func keys(_ value: JSONValue) throws -> JSONValue {
        switch value {
        case .object(let members):
            try evaluator.budget.spend(members.count, on: "`keys`")
            try evaluator.budget.reserve(members.count, JQBudget.elementBytes, for: "`keys`")
            return .array(members.keys.sorted(by: JSONValue.codePointsAscending).map(JSONValue.string))
        case .array(let items):
            try evaluator.budget.spend(items.count, on: "`keys`")
            try evaluator.budget.reserve(items.count, JQBudget.elementBytes, for: "`keys`")
            return .array(items.indices.map(JSONValue.int))
        default: throw JQError("\(value.jqDescription) has no keys")
        }
    }

    /// jq 1.6's: null is empty, numbers and booleans are written as JSON; arrays and objects are refused, as gh's gojq does.
    private func join(_ value: JSONValue, separator: JSONValue) throws -> JSONValue {
        guard case .string(let separatorText) = separator else {
            throw JQError("Cannot join with \(separator.jqDescription)")
        }
        let pieces = try evaluator.iterate(value).map { item -> String in
            switch item {
            case .null: return ""
            case .string(let text): return text
            case .int, .bool: return item.serialized(pretty: false)
            case .array, .object: throw JQError("Cannot join with \(item.jqDescription)")
            }
        }
        let length = pieces.reduce(0) { $0 + $1.utf8.count } + max(pieces.count - 1, 0) * separatorText.utf8.count
        try evaluator.budget.reserveString(ofLength: length, for: "`join`")
        return .string(pieces.joined(separator: separatorText))
    }
}
