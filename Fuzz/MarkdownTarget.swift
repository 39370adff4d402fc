/// An issue body rendered for a terminal: parsed by cmark-gfm, drawn by `MarkdownTerminalRenderer` with and
/// without colour. No escape or control character from the input reaches the output (the renderer's own SGR
/// sequences are the only escapes), and every line fits the width except code blocks' lines, kept as written.
enum MarkdownTarget {
    static func run(_ input: UnsafeRawBufferPointer) {
        // The first byte picks a width from 10 to 200 columns.
        let width = 10 + Int(input.first ?? 0) % 191
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: input.dropFirst()), as: UTF8.self)
        let blocks: [MarkdownBlock]
        if MarkdownScreen.verdict(text) == .render {
            do { blocks = try CMarkGFMParser.parse(text) } catch { fatalError("\(error)") }
        } else {
            blocks = PlainMarkdown.parse(text) // as `issue view` shows a body kept from cmark-gfm
        }
        for colors in [false, true] {
            let shown = MarkdownTerminalRenderer(style: TerminalStyle(enabled: colors), width: width).render(blocks)
            let text = colors ? withoutRendererStyles(shown) : shown
            fuzzCheck(text.unicodeScalars.allSatisfy { $0 == "\n" || TerminalTextTarget.isSafe($0) },
                      "a control character or escape reached the output")
        }
        let shown = MarkdownTerminalRenderer(style: TerminalStyle(enabled: false), width: width).render(withoutCode(blocks))
        for line in shown.split(separator: "\n") {
            let lineWidth = DisplayWidth.of(String(line))
            fuzzCheck(lineWidth <= width, "a line is \(lineWidth) columns wide, more than \(width)")
        }
    }

    /// The text with the renderer's SGR sequences (`ESC [ digits;... m`) taken out.
    static func withoutRendererStyles(_ text: String) -> String {
        var result = ""
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1B}", scalars.first == "[" {
                let sequence = scalars.dropFirst().prefix { ("0"..."9").contains($0) || $0 == ";" }
                if scalars.dropFirst(1 + sequence.count).first == "m" {
                    scalars = scalars.dropFirst(2 + sequence.count)
                    continue
                }
            }
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    static func withoutCode(_ blocks: [MarkdownBlock]) -> [MarkdownBlock] {
        blocks.compactMap { block in
            switch block {
            case .code: return nil
            case .quote(let inner): return .quote(withoutCode(inner))
            case .list(var list):
                list.items = list.items.map { MarkdownListItem(checked: $0.checked, blocks: withoutCode($0.blocks)) }
                return .list(list)
            default: return block
            }
        }
    }
}
