import GHLiteCore

/// The in-memory stand-in for cmark-gfm (a library loaded from disk): Markdown read as plain paragraphs, blank lines
/// apart, each line break kept. Tests of the real parser and renderer are in GHLiteLiveTests.
enum PlainMarkdown {
    static func parse(_ text: String) -> [MarkdownBlock] {
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
