/// Runs a `JQExpression` on one input, giving every output in order, within a `JQBudget`: each list of outputs,
/// and each value built, is charged to its memory.
struct JQEvaluator {
    let budget: JQBudget

    func values(_ expression: JQExpression, _ input: JSONValue) throws -> [JSONValue] {
        try budget.spend(1, on: expression.construct)
        let outputs = try evaluate(expression, input)
        // One output is the common case, freed at once or gathered into a longer list, which is charged.
        if outputs.count > 1 { try budget.reserve(outputs.count, JQBudget.elementBytes, for: expression.construct) }
        return outputs
    }

    private func evaluate(_ expression: JQExpression, _ input: JSONValue) throws -> [JSONValue] {
        switch expression {
        case .identity: return [input]
        case .literal(let value): return [value]
        case .interpolated(let parts): return try interpolate(parts, input, construct: expression.construct)
        case .index(let target, let key):
            return try values(target, input).flatMap { base in try values(key, input).map { try index(base, $0) } }
        case .slice(let target, let from, let to):
            return try values(target, input).flatMap { base in
                try bounds(from, input).flatMap { lower in
                    try bounds(to, input).map { upper in try slice(base, lower, upper, construct: expression.construct) }
                }
            }
        case .iterate(let target): return try values(target, input).flatMap(iterate)
        case .optional(let inner):
            do { return try values(inner, input) } catch let error as JQError where !error.isLimit { return [] }
        case .pipe(let left, let right): return try values(left, input).flatMap { try values(right, $0) }
        case .comma(let left, let right): return try values(left, input) + values(right, input)
        case .alternative(let left, let right):
            var kept: [JSONValue] = []
            do { kept = try values(left, input).filter(\.jqIsTruthy) } catch let error as JQError where !error.isLimit {}
            return kept.isEmpty ? try values(right, input) : kept
        case .and(let left, let right):
            return try values(left, input).flatMap { value in
                value.jqIsTruthy ? try values(right, input).map { .bool($0.jqIsTruthy) } : [.bool(false)]
            }
        case .or(let left, let right):
            return try values(left, input).flatMap { value in
                value.jqIsTruthy ? [.bool(true)] : try values(right, input).map { .bool($0.jqIsTruthy) }
            }
        case .compare(let comparison, let left, let right):
            // jq runs the right side's outputs in the outer loop.
            return try values(right, input).flatMap { rightValue in
                try values(left, input).map { leftValue in
                    .bool(try compare(comparison, leftValue, rightValue, construct: expression.construct))
                }
            }
        case .array(let inner):
            let items = try inner.map { try values($0, input) } ?? []
            try budget.reserve(items.count, JQBudget.elementBytes, for: expression.construct)
            let array = JSONValue.array(items)
            try budget.spend(sizeOf: array, on: expression.construct)
            return [array]
        case .object(let entries): return try object(entries, input, construct: expression.construct)
        case .call(let function, let arguments): return try JQFunctions(evaluator: self).call(function, arguments, input)
        case .format(let format):
            let text = try format.apply(to: input)
            try budget.reserveString(ofLength: text.utf8.count, for: expression.construct)
            return [.string(text)]
        }
    }

    /// Every combination of the parts' outputs, each string charged before it is built.
    private func interpolate(_ parts: [JQExpression.Part], _ input: JSONValue, construct: String) throws -> [JSONValue] {
        var texts = [""]
        for part in parts {
            let pieces: [String]
            switch part {
            case .text(let text): pieces = [text]
            case .value(let expression):
                pieces = try values(expression, input).map { value -> String in
                    if case .string(let text) = value { return text }
                    try budget.spend(sizeOf: value, on: construct)
                    let text = value.serialized(pretty: false)
                    try budget.reserveString(ofLength: text.utf8.count, for: construct)
                    return text
                }
            }
            try budget.reserve(pieces.count, texts.count, JQBudget.elementBytes, for: construct)
            var grown: [String] = []
            for piece in pieces {
                for text in texts {
                    try budget.reserveString(ofLength: text.utf8.count + piece.utf8.count, for: construct)
                    grown.append(text + piece)
                }
            }
            texts = grown
        }
        return texts.map(JSONValue.string)
    }

    private func index(_ base: JSONValue, _ key: JSONValue) throws -> JSONValue {
        switch (base, key) {
        case (.null, .string), (.null, .int), (.null, .null): return .null
        case (.object(let members), .string(let name)): return members[name] ?? .null
        case (.array(let items), .int(let position)):
            let resolved = position < 0 ? items.count + position : position
            return items.indices.contains(resolved) ? items[resolved] : .null
        case (.object, _), (.null, _):
            throw JQError("Cannot index \(base.jqTypeName) with \(key.jqTypeName)")
        case (_, .string(let name)):
            throw JQError("Cannot index \(base.jqTypeName) with string \"\(name)\"")
        default:
            throw JQError("Cannot index \(base.jqTypeName) with \(key.jqTypeName)")
        }
    }

    private func bounds(_ expression: JQExpression?, _ input: JSONValue) throws -> [Int?] {
        guard let expression else { return [nil] }
        return try values(expression, input).map { value in
            switch value {
            case .int(let number): return number
            case .null: return nil
            default: throw JQError("Start and end indices of an array slice must be numbers")
            }
        }
    }

    private func slice(_ base: JSONValue, _ from: Int?, _ to: Int?, construct: String) throws -> JSONValue {
        func range(count: Int) -> Range<Int> {
            func clamp(_ bound: Int?, _ otherwise: Int) -> Int {
                guard let bound else { return otherwise }
                return min(max(bound < 0 ? count + bound : bound, 0), count)
            }
            let lower = clamp(from, 0)
            return lower..<max(lower, clamp(to, count))
        }
        switch base {
        case .null: return .null
        case .array(let items):
            let kept = range(count: items.count)
            try budget.reserve(kept.count, JQBudget.elementBytes, for: construct)
            return .array(Array(items[kept]))
        case .string(let text):
            let scalars = Array(text.unicodeScalars)
            let kept = scalars[range(count: scalars.count)]
            try budget.reserveString(ofLength: kept.reduce(0) { $0 + UTF8.width($1) }, for: construct)
            return .string(String(String.UnicodeScalarView(kept)))
        default: throw JQError("Cannot index \(base.jqTypeName) with object")
        }
    }

    func iterate(_ value: JSONValue) throws -> [JSONValue] {
        switch value {
        case .array(let items):
            try budget.spend(items.count, on: "the iteration `.[]`")
            return items
        case .object(let members):
            try budget.spend(members.count, on: "the iteration `.[]`")
            return members.keys.sorted(by: JSONValue.codePointsAscending).map { members[$0]! }
        default: throw JQError("Cannot iterate over \(value.jqDescription)")
        }
    }

    private func compare(_ comparison: JQComparison, _ left: JSONValue, _ right: JSONValue, construct: String) throws -> Bool {
        try budget.spend(sizeOf: left, on: construct)
        try budget.spend(sizeOf: right, on: construct)
        let order = JSONValue.jqCompare(left, right)
        switch comparison {
        case .equal: return order == 0
        case .notEqual: return order != 0
        case .less: return order < 0
        case .lessOrEqual: return order <= 0
        case .greater: return order > 0
        case .greaterOrEqual: return order >= 0
        }
    }

    /// Every combination of the keys' and values' outputs, as jq builds objects.
    private func object(_ entries: [JQExpression.ObjectEntry], _ input: JSONValue, construct: String) throws -> [JSONValue] {
        var objects: [[String: JSONValue]] = [[:]]
        for (index, entry) in entries.enumerated() {
            let keys = try values(entry.key, input).map { key -> String in
                guard case .string(let name) = key else { throw JQError("Object keys must be strings") }
                return name
            }
            let members = try values(entry.value, input)
            try budget.reserve(objects.count, keys.count, members.count, index + 1, JQBudget.memberBytes, for: construct)
            objects = objects.flatMap { object in
                keys.flatMap { key in members.map { member in object.merging([key: member]) { $1 } } }
            }
            try budget.spend(objects.count, on: construct)
        }
        return try objects.map { members in
            let object = JSONValue.object(members)
            try budget.spend(sizeOf: object, on: construct)
            return object
        }
    }
}
