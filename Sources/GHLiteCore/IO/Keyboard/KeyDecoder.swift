/// Turns the bytes a terminal sends in raw mode into keys: UTF-8 text, control bytes, and the escape sequences
/// of xterm-like terminals for arrows and paging (`ESC [ A`, `ESC O A`, `ESC [ 5 ~`, ...).
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    /// The key `byte` completes, or nil while a sequence is still unfinished.
    public mutating func feed(_ byte: UInt8) -> Key? {
        pending.append(byte)
        guard let key = Self.decode(pending) else { return nil }
        pending.removeAll()
        return key
    }

    /// A key, or nil when `bytes` are the start of a longer sequence.
    static func decode(_ bytes: [UInt8]) -> Key? {
        guard let first = bytes.first else { return nil }
        if first == 0x1B { return escapeSequence(bytes) }
        if first >= 0x80 { return utf8(bytes) }
        switch first {
        case 0x03: return .interrupt
        case 0x04: return .endOfInput
        case 0x09: return .tab
        case 0x0D, 0x0A: return .enter
        case 0x7F, 0x08: return .backspace
        case 0x10: return .up // Ctrl-P, as in readline and survey
        case 0x0E: return .down // Ctrl-N
        case 0x01...0x1A: return .control(Character(Unicode.Scalar(first + 0x60)))
        case 0x00...0x1F: return .unknown
        default: return .character(Character(Unicode.Scalar(first)))
        }
    }

    private static func escapeSequence(_ bytes: [UInt8]) -> Key? {
        guard bytes.count > 1 else { return nil }
        guard bytes[1] == UInt8(ascii: "[") || bytes[1] == UInt8(ascii: "O") else {
            return bytes[1] == 0x1B ? .escape : .unknown
        }
        guard bytes.count > 2, let last = bytes.last else { return nil }
        // A CSI sequence ends with a byte from 0x40 to 0x7E; parameters come before it.
        guard (0x40...0x7E).contains(last) else { return bytes.count > 16 ? .unknown : nil }
        let parameters = String(decoding: bytes[2..<(bytes.count - 1)], as: UTF8.self)
        switch Character(Unicode.Scalar(last)) {
        case "A": return .up
        case "B": return .down
        case "C": return .right
        case "D": return .left
        case "H": return .home
        case "F": return .end
        case "~":
            switch parameters {
            case "1", "7": return .home
            case "4", "8": return .end
            case "3": return .delete
            case "5": return .pageUp
            case "6": return .pageDown
            default: return .unknown
            }
        default: return .unknown
        }
    }

    private static func utf8(_ bytes: [UInt8]) -> Key? {
        let first = bytes[0]
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
        guard bytes.count >= length else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.first.map(Key.character) ?? .unknown
    }
}
