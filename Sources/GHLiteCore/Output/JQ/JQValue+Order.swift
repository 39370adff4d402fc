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
    /// Substrings are found in UTF-8 bytes, as jq's; each element wanted is sought among all, charged as it is.
    func contains(_ other: JQValue, budget: JQBudget) throws -> Bool {
        guard typeName == other.typeName else {
            throw JQError("\(description) and \(other.description) cannot have their containment checked")
        }
        return try containsWithin(other, budget)
    }

    private func containsWithin(_ other: JQValue, _ budget: JQBudget) throws -> Bool {
        switch (self, other) {
        case (.string(let text), .string(let part)):
            return part.isEmpty || !JQStrings.byteOffsets(of: part, in: Array(text.utf8), firstOnly: true).isEmpty
        case (.array(let items), .array(let wanted)):
            try budget.spend(items.count * wanted.count, on: "`contains`")
            return try wanted.allSatisfy { want in try items.contains { try $0.containsWithin(want, budget) } }
        case (.object(let members), .object(let wanted)):
            return try wanted.allSatisfy { key, want in try members[key].map { try $0.containsWithin(want, budget) } ?? false }
        default: return typeName == other.typeName && self == other
        }
    }
}
