import GHLiteCore
import GHLiteLive
import Testing

/// Markdown as GitHub's parser reads it, drawn for a terminal: each construct at 40, 80 and 200 columns, without
/// colour (NO_COLOR, TERM=dumb) and with it.
@Suite struct MarkdownRenderingTests {
    func render(_ markdown: String, width: Int, colors: Bool = false) throws -> String {
        try MarkdownTerminalRenderer(style: TerminalStyle(enabled: colors), width: width)
            .render(CMarkGFMParser.parse(markdown))
    }

    @Test func headingsKeepTheirLevelAndWrap() throws {
        let markdown = "# Heading one\n### Third level with a long heading that wraps at forty columns"
        #expect(try render(markdown, width: 40) == """
            # Heading one

            ### Third level with a long heading that
            wraps at forty columns
            """)
        for width in [80, 200] {
            #expect(try render(markdown, width: width) == """
                # Heading one

                ### Third level with a long heading that wraps at forty columns
                """)
        }
    }

    /// In colour, as glamour's dark style (gh's `issue view`): the first level is a title on a violet band with a
    /// space each side and no `#`, the others keep their `#`s in bold blue, the sixth in green.
    @Test func inColourHeadingsAreDrawnAsGlamourDoes() throws {
        let title = "\u{1B}[1;38;5;228;48;5;63m"
        #expect(try render("# Heading one", width: 80, colors: true) == title + " Heading one \u{1B}[0m")
        #expect(try render("# A title that wraps across lines", width: 20, colors: true) == """
            \(title) A title that wraps \u{1B}[0m
            \(title) across lines \u{1B}[0m
            """)
        #expect(try render("## Two", width: 80, colors: true) == "\u{1B}[1;38;5;39m## Two\u{1B}[0m")
        #expect(try render("##### Five", width: 80, colors: true) == "\u{1B}[1;38;5;39m##### Five\u{1B}[0m")
        #expect(try render("###### Six", width: 80, colors: true) == "\u{1B}[38;5;35m###### Six\u{1B}[0m")
    }

    @Test func emphasisStrikethroughAndCodeAreStyledOrMarked() throws {
        let markdown = "Some *emphasis*, **strong**, ***both***, ~~struck out~~ and `inline code` in a sentence that goes on."
        #expect(try render(markdown, width: 40) == """
            Some emphasis, strong, both, ~~struck
            out~~ and `inline code` in a sentence
            that goes on.
            """)
        #expect(try render(markdown, width: 80) == """
            Some emphasis, strong, both, ~~struck out~~ and `inline code` in a sentence that
            goes on.
            """)
        #expect(try render(markdown, width: 200) == """
            Some emphasis, strong, both, ~~struck out~~ and `inline code` in a sentence that goes on.
            """)
        #expect(try render(markdown, width: 200, colors: true) == "Some \u{1B}[3memphasis\u{1B}[0m, \u{1B}[1mstrong\u{1B}[0m, "
            + "\u{1B}[1;3mboth\u{1B}[0m, \u{1B}[9mstruck out\u{1B}[0m and \u{1B}[33minline code\u{1B}[0m in a sentence that goes on.")
    }

    @Test(arguments: [40, 80, 200])
    func codeBlocksAreVerbatimAndNeverRewrapped(width: Int) throws {
        let markdown = """
            ```swift
            let x = 1\t// tab
            let veryLongLine = "this line is longer than forty columns and is never wrapped"
            ```

                indented code
            """
        #expect(try render(markdown, width: width) == """
              let x = 1    // tab
              let veryLongLine = "this line is longer than forty columns and is never wrapped"

              indented code
            """)
        #expect(try render("```\nlet x = 1\n```", width: width, colors: true) == "  \u{1B}[33mlet x = 1\u{1B}[0m")
    }

    @Test func quotesHaveABarAndNest() throws {
        let markdown = "> A quote that is long enough to wrap at forty columns, with a bar.\n>\n> > nested"
        #expect(try render(markdown, width: 40) == """
            │ A quote that is long enough to wrap at
            │ forty columns, with a bar.
            │
            │ │ nested
            """)
        for width in [80, 200] {
            #expect(try render(markdown, width: width) == """
                │ A quote that is long enough to wrap at forty columns, with a bar.
                │
                │ │ nested
                """)
        }
    }

    @Test(arguments: [40, 80, 200])
    func listsNestWithTheirMarkers(width: Int) throws {
        let markdown = "- one\n- two\n  - nested\n    - deeper\n- three\n\nText\n\n9. nine\n10. ten"
        #expect(try render(markdown, width: width) == """
            • one
            • two
              ◦ nested
                ▪ deeper
            • three

            Text

            9.  nine
            10. ten
            """)
    }

    @Test func listItemsWrapUnderTheirText() throws {
        let markdown = "- an item long enough to wrap at forty columns and beyond"
        #expect(try render(markdown, width: 40) == """
            • an item long enough to wrap at forty
              columns and beyond
            """)
        #expect(try render(markdown, width: 80) == "• an item long enough to wrap at forty columns and beyond")
    }

    @Test(arguments: [40, 80, 200])
    func taskListsShowCheckBoxes(width: Int) throws {
        #expect(try render("- [x] done\n- [ ] to do", width: width) == "[x] done\n[ ] to do")
        #expect(try render("- [x] done", width: width, colors: true) == "\u{1B}[32m[x]\u{1B}[0m done")
    }

    @Test func tablesAlignTheirColumnsAndWrapCellsToFit() throws {
        let markdown = """
            | Left | Center | Right |
            |:-----|:------:|------:|
            | a | b | c |
            | a much longer cell that has to wrap when narrow | x | 12345 |
            """
        #expect(try render(markdown, width: 40) == """
            Left                    │ Center │ Right
            ────────────────────────┼────────┼──────
            a                       │   b    │     c
            a much longer cell that │   x    │ 12345
            has to wrap when narrow │        │
            """)
        for width in [80, 200] {
            #expect(try render(markdown, width: width) == """
                Left                                            │ Center │ Right
                ────────────────────────────────────────────────┼────────┼──────
                a                                               │   b    │     c
                a much longer cell that has to wrap when narrow │   x    │ 12345
                """)
        }
    }

    @Test func aTableTooWideForAnyColumnsShowsEachRowAsNamedCells() throws {
        let markdown = "| A | B | C | D | E | F | G | H | I | J |\n" + String(repeating: "|---", count: 10) + "|\n"
            + "| 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 |"
        #expect(try render(markdown, width: 30) == "A: 1\nB: 2\nC: 3\nD: 4\nE: 5\nF: 6\nG: 7\nH: 8\nI: 9\nJ: 10")
        #expect(try render(markdown, width: 40) == """
            A │ B │ C │ D │ E │ F │ G │ H │ I │ J
            ──┼───┼───┼───┼───┼───┼───┼───┼───┼───
            1 │ 2 │ 3 │ 4 │ 5 │ 6 │ 7 │ 8 │ 9 │ 10
            """)
    }

    @Test func linksShowTheirURLAndImagesTheirAltText() throws {
        let markdown = "A [link](https://example.com/page), an autolink https://github.com/cli/cli and "
            + "<mailto:me@example.com>, ![a logo](https://example.com/logo.png)."
        #expect(try render(markdown, width: 40) == """
            A link (https://example.com/page), an
            autolink https://github.com/cli/cli and
            mailto:me@example.com, a logo (image:
            https://example.com/logo.png).
            """)
        #expect(try render(markdown, width: 80) == """
            A link (https://example.com/page), an autolink https://github.com/cli/cli and
            mailto:me@example.com, a logo (image: https://example.com/logo.png).
            """)
        #expect(try render(markdown, width: 200) == "A link (https://example.com/page), an autolink https://github.com/cli/cli "
            + "and mailto:me@example.com, a logo (image: https://example.com/logo.png).")
        #expect(try render("See www.example.com and <https://e.com>", width: 80) == "See www.example.com and https://e.com")
        #expect(try render("[link](https://e.com)", width: 80, colors: true)
            == "\u{1B}[4mlink\u{1B}[0m\u{1B}[90m (https://e.com)\u{1B}[0m")
    }

    @Test func mentionsAndReferencesAreHighlighted() throws {
        let markdown = "Thanks @octocat and @github/docs, see #123, not a#1 or email@example.com."
        #expect(try render(markdown, width: 80, colors: true) == "Thanks \u{1B}[1;36m@octocat\u{1B}[0m and "
            + "\u{1B}[1;36m@github/docs\u{1B}[0m, see \u{1B}[1;36m#123\u{1B}[0m, not a#1 or \u{1B}[4memail@example.com\u{1B}[0m.")
        #expect(try render(markdown, width: 40) == "Thanks @octocat and @github/docs, see\n#123, not a#1 or email@example.com.")
    }

    @Test(arguments: [40, 80, 200])
    func ruleSpansTheWidthAndBreaksAreKept(width: Int) throws {
        #expect(try render("---", width: width) == String(repeating: "─", count: width))
        #expect(try render("line one\nline two\\\nline three", width: width) == "line one\nline two\nline three")
    }

    @Test func rawHTMLAndEscapesInTheSourceAreShownAsText() throws {
        let markdown = "<details><summary>Hi \u{1B}[31mred</summary>\n\n"
            + "Evil \u{1B}]8;;x\u{07}`\u{1B}[2J` \u{9B}31m\n\n```\n\u{1B}[31mcode\n```"
        for colors in [false, true] {
            let shown = try render(markdown, width: 80, colors: colors)
            #expect(!shown.contains("\u{1B}[31m"))
            #expect(!shown.contains("\u{1B}]") && !shown.contains("\u{07}") && !shown.contains("\u{9B}"))
            #expect(shown.contains("<details><summary>Hi ^[[31mred</summary>"))
            #expect(shown.contains("^[[31mcode"))
        }
        #expect(try render(markdown, width: 80) == """
            <details><summary>Hi ^[[31mred</summary>

            Evil ^[]8;;x^G`^[[2J` 31m

              ^[[31mcode
            """)
    }

    @Test func wideCharactersCountTwoColumns() throws {
        let shown = try render(String(repeating: "漢字 ", count: 30), width: 40)
        #expect(shown.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 40 })
        #expect(shown.split(separator: "\n").first.map { DisplayWidth.of(String($0)) } == 39)
    }
}
