/// Reading and writing a value at a path: `.[k]`, `.[a:b]`, `getpath`, `setpath`, `delpaths`, with jq's rules
/// (null grows into what the path asks for; arrays are padded with null; negative indices count from the end).
enum JQPaths {
    static func index(_ base: JQValue, _ key: JQValue) throws -> JQValue {
        switch (base, key) {
        case (.null, .string), (.null, .number), (.null, .null): return .null
        case (.object(let members), .string(let name)): return members[name] ?? .null
        case (.array(let items), .number):
            guard let position = key.integer else { return .null }
            let resolved = position < 0 ? items.count + position : position
            return items.indices.contains(resolved) ? items[resolved] : .null
        case (.array(let items), .array(let wanted)): return .array(indices(of: wanted, in: items).map(JQValue.int))
        case (.null, .object), (.array, .object), (.string, .object):
            guard case .object(let bounds) = key, let lower = bounds["start"], let upper = bounds["end"] else { break }
            return try slice(base, .object(["start": lower, "end": upper]), budget: nil)
        case (_, .string(let name)) where base.typeName != "object":
            throw JQError("Cannot index \(base.typeName) with string \"\(name)\"")
        default: break
        }
        throw JQError("Cannot index \(base.typeName) with \(key.typeName)")
    }

    /// Where `wanted` starts in `items`, as `indices` and `.[[...]]` find it.
    static func indices(of wanted: [JQValue], in items: [JQValue]) -> [Int] {
        guard !wanted.isEmpty, wanted.count <= items.count else { return [] }
        return (0...(items.count - wanted.count)).filter { start in
            wanted.indices.allSatisfy { items[start + $0] == wanted[$0] }
        }
    }

    /// `.[a:b]` with `key` `{"start": a, "end": b}` (null for a missing bound).
    static func slice(_ base: JQValue, _ key: JQValue, budget: JQBudget?) throws -> JQValue {
        guard case .object(let bounds) = key else { throw JQError("Cannot index \(base.typeName) with object") }
        for bound in [bounds["start"], bounds["end"]] {
            if let bound, bound != .null, bound.typeName != "number" {
                throw JQError("Start and end indices of an array slice must be numbers")
            }
        }
        switch base {
        case .null: return .null
        case .array(let items):
            let kept = range(bounds, count: items.count)
            try budget?.reserve(kept.count, JQBudget.elementBytes, for: "the slice `.[a:b]`")
            return .array(Array(items[kept]))
        case .string(let text):
            let scalars = Array(text.unicodeScalars)
            let kept = scalars[range(bounds, count: scalars.count)]
            try budget?.reserveString(ofLength: kept.reduce(0) { $0 + UTF8.width($1) }, for: "the slice `.[a:b]`")
            return .string(String(String.UnicodeScalarView(kept)))
        default: throw JQError("Cannot index \(base.typeName) with object")
        }
    }

    static func range(_ bounds: [String: JQValue], count: Int) -> Range<Int> {
        func clamp(_ bound: JQValue?, _ otherwise: Int) -> Int {
            guard let number = bound?.integer else { return otherwise }
            return min(max(number < 0 ? count + number : number, 0), count)
        }
        // A fractional end rounds up, as jq's.
        var upperBound = bounds["end"]
        if case .number(let end) = upperBound ?? .null, end.isFinite { upperBound = .number(end.rounded(.up)) }
        let lower = clamp(bounds["start"], 0)
        return lower..<max(lower, clamp(upperBound, count))
    }

    static func get(_ value: JQValue, _ path: [JQValue]) throws -> JQValue {
        var current = value
        for key in path {
            if case .null = current { return .null }
            current = try index(current, key)
        }
        return current
    }

    /// A path is followed one Swift frame a key: one longer than the evaluation may nest is refused.
    static func set(_ value: JQValue, _ path: ArraySlice<JQValue>, _ newValue: JQValue, budget: JQBudget) throws -> JQValue {
        guard path.count <= JQEvaluator.maximumDepth else { throw JQError.recursesTooDeeply }
        guard let key = path.first else { return newValue }
        let rest = path.dropFirst()
        switch (value, key) {
        case (.null, .string(let name)):
            return .object([name: try set(.null, rest, newValue, budget: budget)])
        case (.object(var members), .string(let name)):
            try budget.reserve(members.count, JQBudget.memberBytes, for: "`setpath`")
            members[name] = try set(members[name] ?? .null, rest, newValue, budget: budget)
            return .object(members)
        case (.null, .number), (.array, .number):
            var items: [JQValue] = if case .array(let existing) = value { existing } else { [] }
            guard var position = key.integer else { throw JQError("Cannot set a path with a non-finite index") }
            if position < 0 {
                position += items.count
                guard position >= 0 else { throw JQError("Out of bounds negative array index") }
            }
            try budget.reserve(max(items.count, position + 1), JQBudget.elementBytes, for: "`setpath`")
            if position >= items.count { items += Array(repeating: .null, count: position - items.count + 1) }
            items[position] = try set(items[position], rest, newValue, budget: budget)
            return .array(items)
        case (.null, .object), (.array, .object):
            guard case .object(let bounds) = key else { break }
            var items: [JQValue] = if case .array(let existing) = value { existing } else { [] }
            let kept = range(bounds, count: items.count)
            guard case .array(let replacement) = try set(.array(Array(items[kept])), rest, newValue, budget: budget) else {
                throw JQError("A slice of an array can only be assigned another array")
            }
            try budget.reserve(items.count + replacement.count, JQBudget.elementBytes, for: "`setpath`")
            items.replaceSubrange(kept, with: replacement)
            return .array(items)
        default: break
        }
        switch key {
        case .string(let name): throw JQError("Cannot index \(value.typeName) with \"\(name)\"")
        case .number, .object: throw JQError("Cannot index \(value.typeName) with \(key.typeName)")
        default: throw JQError("Invalid path component \(key.description)")
        }
    }

    /// Deletes each path, the last in jq's order first, so that earlier indices stay right.
    static func delete(_ value: JQValue, _ paths: [JQValue], budget: JQBudget) throws -> JQValue {
        var result = value
        for path in paths.sorted(by: >) {
            guard case .array(let keys) = path else { throw JQError("Path must be specified as an array") }
            result = try delete(result, keys[...], budget: budget)
        }
        return result
    }

    private static func delete(_ value: JQValue, _ path: ArraySlice<JQValue>, budget: JQBudget) throws -> JQValue {
        guard path.count <= JQEvaluator.maximumDepth else { throw JQError.recursesTooDeeply }
        guard let key = path.first else { return .null }
        if case .null = value { return .null }
        let rest = path.dropFirst()
        if !rest.isEmpty {
            let child = try index(value, key)
            if case .null = child { return value }
            return try set(value, [key], try delete(child, rest, budget: budget), budget: budget)
        }
        switch (value, key) {
        case (.object(var members), .string(let name)):
            members[name] = nil
            return .object(members)
        case (.array(var items), .number):
            guard var position = key.integer else { return value }
            if position < 0 { position += items.count }
            if items.indices.contains(position) { items.remove(at: position) }
            return .array(items)
        case (.array(var items), .object(let bounds)):
            items.removeSubrange(range(bounds, count: items.count))
            return .array(items)
        default:
            throw JQError("Cannot delete field at \(key.typeName == "string" ? "object index" : "index") of \(value.typeName)")
        }
    }
}
