/// Server text made safe for the terminal: no C0/C1 controls, DEL, direction marks or invisible format characters survive
/// (`block` keeps only line feeds and tabs), and truncation stays within its width.
enum TerminalTextTarget {
    static func run(_ input: UnsafeRawBufferPointer) {
        let text = input.text
        let line = TerminalText.line(text)
        let block = TerminalText.block(text)
        fuzzCheck(line.unicodeScalars.allSatisfy { isSafe($0) }, "line kept a control character")
        fuzzCheck(block.unicodeScalars.allSatisfy { $0 == "\n" || $0 == "\t" || isSafe($0) },
                  "block kept a control character")
        // The first byte picks a width, as a terminal of any size (or a tiny column) would.
        let width = Int(input.first ?? 0) - 8
        let cut = DisplayWidth.truncate(line, to: width)
        fuzzCheck(DisplayWidth.of(line) <= width || DisplayWidth.of(cut) <= max(width, 0),
                  "truncated text is \(DisplayWidth.of(cut)) columns wide, more than \(width)")
    }

    /// Not a control, direction mark or invisible format character; the joiners (U+200C, U+200D) pass, as
    /// `TerminalText` keeps them where they join letters or emoji.
    static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return false
        case 0x180E, 0x200B, 0x2060...0x2065, 0x206A...0x206F, 0xFEFF, 0xFFF0...0xFFFB, 0x1BCA0...0x1BCA3,
             0x1D173...0x1D17A, 0xE0000...0xE00FF: return false
        default: return true
        }
    }
}
