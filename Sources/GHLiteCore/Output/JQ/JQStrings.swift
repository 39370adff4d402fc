/// The string builtins: prefixes and suffixes, case, code points, splitting and joining.
enum JQStrings {
    static let functions: [(String, JQBuiltins.Function)] = [
        ("startswith/1", { _, input, arguments in
            guard case .string(let text) = input, case .string(let prefix) = arguments[0] else {
                throw JQError("startswith() requires string inputs")
            }
            return .bool(text.unicodeScalars.starts(with: prefix.unicodeScalars))
        }),
        ("endswith/1", { _, input, arguments in
            guard case .string(let text) = input, case .string(let suffix) = arguments[0] else {
                throw JQError("endswith() requires string inputs")
            }
            return .bool(text.unicodeScalars.reversed().starts(with: suffix.unicodeScalars.reversed()))
        }),
        ("ltrimstr/1", { _, input, arguments in
            guard case .string(let text) = input, case .string(let prefix) = arguments[0],
                  text.unicodeScalars.starts(with: prefix.unicodeScalars) else { return input }
            return .string(String(text.unicodeScalars.dropFirst(prefix.unicodeScalars.count)))
        }),
        ("rtrimstr/1", { _, input, arguments in
            guard case .string(let text) = input, case .string(let suffix) = arguments[0],
                  text.unicodeScalars.reversed().starts(with: suffix.unicodeScalars.reversed()) else { return input }
            return .string(String(text.unicodeScalars.dropLast(suffix.unicodeScalars.count)))
        }),
        ("ascii_downcase/0", { _, input, _ in try ascii(input, "ascii_downcase", from: "A"..."Z", offset: 32) }),
        ("ascii_upcase/0", { _, input, _ in try ascii(input, "ascii_upcase", from: "a"..."z", offset: -32) }),
        ("explode/0", { budget, input, _ in
            guard case .string(let text) = input else { throw JQError("\(input.description) cannot be exploded, as it is not a string") }
            try budget.reserve(text.unicodeScalars.count, JQBudget.elementBytes, for: "`explode`")
            return .array(text.unicodeScalars.map { .int(Int($0.value)) })
        }),
        ("implode/0", { budget, input, _ in
            guard case .array(let codes) = input else { throw JQError("\(input.description) cannot be imploded, as it is not an array") }
            var text = String.UnicodeScalarView()
            for code in codes {
                guard case .number(let value) = code, let scalar = UInt32(exactly: value.rounded(.down)).flatMap(Unicode.Scalar.init) else {
                    throw JQError("Unicode codepoint out of range: \(code.description)")
                }
                text.append(scalar)
            }
            try budget.reserveString(ofLength: codes.count * 4, for: "`implode`")
            return .string(String(text))
        }),
        ("split/1", { budget, input, arguments in
            guard case .string(let text) = input, case .string(let separator) = arguments[0] else {
                throw JQError("split input and separator must be strings")
            }
            return try split(text, by: separator, budget: budget)
        }),
        ("join/1", { budget, input, arguments in try join(input, separator: arguments[0], budget: budget) }),
    ]

    private static func ascii(_ input: JQValue, _ name: String, from letters: ClosedRange<Unicode.Scalar>, offset: Int) throws -> JQValue {
        guard case .string(let text) = input else { throw JQError("\(name) input must be a string") }
        var converted = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            converted.append(letters.contains(scalar) ? Unicode.Scalar(UInt32(Int(scalar.value) + offset))! : scalar)
        }
        return .string(String(converted))
    }

    /// `split(s)` and `a / b`: the pieces between each occurrence; an empty separator splits between code points.
    static func split(_ text: String, by separator: String, budget: JQBudget) throws -> JQValue {
        try budget.reserveString(ofLength: text.utf8.count, for: "`split`")
        guard !text.isEmpty else { return .array([]) }
        if separator.isEmpty { return .array(text.unicodeScalars.map { .string(String($0)) }) }
        let pieces = text.split(separator: separator, omittingEmptySubsequences: false)
        try budget.reserve(pieces.count, JQBudget.elementBytes + JQBudget.stringOverhead, for: "`split`")
        return .array(pieces.map { .string(String($0)) })
    }

    /// null is empty, numbers and booleans are written as JSON; arrays and objects are refused, as gh's gojq does.
    private static func join(_ value: JQValue, separator: JQValue, budget: JQBudget) throws -> JQValue {
        guard case .string(let separatorText) = separator else {
            throw JQError("Cannot join with \(separator.description)")
        }
        var pieces: [String] = []
        try JQBuiltins.elements(value, budget: budget) { item in
            switch item {
            case .null: pieces.append("")
            case .string(let text): pieces.append(text)
            case .number, .bool: pieces.append(item.serialized())
            case .array, .object: throw JQError("Cannot join with \(item.description)")
            }
        }
        let length = pieces.reduce(0) { $0 + $1.utf8.count } + max(pieces.count - 1, 0) * separatorText.utf8.count
        try budget.reserveString(ofLength: length, for: "`join`")
        return .string(pieces.joined(separator: separatorText))
    }
}
