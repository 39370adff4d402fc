/// Splits a `--jq` expression into tokens; a string's `\(...)` interpolations are lexed as nested token lists.
struct JQLexer {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    /// Interpolations inside strings inside interpolations...: bounded, like the parser's nesting.
    private let depth: Int

    static func tokens(_ expression: String) throws -> [JQToken] {
        var lexer = JQLexer(scalars: Array(expression.unicodeScalars), depth: 0)
        return try lexer.tokens(closingParenthesis: false)
    }

    private init(scalars: [Unicode.Scalar], index: Int = 0, depth: Int) {
        self.scalars = scalars
        self.index = index
        self.depth = depth
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    private func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    /// Up to the end, or (inside an interpolation) up to the `)` that closes it, which is consumed.
    private mutating func tokens(closingParenthesis: Bool) throws -> [JQToken] {
        var tokens: [JQToken] = []
        var open = 0
        while true {
            skipSpaceAndComments()
            guard let scalar = current else {
                if closingParenthesis { throw JQError.syntax("unterminated string interpolation `\\(`") }
                return tokens + [.end]
            }
            if closingParenthesis && scalar == ")" && open == 0 {
                index += 1
                return tokens + [.end]
            }
            if scalar == "(" { open += 1 }
            if scalar == ")" { open -= 1 }
            tokens.append(try token())
        }
    }

    private mutating func skipSpaceAndComments() {
        while let scalar = current {
            if scalar.properties.isWhitespace {
                index += 1
            } else if scalar == "#" {
                while let next = current, next != "\n" { index += 1 }
            } else {
                return
            }
        }
    }

    private mutating func token() throws -> JQToken {
        let scalar = current!
        if scalar == "." {
            index += 1
            if current == "." { index += 1; return .symbol("..") }
            if let next = current, Self.startsName(next) { return .field(name()) }
            return .dot
        }
        if Self.startsName(scalar) { return .identifier(name()) }
        if scalar == "$" || scalar == "@" {
            index += 1
            guard let next = current, Self.startsName(next) else { throw JQError.syntax("`\(scalar)` must be followed by a name") }
            let word = name()
            return scalar == "$" ? .variable(word) : .format(word)
        }
        if ("0"..."9").contains(scalar) { return try number() }
        if scalar == "\"" { return .string(try string()) }
        for symbol in Self.longSymbols where matches(symbol) {
            index += symbol.unicodeScalars.count
            return .symbol(symbol)
        }
        guard "[](){}|,:?;<>+-*/%=".unicodeScalars.contains(scalar) else {
            throw JQError.syntax("unexpected character `\(scalar)`")
        }
        index += 1
        return .symbol(String(scalar))
    }

    /// Longest first, so that `?//` is not read as `?` then `//`.
    private static let longSymbols = ["?//", "//=", "==", "!=", "<=", ">=", "//", "|=", "+=", "-=", "*=", "/=", "%="]

    private func matches(_ symbol: String) -> Bool {
        symbol.unicodeScalars.enumerated().allSatisfy { peek($0.offset) == $0.element }
    }

    private static func startsName(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private mutating func name() -> String {
        var word = ""
        while let scalar = current, Self.startsName(scalar) || ("0"..."9").contains(scalar) {
            word.unicodeScalars.append(scalar)
            index += 1
        }
        return word
    }

    /// `12`, `1.5`, `1e3`, `2.5E-3`.
    private mutating func number() throws -> JQToken {
        var digits = ""
        func take(_ accepted: (Unicode.Scalar) -> Bool) {
            while let scalar = current, accepted(scalar) {
                digits.unicodeScalars.append(scalar)
                index += 1
            }
        }
        let isDigit = { (scalar: Unicode.Scalar) in ("0"..."9").contains(scalar) }
        take(isDigit)
        if current == ".", let next = peek(1), isDigit(next) || !Self.startsName(next) {
            digits += "."
            index += 1
            take(isDigit)
        }
        if current == "e" || current == "E", let next = peek(1), isDigit(next) || ((next == "+" || next == "-") && peek(2).map(isDigit) == true) {
            digits += "e"
            index += 1
            if let sign = current, sign == "+" || sign == "-" { digits.unicodeScalars.append(sign); index += 1 }
            take(isDigit)
        }
        guard let value = Double(digits) else { throw JQError.syntax("invalid number \(digits)") }
        return .number(value)
    }

    /// A string literal after its opening quote, with jq's escapes and `\(...)` interpolations.
    private mutating func string() throws -> [JQStringPart] {
        index += 1
        var parts: [JQStringPart] = []
        var text = ""
        while let scalar = current {
            index += 1
            switch scalar {
            case "\"":
                if !text.isEmpty || parts.isEmpty { parts.append(.text(text)) }
                return parts
            case "\\":
                guard let escaped = current else { break }
                index += 1
                switch escaped {
                case "n": text += "\n"
                case "t": text += "\t"
                case "r": text += "\r"
                case "b": text += "\u{8}"
                case "f": text += "\u{C}"
                case "\"", "\\", "/": text.unicodeScalars.append(escaped)
                case "u": text.unicodeScalars.append(try unicodeEscape())
                case "(":
                    guard depth < JQParser.maximumDepth else { throw JQError.tooDeep }
                    if !text.isEmpty { parts.append(.text(text)) }
                    text = ""
                    var inner = JQLexer(scalars: scalars, index: index, depth: depth + 1)
                    parts.append(.interpolation(try inner.tokens(closingParenthesis: true)))
                    index = inner.index
                default: throw JQError.syntax("invalid escape `\\\(escaped)` in a string")
                }
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        throw JQError.syntax("unterminated string")
    }

    private mutating func unicodeEscape() throws -> Unicode.Scalar {
        let hex = String(String.UnicodeScalarView((0..<4).compactMap { peek($0) }))
        guard hex.count == 4, let value = UInt32(hex, radix: 16) else { throw JQError.syntax("invalid `\\u` escape in a string") }
        index += 4
        // A surrogate pair written as two escapes.
        if (0xD800..<0xDC00).contains(value), peek(0) == "\\", peek(1) == "u" {
            let low = String(String.UnicodeScalarView((2..<6).compactMap { peek($0) }))
            if low.count == 4, let second = UInt32(low, radix: 16), (0xDC00..<0xE000).contains(second) {
                index += 6
                return Unicode.Scalar(0x10000 + ((value - 0xD800) << 10) + (second - 0xDC00)) ?? "\u{FFFD}"
            }
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }
}
