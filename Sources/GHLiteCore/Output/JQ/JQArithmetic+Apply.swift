/// `+ - * / %` as jq defines them on numbers, strings, arrays, objects and null.
extension JQArithmetic {
    func apply(_ left: JQValue, _ right: JQValue, budget: JQBudget) throws -> JQValue {
        switch (self, left, right) {
        case (_, .number(let a), .number(let b)): return try numbers(a, b, left, right)
        case (.add, .null, _): return right
        case (.add, _, .null): return left
        case (.add, .string(let a), .string(let b)):
            try budget.reserveString(ofLength: a.utf8.count + b.utf8.count, for: "the operator `+`")
            return .string(a + b)
        case (.add, .array(let a), .array(let b)):
            try budget.reserve(a.count + b.count, JQBudget.elementBytes, for: "the operator `+`")
            return .array(a + b)
        case (.add, .object(let a), .object(let b)):
            try budget.reserve(a.count + b.count, JQBudget.memberBytes, for: "the operator `+`")
            return .object(a.merging(b) { $1 })
        case (.subtract, .array(let a), .array(let b)):
            try budget.spend(a.count * max(b.count, 1), on: "the operator `-`")
            return .array(a.filter { item in !b.contains(item) })
        case (.multiply, .string(let text), .number(let count)), (.multiply, .number(let count), .string(let text)):
            // jq 1.6 repeats a string `count` times rounded up; zero or fewer times is null.
            guard count > 0 else { return .null }
            // Repeating nothing is nothing, however often (String(repeating:) would still count every time).
            guard !text.isEmpty else { return .string(text) }
            let times = count < 1e9 ? Int(count.rounded(.up)) : Int.max
            let (length, overflow) = text.utf8.count.multipliedReportingOverflow(by: times)
            try budget.reserveString(ofLength: overflow ? .max : length, for: "the operator `*`")
            return .string(String(repeating: text, count: times))
        case (.multiply, .object(let a), .object(let b)):
            try budget.spend(sizeOf: right, on: "the operator `*`")
            return .object(Self.deepMerge(a, b))
        case (.divide, .string(let text), .string(let separator)):
            return try JQStrings.split(text, by: separator, budget: budget)
        default: break
        }
        let verb = switch self {
        case .add: "added"
        case .subtract: "subtracted"
        case .multiply: "multiplied"
        case .divide, .modulo: "divided"
        }
        throw JQError("\(left.description) and \(right.description) cannot be \(verb)")
    }

    private func numbers(_ a: Double, _ b: Double, _ left: JQValue, _ right: JQValue) throws -> JQValue {
        switch self {
        case .add: return .number(a + b)
        case .subtract: return .number(a - b)
        case .multiply: return .number(a * b)
        case .divide:
            guard b != 0 else { throw JQError("\(left.description) and \(right.description) cannot be divided because the divisor is zero") }
            return .number(a / b)
        case .modulo:
            // jq truncates both to integers; the sign follows the dividend.
            let dividend = Self.truncated(a), divisor = Self.truncated(b)
            guard divisor != 0 else { throw JQError("\(left.description) and \(right.description) cannot be divided because the divisor is zero") }
            return .int(divisor == -1 ? 0 : dividend % abs(divisor))
        }
    }

    private static func truncated(_ number: Double) -> Int {
        guard number.isFinite else { return number.isNaN ? 0 : (number < 0 ? .min : .max) }
        return Int(exactly: number.rounded(.towardZero)) ?? (number < 0 ? .min : .max)
    }

    static func deepMerge(_ left: [String: JQValue], _ right: [String: JQValue]) -> [String: JQValue] {
        left.merging(right) { old, new in
            if case .object(let oldMembers) = old, case .object(let newMembers) = new {
                return .object(deepMerge(oldMembers, newMembers))
            }
            return new
        }
    }
}
