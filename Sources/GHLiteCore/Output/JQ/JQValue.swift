/// How jq names, orders and tests values.
extension JSONValue {
    var jqTypeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .int: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// `number (5)`, as jq's errors show a value: its type, then its JSON cut to 11 characters and `...`.
    var jqDescription: String {
        if case .null = self { return "null" }
        let json = serialized(pretty: false)
        let shown = json.count > 14 ? String(json.prefix(11)) + "..." : json
        return "\(jqTypeName) (\(shown))"
    }

    /// false and null are false; everything else is true.
    var jqIsTruthy: Bool {
        switch self {
        case .null, .bool(false): false
        default: true
        }
    }

    /// jq's order: null < false < true < numbers < strings (by code point) < arrays < objects.
    static func jqCompare(_ lhs: JSONValue, _ rhs: JSONValue) -> Int {
        switch (lhs, rhs) {
        case (.null, .null): return 0
        case (.bool(let left), .bool(let right)): return left == right ? 0 : (left ? 1 : -1)
        case (.int(let left), .int(let right)): return left == right ? 0 : (left < right ? -1 : 1)
        case (.string(let left), .string(let right)): return compareCodePoints(left, right)
        case (.array(let left), .array(let right)):
            for (leftItem, rightItem) in zip(left, right) {
                let order = jqCompare(leftItem, rightItem)
                if order != 0 { return order }
            }
            return left.count == right.count ? 0 : (left.count < right.count ? -1 : 1)
        case (.object(let left), .object(let right)):
            let leftKeys = left.keys.sorted(by: codePointsAscending), rightKeys = right.keys.sorted(by: codePointsAscending)
            let keyOrder = jqCompare(.array(leftKeys.map(JSONValue.string)), .array(rightKeys.map(JSONValue.string)))
            if keyOrder != 0 { return keyOrder }
            for key in leftKeys {
                let order = jqCompare(left[key]!, right[key]!)
                if order != 0 { return order }
            }
            return 0
        default: return lhs.jqRank < rhs.jqRank ? -1 : 1
        }
    }

    private var jqRank: Int {
        switch self {
        case .null: 0
        case .bool(false): 1
        case .bool(true): 2
        case .int: 3
        case .string: 4
        case .array: 5
        case .object: 6
        }
    }

    private static func compareCodePoints(_ left: String, _ right: String) -> Int {
        left.unicodeScalars.elementsEqual(right.unicodeScalars) ? 0 : (codePointsAscending(left, right) ? -1 : 1)
    }

    /// Keys as `keys` and `.[]` give them: by code point, as jq sorts.
    static func codePointsAscending(_ left: String, _ right: String) -> Bool {
        left.unicodeScalars.lexicographicallyPrecedes(right.unicodeScalars) { $0.value < $1.value }
    }

    /// jq's `contains`: substrings, every element of an array in some element, every key's value contained.
    /// Values of different types are an error at the top only; inside, they do not contain each other.
    func jqContains(_ other: JSONValue) throws -> Bool {
        guard jqTypeName == other.jqTypeName else {
            throw JQError("\(jqDescription) and \(other.jqDescription) cannot have their containment checked")
        }
        return contains(other)
    }

    private func contains(_ other: JSONValue) -> Bool {
        switch (self, other) {
        case (.string(let text), .string(let part)): part.isEmpty || text.contains(part)
        case (.array(let items), .array(let wanted)): wanted.allSatisfy { want in items.contains { $0.contains(want) } }
        case (.object(let members), .object(let wanted)):
            wanted.allSatisfy { key, want in members[key].map { $0.contains(want) } ?? false }
        default: jqTypeName == other.jqTypeName && self == other
        }
    }
}
