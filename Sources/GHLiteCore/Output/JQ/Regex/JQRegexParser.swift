/// Parses the pattern of `test`: literals, `.`, `[...]` (ranges, `^`, class escapes, `[:alpha:]`), `\d \w \s`
/// and their complements, `\b \B \A \z`, `^ $`, groups `(...)`, `(?:...)`, `(?<name>...)`, `|`, and the
/// quantifiers `* + ? {n} {n,} {n,m}`, greedy or lazy (`*?`). Groups are numbered as they open; named ones
/// are numbered too, as in Oniguruma without `(?:...)`. With the `x` flag, spaces
/// and `#` comments outside brackets are ignored. Anything else is jq's error line, naming the offset.
struct JQRegexParser {
    /// As Go's RE2: larger counts make programs too large to be worth running.
    static let maximumRepetition = 1_000
    static let maximumNesting = 100

    private let source: String
    private let scalars: [Unicode.Scalar]
    private let extended: Bool
    private var position = 0
    private var depth = 0
    /// Each capture group's name, nil when it has none, in the order they open.
    private var groupNames: [String?] = []

    static func parse(_ source: String, extended: Bool) throws -> JQRegexNode {
        try parseWithGroups(source, extended: extended).node
    }

    static func parseWithGroups(_ source: String, extended: Bool) throws -> (node: JQRegexNode, groupNames: [String?]) {
        var parser = JQRegexParser(source: source, scalars: Array(source.unicodeScalars), extended: extended)
        let node = try parser.alternation()
        if parser.position < parser.scalars.count { throw parser.invalid("unmatched close parenthesis") }
        return (node, parser.groupNames)
    }

    private init(source: String, scalars: [Unicode.Scalar], extended: Bool) {
        self.source = source
        self.scalars = scalars
        self.extended = extended
    }

    private func invalid(_ reason: String) -> JQError {
        JQError("\(source) (at offset \(position)) is not a valid regex: \(reason)")
    }

    private var next: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private mutating func take() -> Unicode.Scalar? {
        guard let scalar = next else { return nil }
        position += 1
        return scalar
    }

    private mutating func skipIgnored() {
        guard extended else { return }
        while let scalar = next {
            if scalar.properties.isWhitespace {
                position += 1
            } else if scalar == "#" {
                while let skipped = take(), skipped != "\n" {}
            } else {
                return
            }
        }
    }

    private mutating func alternation() throws -> JQRegexNode {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumNesting { throw invalid("too deeply nested") }
        var branches = [try sequence()]
        while next == "|" {
            position += 1
            branches.append(try sequence())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func sequence() throws -> JQRegexNode {
        var items: [JQRegexNode] = []
        while true {
            skipIgnored()
            guard let scalar = next, scalar != "|", scalar != ")" else { break }
            items.append(try quantified(try atom()))
        }
        return items.isEmpty ? .empty : items.count == 1 ? items[0] : .sequence(items)
    }

    private mutating func quantified(_ atom: JQRegexNode) throws -> JQRegexNode {
        var node = atom
        while true {
            skipIgnored()
            let bounds: (Int, Int?)
            switch next {
            case "*": position += 1; bounds = (0, nil)
            case "+": position += 1; bounds = (1, nil)
            case "?": position += 1; bounds = (0, 1)
            case "{":
                guard let counted = try counts() else { return node }
                bounds = counted
            default: return node
            }
            if case .assertion = node { throw invalid("nothing to repeat") }
            let lazy = next == "?"
            if lazy {
                position += 1
            } else if next == "+" {
                throw invalid("possessive quantifiers are not supported")
            }
            node = .repetition(node, minimum: bounds.0, maximum: bounds.1, lazy: lazy)
        }
    }

    /// `{n}`, `{n,}`, `{n,m}`, `{,m}`; nil (and nothing read) when the brace is not one, which is then a literal.
    private mutating func counts() throws -> (Int, Int?)? {
        let start = position
        position += 1
        func number() -> Int? {
            var value: Int?
            while let scalar = next, ("0"..."9").contains(scalar) {
                value = min((value ?? 0) * 10 + Int(scalar.value - 48), Self.maximumRepetition + 1)
                position += 1
            }
            return value
        }
        let low = number()
        var high = low
        if next == "," {
            position += 1
            high = number()
            if low == nil && high == nil { position = start; return nil }
        }
        guard next == "}", low != nil || high != nil else { position = start; return nil }
        position += 1
        let minimum = low ?? 0
        if minimum > Self.maximumRepetition || (high ?? 0) > Self.maximumRepetition {
            throw invalid("repetition count over \(Self.maximumRepetition)")
        }
        if let high, high < minimum { throw invalid("repetition counts in the wrong order") }
        return (minimum, high)
    }

    private mutating func atom() throws -> JQRegexNode {
        guard let scalar = take() else { throw invalid("end pattern") }
        switch scalar {
        case "(": return try group()
        case "[": return .set(try bracket())
        case ".": return .any
        case "^": return .assertion(.start)
        case "$": return .assertion(.end)
        case "\\": return try escape(inBracket: false)
        case "*", "+", "?": position -= 1; throw invalid("target of repeat operator is not specified")
        default: return .scalar(scalar)
        }
    }

    private mutating func group() throws -> JQRegexNode {
        var captures = true
        var name: String?
        if next == "?" {
            position += 1
            switch take() {
            case ":": captures = false
            case "<" where next != "=" && next != "!", "P" where next == "<", "'":
                if scalars[position - 1] == "P" { position += 1 }
                var word = ""
                while let scalar = take(), scalar != ">", scalar != "'" {
                    guard JQRegexSet.isWord(scalar) else { throw invalid("invalid group name") }
                    word.unicodeScalars.append(scalar)
                }
                name = word
            case "=", "!", "<": throw invalid("lookaround is not supported")
            default: throw invalid("this group construct is not supported")
            }
        }
        var index = 0
        if captures {
            groupNames.append(name)
            index = groupNames.count
        }
        let inner = try alternation()
        guard take() == ")" else { throw invalid("end pattern with unmatched parenthesis") }
        return captures ? .group(inner, index: index) : inner
    }

    private mutating func bracket() throws -> JQRegexSet {
        var set = JQRegexSet(items: [])
        if next == "^" {
            position += 1
            set.negated = true
        }
        var first = true
        while true {
            guard let scalar = take() else { throw invalid("premature end of char-class") }
            if scalar == "]" && !first { return set }
            first = false
            var low: Unicode.Scalar
            switch scalar {
            case "[" where next == ":":
                set.items.append(.named(try posixClass(), negated: false))
                continue
            case "\\":
                switch try escape(inBracket: true) {
                case .scalar(let escaped): low = escaped
                case .set(let named): set.items += named.items; continue
                default: throw invalid("invalid escape in char-class")
                }
            default: low = scalar
            }
            if next == "-", position + 1 < scalars.count, scalars[position + 1] != "]" {
                position += 1
                var high = take()!
                if high == "\\" {
                    guard case .scalar(let escaped) = try escape(inBracket: true) else { throw invalid("invalid range in char-class") }
                    high = escaped
                }
                guard low <= high else { throw invalid("empty range in char class") }
                set.items.append(.range(low, high))
            } else {
                set.items.append(.range(low, low))
            }
        }
    }

    private mutating func posixClass() throws -> JQRegexClass {
        position += 1
        var name = ""
        while let scalar = take(), scalar != ":" { name.unicodeScalars.append(scalar) }
        guard take() == "]", let named = JQRegexClass(rawValue: name) else {
            throw invalid("invalid POSIX bracket type")
        }
        return named
    }

    /// After a backslash: a class, an assertion (outside brackets) or one scalar.
    private mutating func escape(inBracket: Bool) throws -> JQRegexNode {
        guard let scalar = take() else { throw invalid("end pattern at escape") }
        func named(_ name: JQRegexClass, negated: Bool) -> JQRegexNode { .set(JQRegexSet(items: [.named(name, negated: negated)])) }
        switch scalar {
        case "d": return named(.digit, negated: false)
        case "D": return named(.digit, negated: true)
        case "w": return named(.word, negated: false)
        case "W": return named(.word, negated: true)
        case "s": return named(.space, negated: false)
        case "S": return named(.space, negated: true)
        case "b" where !inBracket: return .assertion(.wordBoundary)
        case "B" where !inBracket: return .assertion(.notWordBoundary)
        case "A" where !inBracket: return .assertion(.start)
        case "z" where !inBracket: return .assertion(.end)
        case "n": return .scalar("\n")
        case "t": return .scalar("\t")
        case "r": return .scalar("\r")
        case "f": return .scalar("\u{0C}")
        case "v": return .scalar("\u{0B}")
        case "e": return .scalar("\u{1B}")
        case "0": return .scalar("\0")
        case "x": return .scalar(try hexadecimal())
        case "1"..."9": throw invalid("backreferences are not supported")
        case _ where scalar.isASCII && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil):
            throw invalid("invalid escape \\\(scalar)")
        default: return .scalar(scalar)
        }
    }

    /// `\xHH` or `\x{H...}`.
    private mutating func hexadecimal() throws -> Unicode.Scalar {
        let braced = next == "{"
        if braced { position += 1 }
        var digits = ""
        while let scalar = next, scalar.properties.isASCIIHexDigit, braced ? digits.count < 8 : digits.count < 2 {
            digits.unicodeScalars.append(scalar)
            position += 1
        }
        if braced && take() != "}" { throw invalid("invalid code point value") }
        guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
            throw invalid("invalid code point value")
        }
        return scalar
    }
}
