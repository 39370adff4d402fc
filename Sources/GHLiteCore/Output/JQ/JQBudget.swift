/// What one `--jq` run may use, so that no program runs away whatever it is.
///
/// Work, counted in steps: every step costs one, and comparing, copying or matching a value costs its size
/// (`[.,.] | [.,.] | ...` doubles at each step). Memory, counted in bytes: every value built (a string, an array, an
/// object) and the printed text are charged their size as they are built (a joined string before it is joined) and
/// never refunded, so a run holds less than `memory` bytes of its own values whatever the program. Time, in CPU
/// seconds of the evaluating thread (`CPUTimeLimit`), whatever a step costs. The error names the construct that
/// ran out.
final class JQBudget {
    private(set) var remaining: Int
    private(set) var bytesRemaining: Int
    let memory: Int
    private var time: CPUTimeLimit
    /// What Swift holds for a string beside its text, and for each element of an array or member of an object
    /// beside the values themselves (which are shared, not copied), rounded up.
    static let stringOverhead = 32, elementBytes = 32, memberBytes = 64

    init(_ limit: Int, memory: Int, time: CPUTimeLimit = CPUTimeLimit()) {
        remaining = limit
        bytesRemaining = memory
        self.memory = memory
        self.time = time
    }

    func spend(_ cost: Int, on construct: @autoclosure () -> String) throws {
        remaining -= cost
        if remaining < 0 || time.isExceeded(after: cost) { throw JQError.tooMuchWork(construct()) }
    }

    /// Charges the work of reading a value through (comparing it, copying its text) `times` times: its nodes and
    /// its text, counted only as far as the budget goes.
    func spend(sizeOf value: JQValue, times: Int = 1, on construct: @autoclosure () -> String) throws {
        try spend(times, on: construct())
        switch value {
        case .string(let text): try spend(text.utf8.count / 16 * times, on: construct())
        case .array(let items): for item in items { try spend(sizeOf: item, times: times, on: construct()) }
        case .object(let members):
            for (key, member) in members {
                try spend(key.utf8.count / 16 * times, on: construct())
                try spend(sizeOf: member, times: times, on: construct())
            }
        case .number, .bool, .null: break
        }
    }

    /// Charges the product of `factors` in bytes of memory for what `construct` is about to build (a count of
    /// elements times their size); a product past `Int.max` is simply more than the budget.
    func reserve(_ factors: Int..., for construct: @autoclosure () -> String) throws {
        var bytes = 1
        for factor in factors {
            let (product, overflow) = bytes.multipliedReportingOverflow(by: factor)
            bytes = overflow ? .max : product
        }
        guard bytes <= bytesRemaining else { throw JQError.tooMuchMemory(construct(), limit: memory) }
        bytesRemaining -= bytes
    }

    /// Charges a string of `length` UTF-8 bytes about to be built: its memory, and the work of writing its text.
    func reserveString(ofLength length: Int, for construct: @autoclosure () -> String) throws {
        try reserve(length > Int.max - Self.stringOverhead ? .max : Self.stringOverhead + length, for: construct())
        try spend(length / 16, on: construct())
    }
}
