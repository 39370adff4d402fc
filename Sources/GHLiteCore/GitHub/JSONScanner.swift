/// Reads JSON straight from its bytes into the values the caller asks for, in the order they come: no tree
/// of the whole document and no `Codable` machinery (whose generic look-ups and tree cost most of a long
/// list's CPU). For the answers and mirror records read in bulk; everything else keeps `JSONDecoder`.
public struct JSONScanner {
    /// The body is not JSON, or not in the shape the reader expects.
    public struct Malformed: Error {
        public init() {}
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var at = 0
    private var depth = 0
    /// Deeper than any GitHub answer; keeps a hostile body from exhausting the stack.
    private static let maximumDepth = 256

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Reads the one value `body` holds with `read`; nothing but white space may follow it.
    public static func read<Value>(_ body: Data, _ read: (inout JSONScanner) throws -> Value) throws -> Value {
        try body.withUnsafeBytes { raw in
            var scanner = JSONScanner(raw.bindMemory(to: UInt8.self))
            let value = try read(&scanner)
            scanner.skipWhiteSpace()
            guard scanner.at == scanner.bytes.count else { throw Malformed() }
            return value
        }
    }

    // MARK: containers

    /// An object: `member` is called with each key and must read or skip its value.
    public mutating func object(_ member: (inout JSONScanner, String) throws -> Void) throws {
        try enter(UInt8(ascii: "{"))
        if try !consume(UInt8(ascii: "}")) {
            repeat {
                skipWhiteSpace()
                let key = try string()
                guard try consume(UInt8(ascii: ":")) else { throw Malformed() }
                try member(&self, key)
            } while try consume(UInt8(ascii: ","))
            guard try consume(UInt8(ascii: "}")) else { throw Malformed() }
        }
        depth -= 1
    }

    /// An array, each element read by `element`.
    public mutating func array<Element>(_ element: (inout JSONScanner) throws -> Element) throws -> [Element] {
        try enter(UInt8(ascii: "["))
        var elements: [Element] = []
        if try !consume(UInt8(ascii: "]")) {
            repeat { elements.append(try element(&self)) } while try consume(UInt8(ascii: ","))
            guard try consume(UInt8(ascii: "]")) else { throw Malformed() }
        }
        depth -= 1
        return elements
    }

    /// Nil for `null`, else the value `read` reads.
    public mutating func optional<Value>(_ read: (inout JSONScanner) throws -> Value) throws -> Value? {
        skipWhiteSpace()
        if at + 4 <= bytes.count, bytes[at] == UInt8(ascii: "n") {
            try literal("null")
            return nil
        }
        return try read(&self)
    }

    /// Passes over one value of any kind.
    public mutating func skip() throws {
        switch try peek() {
        case UInt8(ascii: "{"): try object { json, _ in try json.skip() }
        case UInt8(ascii: "["): _ = try array { try $0.skip() }
        case UInt8(ascii: "\""): try skipString()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default:
            let start = at
            while at < bytes.count, Self.isNumberByte(bytes[at]) { at += 1 }
            guard at > start else { throw Malformed() }
        }
    }

    // MARK: scalars

    public mutating func string() throws -> String {
        guard try peek() == UInt8(ascii: "\"") else { throw Malformed() }
        at += 1
        let start = at
        while at < bytes.count {
            switch bytes[at] {
            case UInt8(ascii: "\""):
                defer { at += 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
            case UInt8(ascii: "\\"):
                return try escapedString(from: start)
            case 0..<0x20:
                throw Malformed()
            default:
                at += 1
            }
        }
        throw Malformed()
    }

    public mutating func int() throws -> Int {
        skipWhiteSpace()
        let negative = at < bytes.count && bytes[at] == UInt8(ascii: "-")
        if negative { at += 1 }
        var value = 0
        let start = at
        while at < bytes.count, case let digit = bytes[at] &- UInt8(ascii: "0"), digit < 10 {
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int(digit))
            guard !overflow1, !overflow2 else { throw Malformed() }
            value = sum
            at += 1
        }
        guard at > start, at == bytes.count || !Self.isNumberByte(bytes[at]) else { throw Malformed() }
        return negative ? -value : value
    }

    public mutating func bool() throws -> Bool {
        if try peek() == UInt8(ascii: "t") {
            try literal("true")
            return true
        }
        try literal("false")
        return false
    }

    /// GitHub's timestamps: `2011-01-26T19:01:12Z`, fractional seconds and a `+01:00` offset allowed.
    public mutating func date() throws -> Date {
        guard let date = ISO8601.parse(try string()) else { throw Malformed() }
        return date
    }

    /// A number, read as Swift reads its decimal text (too large a one is infinite).
    public mutating func double() throws -> Double {
        skipWhiteSpace()
        let start = at
        while at < bytes.count, Self.isNumberByte(bytes[at]) { at += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
        guard let value = Double(text) else { throw Malformed() }
        return value
    }

    /// The next value's own bytes, passed over: for a part left to `JSONDecoder`.
    public mutating func raw() throws -> Data {
        skipWhiteSpace()
        let start = at
        try skip()
        return Data(UnsafeBufferPointer(rebasing: bytes[start..<at]))
    }

    // MARK: bytes

    private mutating func enter(_ opening: UInt8) throws {
        guard try peek() == opening, depth < Self.maximumDepth else { throw Malformed() }
        at += 1
        depth += 1
    }

    /// The next byte that is not white space, left unread.
    private mutating func peek() throws -> UInt8 {
        skipWhiteSpace()
        guard at < bytes.count else { throw Malformed() }
        return bytes[at]
    }

    /// Reads `byte` when it comes next.
    private mutating func consume(_ byte: UInt8) throws -> Bool {
        guard try peek() == byte else { return false }
        at += 1
        return true
    }

    private mutating func skipWhiteSpace() {
        while at < bytes.count {
            switch bytes[at] {
            case 0x20, 0x0A, 0x0D, 0x09: at += 1
            default: return
            }
        }
    }

    private mutating func literal(_ word: StaticString) throws {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard at + expected.count <= bytes.count,
              bytes[at..<at + expected.count].elementsEqual(expected) else { throw Malformed() }
        at += expected.count
    }

    private mutating func skipString() throws {
        at += 1
        while at < bytes.count {
            switch bytes[at] {
            case UInt8(ascii: "\""):
                at += 1
                return
            case UInt8(ascii: "\\"): at += 2
            default: at += 1
            }
        }
        throw Malformed()
    }

    /// The rest of a string that holds escapes, from its first byte at `start`.
    private mutating func escapedString(from start: Int) throws -> String {
        var utf8 = Array(UnsafeBufferPointer(rebasing: bytes[start..<at]))
        while at < bytes.count {
            let byte = bytes[at]
            at += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard at < bytes.count else { throw Malformed() }
                let escape = bytes[at]
                at += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"): utf8.append(contentsOf: String(try unicodeEscape()).utf8)
                default: throw Malformed()
                }
            case 0..<0x20:
                throw Malformed()
            default:
                utf8.append(byte)
            }
        }
        throw Malformed()
    }

    /// The character of a `\uXXXX` escape (a surrogate pair takes two); a lone surrogate reads as U+FFFD.
    private mutating func unicodeEscape() throws -> Character {
        let first = try hexQuad()
        guard (0xD800..<0xDC00).contains(first) else {
            return Character(Unicode.Scalar(first) ?? "\u{FFFD}")
        }
        guard at + 6 <= bytes.count, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u") else {
            return "\u{FFFD}"
        }
        at += 2
        let second = try hexQuad()
        guard (0xDC00..<0xE000).contains(second) else { return "\u{FFFD}" }
        let scalar = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        return Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")
    }

    private mutating func hexQuad() throws -> UInt32 {
        guard at + 4 <= bytes.count else { throw Malformed() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Character(Unicode.Scalar(bytes[at])).hexDigitValue else { throw Malformed() }
            value = value << 4 | UInt32(digit)
            at += 1
        }
        return value
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
             UInt8(ascii: "e"), UInt8(ascii: "E"): return true
        default: return false
        }
    }
}
