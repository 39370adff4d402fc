/// Makes text from GitHub safe to print: no escape sequences, control characters, direction marks or invisible
/// format characters reach the terminal, so a hostile title cannot recolour, move the cursor, reorder or hide text.
public enum TerminalText {
    /// One table cell or one line: line breaks and tabs become spaces.
    public static func line(_ text: String) -> String {
        // Most text is printable ASCII, which stays as it is: no copy.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return text }
        var result = ""
        var lastWasSpace = false
        forEachScalar(in: text) { previous, scalar, next in
            if scalar == "\t" || scalar == "\n" || scalar == "\r" {
                if !lastWasSpace { result.unicodeScalars.append(" ") }
                lastWasSpace = true
                return
            }
            lastWasSpace = false
            append(scalar, between: previous, and: next, to: &result)
        }
        return result
    }

    /// A body of text: keeps line breaks and tabs, turns `\r\n` and lone `\r` into `\n`.
    public static func block(_ text: String) -> String {
        var result = ""
        forEachScalar(in: text) { previous, scalar, next in
            switch scalar {
            case "\n" where previous == "\r": return
            case "\r": result.unicodeScalars.append("\n")
            case "\n", "\t": result.unicodeScalars.append(scalar)
            default: append(scalar, between: previous, and: next, to: &result)
            }
        }
        return result
    }

    /// Each scalar of `text` with the ones before and after it: whether a joiner joins depends on both.
    private static func forEachScalar(in text: String,
                                      _ body: (Unicode.Scalar?, Unicode.Scalar, Unicode.Scalar?) -> Void) {
        var scalars = text.unicodeScalars.makeIterator()
        var previous: Unicode.Scalar?
        var next = scalars.next()
        while let scalar = next {
            next = scalars.next()
            body(previous, scalar, next)
            previous = scalar
        }
    }

    /// Whether a scalar acts on a terminal rather than showing: C0 and C1 controls, DEL and the invisible marks.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0: return true
        default: return isInvisibleMark(scalar)
        }
    }

    /// Marks that show nothing yet change what text says or seems to say: Unicode's Bidi_Control set (the
    /// direction marks, embeddings, overrides and isolates, U+061C included), and the Default_Ignorable format
    /// characters that hide text or join or split words unseen: zero-width space and joiners, the word joiner and
    /// invisible operators, the byte order mark, the Mongolian vowel separator, the deprecated format characters,
    /// interlinear annotations, shorthand and musical format controls, and tags (which can spell a hidden text).
    public static func isInvisibleMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true // Bidi_Control
        case 0x180E, 0x200B...0x200D, 0x2060...0x2065, 0x206A...0x206F, 0xFEFF, 0xFFF0...0xFFFB,
             0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
            // 0xE0100... are variation selectors, which pick how an ideograph looks: shown.
            return !(0xE0100...0xE01EF).contains(scalar.value)
        default: return false
        }
    }

    /// A joiner (U+200C, U+200D) doing its visible work is kept: zero-width joiner inside an emoji sequence
    /// (👩‍💻), zero-width non-joiner between two letters of a script that needs it (Persian, Indic).
    static func isVisibleJoin(_ scalar: Unicode.Scalar, between previous: Unicode.Scalar?, and next: Unicode.Scalar?) -> Bool {
        guard let previous, let next, previous.value > 0x7F, next.value > 0x7F else { return false }
        switch scalar.value {
        case 0x200D:
            let joinsAfter = previous.properties.isEmoji || previous.properties.isEmojiModifier || previous.value == 0xFE0F
            return joinsAfter && next.properties.isEmoji
        case 0x200C: return previous.properties.isAlphabetic && next.properties.isAlphabetic
        default: return false
        }
    }

    private static func append(_ scalar: Unicode.Scalar, between previous: Unicode.Scalar?, and next: Unicode.Scalar?,
                               to result: inout String) {
        switch scalar.value {
        case 0x00..<0x20:
            // Caret notation, as `cat -v` shows it: ESC becomes "^[".
            result += "^" + String(Unicode.Scalar(UInt8(scalar.value) + 0x40))
        case 0x7F:
            result += "^?"
        case _ where isControl(scalar) && !isVisibleJoin(scalar, between: previous, and: next):
            break // C1 controls and invisible marks: dropped.
        default:
            result.unicodeScalars.append(scalar)
        }
    }
}
