#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The builtins that are functions of their input and their arguments' values.
extension JQBuiltins {
    typealias Function = @Sendable (JQBudget, JQValue, [JQValue]) throws -> JQValue

    static let functions: [String: Function] = {
        var table: [String: Function] = [:]
        for (key, function) in typesAndNumbers { table[key] = function }
        for (key, function) in collections { table[key] = function }
        for (key, function) in JQStrings.functions { table[key] = function }
        for (key, function) in JQDates.functions { table[key] = function }
        return table
    }()

    private static func number(_ name: String, _ operation: @escaping @Sendable (Double) -> Double) -> (String, Function) {
        ("\(name)/0", { _, input, _ in
            guard case .number(let value) = input else { throw JQError("\(input.description) number required") }
            return .number(operation(value))
        })
    }

    private static let typesAndNumbers: [(String, Function)] = [
        ("type/0", { _, input, _ in .string(input.typeName) }),
        ("length/0", { budget, input, _ in try length(input, budget: budget) }),
        ("utf8bytelength/0", { _, input, _ in
            guard case .string(let text) = input else { throw JQError("\(input.description) only strings have UTF-8 byte length") }
            return .int(text.utf8.count)
        }),
        ("tostring/0", { budget, input, _ in
            if case .string = input { return input }
            try budget.spend(sizeOf: input, on: "`tostring`")
            return .string(try charged(input.serialized(), budget, "`tostring`"))
        }),
        ("tojson/0", { budget, input, _ in
            try budget.spend(sizeOf: input, on: "`tojson`")
            return .string(try charged(input.serialized(), budget, "`tojson`"))
        }),
        ("fromjson/0", { budget, input, _ in
            guard case .string(let text) = input else { throw JQError("\(input.description) cannot be parsed as JSON") }
            try budget.reserveString(ofLength: text.utf8.count * 2, for: "`fromjson`")
            return try JQValue(parsing: text)
        }),
        ("tonumber/0", { _, input, _ in
            switch input {
            case .number: return input
            case .string(let text):
                guard let number = Double(text), !text.contains(where: { $0.isWhitespace }), text.lowercased() != "nan",
                      !text.lowercased().contains("inf") else {
                    throw JQError("Cannot parse '\(text)' as JSON")
                }
                return .number(number)
            default: throw JQError("\(input.description) cannot be parsed as a number")
            }
        }),
        ("infinite/0", { _, _, _ in .number(.infinity) }),
        ("nan/0", { _, _, _ in .number(.nan) }),
        ("isinfinite/0", { _, input, _ in
            guard case .number(let value) = input else { throw JQError("\(input.description) number required") }
            return .bool(value.isInfinite)
        }),
        ("isnan/0", { _, input, _ in
            guard case .number(let value) = input else { throw JQError("\(input.description) number required") }
            return .bool(value.isNaN)
        }),
        ("isnormal/0", { _, input, _ in
            guard case .number(let value) = input else { throw JQError("\(input.description) number required") }
            return .bool(value.isNormal)
        }),
        number("floor") { $0.rounded(.down) }, number("ceil") { $0.rounded(.up) },
        number("round") { $0.rounded(.toNearestOrAwayFromZero) }, number("trunc") { $0.rounded(.towardZero) },
        number("fabs") { abs($0) }, number("sqrt") { $0.squareRoot() },
        number("log") { log($0) }, number("log2") { log2($0) }, number("log10") { log10($0) },
        number("exp") { exp($0) }, number("exp2") { exp2($0) }, number("exp10") { pow(10, $0) },
        ("pow/2", { _, _, arguments in
            guard case .number(let base) = arguments[0], case .number(let exponent) = arguments[1] else {
                throw JQError("pow/2 needs numbers")
            }
            return .number(pow(base, exponent))
        }),
        ("_match_impl/3", { budget, input, arguments in
            try JQRegex.match(input, pattern: arguments[0], flags: arguments[1], test: arguments[2].isTruthy, budget: budget)
        }),
    ]

    /// `sort`, `unique`, `min`, `max`: their `_by` forms with each item its own key.
    private static func ordering(_ name: String, as ordered: String) -> (String, Function) {
        ("\(name)/0", { budget, input, _ in
            guard case .array(let items) = input else { throw JQError("\(input.description) cannot be sorted, as it is not an array") }
            return try JQBuiltins.ordered(items.map { ($0, $0) }, by: ordered, budget: budget)
        })
    }

    /// `text`, charged for its memory now that it is built (its work was charged as the value it writes).
    private static func charged(_ text: String, _ budget: JQBudget, _ construct: String) throws -> String {
        try budget.reserve(JQBudget.stringOverhead + text.utf8.count, for: construct)
        return text
    }

    private static func length(_ value: JQValue, budget: JQBudget) throws -> JQValue {
        switch value {
        case .null: return .int(0)
        case .bool: throw JQError("\(value.description) has no length")
        case .number(let number): return .number(abs(number))
        case .string(let text):
            try budget.spend(text.utf8.count / 16, on: "`length`")
            return .int(text.unicodeScalars.count)
        case .array(let items): return .int(items.count)
        case .object(let members): return .int(members.count)
        }
    }

    private static let collections: [(String, Function)] = [
        ("keys/0", { budget, input, _ in try keys(input, budget: budget) }),
        ("keys_unsorted/0", { budget, input, _ in try keys(input, budget: budget) }),
        ("has/1", { _, input, arguments in
            switch (input, arguments[0]) {
            case (.object(let members), .string(let key)): return .bool(members[key] != nil)
            case (.array(let items), .number(let index)): return .bool(index >= 0 && index < Double(items.count))
            default: throw JQError("Cannot check whether \(input.typeName) has a \(arguments[0].typeName) key")
            }
        }),
        ("contains/1", { budget, input, arguments in
            try budget.spend(sizeOf: input, on: "`contains`")
            return .bool(try input.contains(arguments[0], budget: budget))
        }),
        ("add/0", { budget, input, _ in
            var sum = JQValue.null
            try JQBuiltins.elements(input, budget: budget) { sum = try JQArithmetic.add.apply(sum, $0, budget: budget) }
            return sum
        }),
        ordering("sort", as: "sort_by"), ordering("unique", as: "unique_by"), ordering("min", as: "min_by"),
        ordering("max", as: "max_by"),
        ("reverse/0", { budget, input, _ in
            switch input {
            case .null: return .array([])
            case .array(let items):
                try budget.reserve(items.count, JQBudget.elementBytes, for: "`reverse`")
                return .array(items.reversed())
            case .string(let text):
                try budget.reserveString(ofLength: text.utf8.count, for: "`reverse`")
                return .string(String(String.UnicodeScalarView(text.unicodeScalars.reversed())))
            default: throw JQError("Cannot reverse \(input.description)")
            }
        }),
        ("flatten/0", { budget, input, _ in try flatten(input, depth: .infinity, budget: budget) }),
        ("flatten/1", { budget, input, arguments in
            guard case .number(let depth) = arguments[0] else { throw JQError("flatten depth must not be negative") }
            guard depth >= 0 else { throw JQError("flatten depth must not be negative") }
            return try flatten(input, depth: depth, budget: budget)
        }),
        ("setpath/2", { budget, input, arguments in
            guard case .array(let keys) = arguments[0] else { throw JQError("Path must be specified as an array") }
            return try JQPaths.set(input, keys[...], arguments[1], budget: budget)
        }),
        ("delpaths/1", { budget, input, arguments in
            guard case .array(let paths) = arguments[0] else { throw JQError("Paths must be specified as an array") }
            try budget.spend(JQBuiltins.sortingCost(paths.count), on: "`delpaths`")
            return try JQPaths.delete(input, paths, budget: budget)
        }),
        ("indices/1", { budget, input, arguments in try indices(input, arguments[0], budget: budget) }),
        ("index/1", { budget, input, arguments in
            guard case .array(let found) = try indices(input, arguments[0], budget: budget) else { return .null }
            return found.first ?? .null
        }),
        ("rindex/1", { budget, input, arguments in
            guard case .array(let found) = try indices(input, arguments[0], budget: budget) else { return .null }
            return found.last ?? .null
        }),
    ]

    /// `.[]` of an array or object, charged as the iteration is.
    static func elements(_ value: JQValue, budget: JQBudget, _ body: (JQValue) throws -> Void) throws {
        switch value {
        case .array(let items):
            try budget.spend(items.count, on: "the iteration `.[]`")
            for item in items { try body(item) }
        case .object(let members):
            try budget.spend(members.count, on: "the iteration `.[]`")
            for key in JQValue.sortedKeys(members) { try body(members[key]!) }
        default: throw JQError("Cannot iterate over \(value.description)")
        }
    }

    private static func keys(_ value: JQValue, budget: JQBudget) throws -> JQValue {
        switch value {
        case .object(let members):
            try budget.spend(members.count, on: "`keys`")
            try budget.reserve(members.count, JQBudget.elementBytes, for: "`keys`")
            return .array(JQValue.sortedKeys(members).map(JQValue.string))
        case .array(let items):
            try budget.spend(items.count, on: "`keys`")
            try budget.reserve(items.count, JQBudget.elementBytes, for: "`keys`")
            return .array(items.indices.map(JQValue.int))
        default: throw JQError("\(value.description) has no keys")
        }
    }

    private static func flatten(_ value: JQValue, depth: Double, budget: JQBudget) throws -> JQValue {
        guard case .array(let items) = value else { throw JQError("Cannot iterate over \(value.description)") }
        var flat: [JQValue] = []
        func add(_ items: [JQValue], _ depth: Double) throws {
            try budget.spend(items.count, on: "`flatten`")
            for item in items {
                if case .array(let inner) = item, depth > 0 { try add(inner, depth - 1) } else { flat.append(item) }
            }
        }
        try add(items, depth)
        try budget.reserve(flat.count, JQBudget.elementBytes, for: "`flatten`")
        return .array(flat)
    }

    /// Where `wanted` occurs: in a string (by code point), as an element or a run of elements of an array.
    private static func indices(_ input: JQValue, _ wanted: JQValue, budget: JQBudget) throws -> JQValue {
        switch (input, wanted) {
        case (.null, _), (_, .null): return .null
        case (.string(let text), .string(let part)):
            let scalars = Array(text.unicodeScalars), needle = Array(part.unicodeScalars)
            try budget.spend(scalars.count * max(needle.count, 1) / 16, on: "`indices`")
            guard !needle.isEmpty, needle.count <= scalars.count else { return .array([]) }
            return .array((0...(scalars.count - needle.count)).filter { scalars[$0..<($0 + needle.count)].elementsEqual(needle) }.map(JQValue.int))
        case (.array(let items), .array(let run)):
            try budget.spend(items.count * max(run.count, 1), on: "`indices`")
            return .array(JQPaths.indices(of: run, in: items).map(JQValue.int))
        case (.array(let items), _):
            try budget.spend(items.count, on: "`indices`")
            return .array(JQPaths.indices(of: [wanted], in: items).map(JQValue.int))
        default: throw JQError("Cannot determine the indices of \(wanted.description) in \(input.description)")
        }
    }
}
