import GHLiteCore
import GHLiteLive
import Testing

/// cmark-gfm's reading of a body, with GitHub's extensions, as the Swift tree the renderer draws.
@Suite struct CMarkGFMParserTests {
    @Test func githubsExtensionsAreRead() throws {
        let blocks = try CMarkGFMParser.parse("- [x] done ~~no~~\n\n3. www.example.com\n\n| a | b |\n|--:|:-:|\n| 1 | 2 |")
        #expect(blocks == [
            .list(MarkdownList(start: nil, tight: true, items: [
                MarkdownListItem(checked: true, blocks: [.paragraph([.text("done "), .strikethrough([.text("no")])])]),
            ])),
            .list(MarkdownList(start: 3, tight: true, items: [
                MarkdownListItem(blocks: [.paragraph([.link(url: "http://www.example.com", [.text("www.example.com")])])]),
            ])),
            .table(MarkdownTable(alignments: [.right, .center], header: [[.text("a")], [.text("b")]],
                                 rows: [[[.text("1")], [.text("2")]]])),
        ])
    }

    /// Ten thousand quotes or emphases one inside the other: what is nested too deep becomes plain text, so the
    /// tree (and the renderer's recursion over it) stays shallow.
    @Test(arguments: [String(repeating: ">", count: 10_000) + " deep",
                      String(repeating: "*", count: 10_000) + "deep" + String(repeating: "*", count: 10_000)])
    func deepNestingEndsAsPlainText(markdown: String) throws {
        let blocks = try CMarkGFMParser.parse(markdown)
        let shown = MarkdownTerminalRenderer(style: TerminalStyle(enabled: false), width: 80).render(blocks)
        #expect(shown.contains("deep"))
        #expect(shown.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 80 })
    }
}
