/// Cuts a template into text and action tokens as Go's text/template lexer does: `{{- ` and ` -}}` trim the
/// space beside them, `{{/* */}}` is a comment, actions may span lines.
struct GoTemplateLexer {
    private let bytes: [UInt8]
    private var at = 0
    private var lineStarts = [0]
    private var lexemes: [GoTemplateLexeme] = []

    static func lexemes(_ source: String) throws -> [GoTemplateLexeme] {
        var lexer = GoTemplateLexer(bytes: Array(source.utf8))
        try lexer.run()
        return lexer.lexemes
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(index + 1) }
    }

    /// The line (from 1) and column (from 0, as Go counts it) of a byte offset.
    func place(_ offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low])
    }

    private func error(_ problem: String, at offset: Int? = nil) -> GoTemplateError {
        .parse(line: place(offset ?? at).line, problem)
    }

    private mutating func emit(_ token: GoTemplateToken, from offset: Int, spaced: Bool = false) {
        let (line, column) = place(offset)
        lexemes.append(GoTemplateLexeme(token: token, line: line, column: column, offset: offset, spaced: spaced))
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
            || byte >= 0x80
    }

    private func starts(with text: String, at offset: Int) -> Bool {
        let pattern = Array(text.utf8)
        guard offset + pattern.count <= bytes.count else { return false }
        return bytes[offset..<offset + pattern.count].elementsEqual(pattern)
    }

    private mutating func run() throws {
        var trimLeadingSpace = false
        while at < bytes.count {
            var delimiter = at
            while delimiter < bytes.count && !starts(with: "{{", at: delimiter) { delimiter += 1 }
            var start = at, end = delimiter
            if trimLeadingSpace { while start < end && Self.isSpace(bytes[start]) { start += 1 } }
            let trimsBefore = delimiter + 3 < bytes.count && bytes[delimiter + 2] == UInt8(ascii: "-")
                && Self.isSpace(bytes[delimiter + 3])
            if trimsBefore { while end > start && Self.isSpace(bytes[end - 1]) { end -= 1 } }
            if end > start { emit(.text(String(decoding: bytes[start..<end], as: UTF8.self)), from: start) }
            guard delimiter < bytes.count else { return }
            at = delimiter + 2 + (trimsBefore ? 2 : 0)
            if starts(with: "/*", at: at) {
                trimLeadingSpace = try comment(from: delimiter)
            } else {
                emit(.leftDelimiter, from: delimiter)
                trimLeadingSpace = try action()
            }
        }
    }

    /// `{{/* ... */}}`: nothing to emit; whether it trims the text after it.
    private mutating func comment(from delimiter: Int) throws -> Bool {
        var close = at + 2
        while close < bytes.count && !starts(with: "*/", at: close) { close += 1 }
        guard close < bytes.count else { throw error("unclosed comment", at: delimiter) }
        at = close + 2
        if starts(with: "}}", at: at) { at += 2; return false }
        if at < bytes.count && Self.isSpace(bytes[at]) && starts(with: "-}}", at: at + 1) { at += 4; return true }
        throw error("comment ends before closing delimiter", at: delimiter)
    }

    /// The words of one action up to its `}}`; whether it ends with ` -}}`.
    private mutating func action() throws -> Bool {
        var parens = 0
        var spaced = true
        while true {
            guard at < bytes.count else { throw error("unclosed action", at: bytes.count) }
            let byte = bytes[at]
            let start = at
            if Self.isSpace(byte) && starts(with: "-}}", at: at + 1) || starts(with: "}}", at: at) {
                guard parens == 0 else { throw error("unclosed left paren") }
                let trims = Self.isSpace(byte)
                at += trims ? 4 : 2
                emit(.rightDelimiter, from: start)
                return trims
            }
            if Self.isSpace(byte) { at += 1; spaced = true; continue }
            switch byte {
            case UInt8(ascii: "("): parens += 1; at += 1; emit(.leftParen, from: start, spaced: spaced)
            case UInt8(ascii: ")"):
                guard parens > 0 else { throw error("unexpected right paren") }
                parens -= 1; at += 1; emit(.rightParen, from: start, spaced: spaced)
            case UInt8(ascii: "|"): at += 1; emit(.pipe, from: start, spaced: spaced)
            case UInt8(ascii: ","): at += 1; emit(.comma, from: start, spaced: spaced)
            case UInt8(ascii: "="): at += 1; emit(.assign, from: start, spaced: spaced)
            case UInt8(ascii: ":"):
                guard starts(with: ":=", at: at) else { throw error("expected :=") }
                at += 2; emit(.declare, from: start, spaced: spaced)
            case UInt8(ascii: "\""): emit(.string(try quoted()), from: start, spaced: spaced)
            case UInt8(ascii: "`"): emit(.string(try raw()), from: start, spaced: spaced)
            case UInt8(ascii: "'"): emit(.char(try char()), from: start, spaced: spaced)
            case UInt8(ascii: "$"):
                at += 1
                emit(.variable(word()), from: start, spaced: spaced)
            case UInt8(ascii: "."):
                if at + 1 < bytes.count, bytes[at + 1] >= 0x30, bytes[at + 1] <= 0x39 {
                    emit(try number(), from: start, spaced: spaced)
                } else {
                    at += 1
                    let name = word()
                    emit(name.isEmpty ? .dot : .field(name), from: start, spaced: spaced)
                }
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"):
                emit(try number(), from: start, spaced: spaced)
            case _ where Self.isAlphanumeric(byte):
                emit(.identifier(word()), from: start, spaced: spaced)
            default:
                let character = String(decoding: bytes[at...].prefix(4), as: UTF8.self).first.map(String.init) ?? "?"
                throw error("unrecognized character in action: \(character.debugDescription)")
            }
            spaced = false
        }
    }

    private mutating func word() -> String {
        let start = at
        while at < bytes.count && Self.isAlphanumeric(bytes[at]) { at += 1 }
        return String(decoding: bytes[start..<at], as: UTF8.self)
    }

    private mutating func number() throws -> GoTemplateToken {
        let start = at
        if bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
        let digitsStart = at
        if starts(with: "0x", at: at) || starts(with: "0X", at: at) {
            at += 2
            while at < bytes.count && Self.isAlphanumeric(bytes[at]) { at += 1 }
        } else {
            while at < bytes.count, Self.isAlphanumeric(bytes[at]) || bytes[at] == UInt8(ascii: ".")
                    || ((bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-"))
                        && (bytes[at - 1] | 0x20) == UInt8(ascii: "e")) { at += 1 }
        }
        let text = String(decoding: bytes[start..<at], as: UTF8.self)
        let digits = String(decoding: bytes[digitsStart..<at], as: UTF8.self)
        let negative = bytes[start] == UInt8(ascii: "-")
        if digits.lowercased().hasPrefix("0x"), let value = Int(digits.dropFirst(2), radix: 16) {
            return .int(negative ? -value : value)
        }
        if let value = Int(text) { return .int(value) }
        if digits.first != nil, digits.allSatisfy({ $0.isNumber || $0 == "." || $0 == "e" || $0 == "E" || $0 == "+" || $0 == "-" }),
           let value = Double(text), value.isFinite {
            return .float(value)
        }
        throw error("bad number syntax: \(text.debugDescription)", at: start)
    }

    private mutating func raw() throws -> String {
        let start = at
        at += 1
        while at < bytes.count && bytes[at] != UInt8(ascii: "`") { at += 1 }
        guard at < bytes.count else { throw error("unterminated raw quoted string", at: start) }
        at += 1
        return String(decoding: bytes[start + 1..<at - 1], as: UTF8.self)
    }

    private mutating func quoted() throws -> String {
        let start = at
        at += 1
        var result: [UInt8] = []
        while true {
            guard at < bytes.count, bytes[at] != UInt8(ascii: "\n") else { throw error("unterminated quoted string", at: start) }
            let byte = bytes[at]
            at += 1
            if byte == UInt8(ascii: "\"") { return String(decoding: result, as: UTF8.self) }
            if byte == UInt8(ascii: "\\") { try escape(into: &result, quote: UInt8(ascii: "\"")) } else { result.append(byte) }
        }
    }

    private mutating func char() throws -> Int {
        let start = at
        at += 1
        var result: [UInt8] = []
        while at < bytes.count && bytes[at] != UInt8(ascii: "'") && bytes[at] != UInt8(ascii: "\n") {
            let byte = bytes[at]
            at += 1
            if byte == UInt8(ascii: "\\") { try escape(into: &result, quote: UInt8(ascii: "'")) } else { result.append(byte) }
        }
        guard at < bytes.count, bytes[at] == UInt8(ascii: "'") else { throw error("unterminated character constant", at: start) }
        at += 1
        let scalars = String(decoding: result, as: UTF8.self).unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else {
            throw error("malformed character constant: \(String(decoding: bytes[start..<at], as: UTF8.self))", at: start)
        }
        return Int(scalar.value)
    }

    /// One of Go's escapes after a backslash, written as UTF-8.
    private mutating func escape(into result: inout [UInt8], quote: UInt8) throws {
        guard at < bytes.count else { throw error("unterminated quoted string") }
        let byte = bytes[at]
        at += 1
        let simple: [UInt8: UInt8] = [UInt8(ascii: "a"): 7, UInt8(ascii: "b"): 8, UInt8(ascii: "f"): 12, UInt8(ascii: "n"): 10,
                                      UInt8(ascii: "r"): 13, UInt8(ascii: "t"): 9, UInt8(ascii: "v"): 11,
                                      UInt8(ascii: "\\"): UInt8(ascii: "\\"), quote: quote]
        if let plain = simple[byte] { result.append(plain); return }
        func digits(_ count: Int, radix: Int) throws -> Int {
            guard at + count <= bytes.count,
                  let value = Int(String(decoding: bytes[at..<at + count], as: UTF8.self), radix: radix) else {
                throw error("invalid escape in quoted string")
            }
            at += count
            return value
        }
        switch byte {
        case UInt8(ascii: "x"): result.append(UInt8(try digits(2, radix: 16)))
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            at -= 1
            let value = try digits(3, radix: 8)
            guard value < 256 else { throw error("invalid escape in quoted string") }
            result.append(UInt8(value))
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            let value = try digits(byte == UInt8(ascii: "u") ? 4 : 8, radix: 16)
            guard let scalar = Unicode.Scalar(UInt32(clamping: value)) else { throw error("invalid escape in quoted string") }
            result += Array(String(scalar).utf8)
        default: throw error("invalid escape in quoted string")
        }
    }
}
