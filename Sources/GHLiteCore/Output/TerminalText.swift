/// Makes text from GitHub safe to print: no escape sequences, control characters or direction
/// overrides reach the terminal, so a hostile title cannot recolour, move the cursor or hide text.
public enum TerminalText {
    /// One table cell or one line: line breaks and tabs become spaces.
    public static func line(_ text: String) -> String {
        // Most text is printable ASCII, which stays as it is: no copy.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return text }
        var result = ""
        var lastWasSpace = false
        for scalar in text.unicodeScalars {
            if scalar == "\t" || scalar == "\n" || scalar == "\r" {
                if !lastWasSpace { result.unicodeScalars.append(" ") }
                lastWasSpace = true
                continue
            }
            lastWasSpace = false
            append(scalar, to: &result)
        }
        return result
    }

    /// A body of text: keeps line breaks and tabs, turns `\r\n` and lone `\r` into `\n`.
    public static func block(_ text: String) -> String {
        var result = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            case "\n" where previous == "\r": continue
            case "\r": result.unicodeScalars.append("\n")
            case "\n", "\t": result.unicodeScalars.append(scalar)
            default: append(scalar, to: &result)
            }
        }
        return result
    }

    /// Whether a scalar acts on a terminal rather than showing: C0 and C1 controls, DEL, direction marks and overrides.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    private static func append(_ scalar: Unicode.Scalar, to result: inout String) {
        switch scalar.value {
        case 0x00..<0x20:
            // Caret notation, as `cat -v` shows it: ESC becomes "^[".
            result += "^" + String(Unicode.Scalar(UInt8(scalar.value) + 0x40))
        case 0x7F:
            result += "^?"
        case _ where isControl(scalar):
            break // C1 controls and bidirectional overrides: dropped.
        default:
            result.unicodeScalars.append(scalar)
        }
    }
}
