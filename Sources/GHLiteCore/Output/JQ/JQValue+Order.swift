/// jq's total order: null < false < true < numbers < strings (by code point) < arrays < objects.
extension JQValue: Comparable {
    static func < (lhs: JQValue, rhs: JQValue) -> Bool { compare(lhs, rhs) < 0 }

    static func == (lhs: JQValue, rhs: JQValue) -> Bool { compare(lhs, rhs) == 0 }

    static func compare(_ lhs: JQValue, _ rhs: JQValue) -> Int {
        switch (lhs, rhs) {
        case (.null, .null): return 0
        case (.bool(let left), .bool(let right)): return left == right ? 0 : (left ? 1 : -1)
        case (.number(let left), .number(let right)): return left == right ? 0 : (left < right || left.isNaN ? -1 : 1)
        case (.string(let left), .string(let right)):
            return left.unicodeScalars.elementsEqual(right.unicodeScalars) ? 0 : (codePointsAscending(left, right) ? -1 : 1)
        case (.array(let left), .array(let right)):
            for (leftItem, rightItem) in zip(left, right) {
                let order = compare(leftItem, rightItem)
                if order != 0 { return order }
            }
            return left.count == right.count ? 0 : (left.count < right.count ? -1 : 1)
        case (.object(let left), .object(let right)):
            let leftKeys = sortedKeys(left), rightKeys = sortedKeys(right)
            let keyOrder = compare(.array(leftKeys.map(JQValue.string)), .array(rightKeys.map(JQValue.string)))
            if keyOrder != 0 { return keyOrder }
            for key in leftKeys {
                let order = compare(left[key]!, right[key]!)
                if order != 0 { return order }
            }
            return 0
        default: return lhs.rank < rhs.rank ? -1 : 1
        }
    }

    private var rank: Int {
        switch self {
        case .null: 0
        case .bool(false): 1
        case .bool(true): 2
        case .number: 3
        case .string: 4
        case .array: 5
        case .object: 6
        }
    }

    /// jq's `contains`: substrings, every element of an array in some element, every key's value contained.
    /// Values of different types are an error at the top only; inside, they do not contain each other.
    func contains(_ other: JQValue) throws -> Bool {
        guard typeName == other.typeName else {
            throw JQError("\(description) and \(other.description) cannot have their containment checked")
        }
        return containsWithin(other)
    }

    private func containsWithin(_ other: JQValue) -> Bool {
        switch (self, other) {
        case (.string(let text), .string(let part)): part.isEmpty || text.contains(part)
        case (.array(let items), .array(let wanted)): wanted.allSatisfy { want in items.contains { $0.containsWithin(want) } }
        case (.object(let members), .object(let wanted)):
            wanted.allSatisfy { key, want in members[key].map { $0.containsWithin(want) } ?? false }
        default: typeName == other.typeName && self == other
        }
    }
}
