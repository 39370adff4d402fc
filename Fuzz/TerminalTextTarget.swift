/// Server text made safe for the terminal: no C0/C1 controls, DEL or direction overrides survive
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

    static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return false
        default: return true
        }
    }
}
