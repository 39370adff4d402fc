/// The work one `--jq` run may do, counted in values visited: every step costs one, and building or comparing
/// a value costs its size, so no expression (`[.,.] | [.,.] | ...` doubles at each step) runs unbounded.
final class JQBudget {
    private(set) var remaining: Int

    init(_ limit: Int) { remaining = limit }

    func spend(_ cost: Int) throws {
        remaining -= cost
        if remaining < 0 { throw JQError.tooMuchWork }
    }

    /// Charges the size of a value: its nodes and its text, counted only as far as the budget goes.
    func spend(sizeOf value: JSONValue) throws {
        try spend(1)
        switch value {
        case .string(let text): try spend(text.utf8.count / 16)
        case .array(let items): for item in items { try spend(sizeOf: item) }
        case .object(let members):
            for (key, member) in members {
                try spend(key.utf8.count / 16)
                try spend(sizeOf: member)
            }
        case .int, .bool, .null: break
        }
    }
}
