/// The string builtins: prefixes and suffixes, case, code points, splitting and joining.
enum JQStrings {
    static let functions: [(String, JQBuiltins.Function)] = [
        ("startswith/1", { budget, input, arguments in
            guard case .string(let text) = input, case .string(let prefix) = arguments[0] else {
                throw JQError("startswith() requires string inputs")
            }
            try budget.spend(prefix.utf8.count / 16, on: "`startswith`")
            return .bool(text.unicodeScalars.starts(with: prefix.unicodeScalars))
        }),
        ("endswith/1", { budget, input, arguments in
            guard case .string(let text) = input, case .string(let suffix) = arguments[0] else {
                throw JQError("endswith() requires string inputs")
            }
            try budget.spend(suffix.utf8.count / 16, on: "`endswith`")
            return .bool(text.unicodeScalars.reversed().starts(with: suffix.unicodeScalars.reversed()))
        }),
        ("ltrimstr/1", { budget, input, arguments in
            guard case .string(let text) = input, case .string(let prefix) = arguments[0] else { return input }
            try budget.spend(prefix.utf8.count / 16, on: "`ltrimstr`")
            guard text.unicodeScalars.starts(with: prefix.unicodeScalars) else { return input }
            try budget.reserveString(ofLength: text.utf8.count - prefix.utf8.count, for: "`ltrimstr`")
            return .string(String(text.unicodeScalars.dropFirst(prefix.unicodeScalars.count)))
        }),
        ("rtrimstr/1", { budget, input, arguments in
            guard case .string(let text) = input, case .string(let suffix) = arguments[0] else { return input }
            try budget.spend(suffix.utf8.count / 16, on: "`rtrimstr`")
            guard text.unicodeScalars.reversed().starts(with: suffix.unicodeScalars.reversed()) else { return input }
            try budget.reserveString(ofLength: text.utf8.count - suffix.utf8.count, for: "`rtrimstr`")
            return .string(String(text.unicodeScalars.dropLast(suffix.unicodeScalars.count)))
        }),
        ("ascii_downcase/0", { budget, input, _ in try ascii(input, "ascii_downcase", from: "A"..."Z", offset: 32, budget: budget) }),
        ("ascii_upcase/0", { budget, input, _ in try ascii(input, "ascii_upcase", from: "a"..."z", offset: -32, budget: budget) }),
        ("explode/0", { budget, input, _ in
            guard case .string(let text) = input else { throw JQError("\(input.description) cannot be exploded, as it is not a string") }
            try budget.reserve(text.unicodeScalars.count, JQBudget.elementBytes, for: "`explode`")
            return .array(text.unicodeScalars.map { .int(Int($0.value)) })
        }),
        ("implode/0", { budget, input, _ in
            guard case .array(let codes) = input else { throw JQError("\(input.description) cannot be imploded, as it is not an array") }
            try budget.reserveString(ofLength: codes.count * 4, for: "`implode`")
            var text = String.UnicodeScalarView()
            for code in codes {
                guard case .number(let value) = code, let scalar = UInt32(exactly: value.rounded(.down)).flatMap(Unicode.Scalar.init) else {
                    throw JQError("Unicode codepoint out of range: \(code.description)")
                }
                text.append(scalar)
            }
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

    private static func ascii(_ input: JQValue, _ name: String, from letters: ClosedRange<Unicode.Scalar>, offset: Int,
                              budget: JQBudget) throws -> JQValue {
        guard case .string(let text) = input else { throw JQError("\(name) input must be a string") }
        try budget.reserveString(ofLength: text.utf8.count, for: "`\(name)`")
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
        let bytes = Array(text.utf8)
        let starts = byteOffsets(of: separator, in: bytes)
        try budget.reserve(starts.count + 1, JQBudget.elementBytes + JQBudget.stringOverhead, for: "`split`")
        var pieces: [JQValue] = []
        var from = 0
        for start in starts + [bytes.count] {
            pieces.append(.string(String(decoding: bytes[from..<start], as: UTF8.self)))
            from = start + separator.utf8.count
        }
        return .array(pieces)
    }

    /// Where `part` (not empty) occurs in `text`, in UTF-8 bytes as jq and gojq search, each occurrence after the
    /// end of the one before; Knuth-Morris-Pratt, in time linear in both, whatever a hostile text repeats.
    /// UTF-8 being self-synchronising, every offset is at the start of a scalar.
    static func byteOffsets(of part: String, in text: [UInt8], firstOnly: Bool = false) -> [Int] {
        let needle = Array(part.utf8)
        var fallback = [Int](repeating: 0, count: needle.count)
        var matched = 0
        for index in needle.indices.dropFirst() {
            while matched > 0 && needle[index] != needle[matched] { matched = fallback[matched - 1] }
            if needle[index] == needle[matched] { matched += 1 }
            fallback[index] = matched
        }
        var offsets: [Int] = []
        matched = 0
        for (index, byte) in text.enumerated() {
            while matched > 0 && byte != needle[matched] { matched = fallback[matched - 1] }
            if byte == needle[matched] { matched += 1 }
            guard matched == needle.count else { continue }
            offsets.append(index + 1 - matched)
            if firstOnly { break }
            matched = 0
        }
        return offsets
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
