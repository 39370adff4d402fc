/// Text read as plain paragraphs, blank lines apart, each line break kept, with no Markdown: how a body too long or
/// too complex for cmark-gfm is shown (`MarkdownScreen`), and the in-memory stand-in for cmark-gfm in `.mock`.
public enum PlainMarkdown {
    public static func parse(_ text: String) -> [MarkdownBlock] {
        var blocks: [MarkdownBlock] = []
        var lines: [Substring] = []
        func endParagraph() {
            guard !lines.isEmpty else { return }
            let inlines = lines.enumerated().flatMap { index, line -> [MarkdownInline] in
                index == 0 ? [.text(String(line))] : [.softBreak, .text(String(line))]
            }
            blocks.append(.paragraph(inlines))
            lines = []
        }
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            if line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { endParagraph() } else { lines.append(line) }
        }
        endParagraph()
        return blocks
    }
}
