/// How many terminal columns text takes: East Asian wide characters and emoji take two,
/// combining marks and zero-width characters none.
public enum DisplayWidth {
    public static func of(_ text: String) -> Int {
        // Printable ASCII, most of what is measured, is a column a byte: no Unicode property lookups.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    public static func of(_ character: Character) -> Int {
        character.unicodeScalars.reduce(0) { widest, scalar in max(widest, of(scalar)) }
    }

    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if value == 0x200B || (0xFE00...0xFE0F).contains(value) { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// Cuts text to at most `width` columns, marking the cut with "...".
    public static func truncate(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        let ellipsis = width > 3 ? "..." : ""
        var result = ""
        var used = 0
        for character in text {
            let next = of(character)
            if used + next > width - ellipsis.count { break }
            result.append(character)
            used += next
        }
        return result + ellipsis
    }
}
