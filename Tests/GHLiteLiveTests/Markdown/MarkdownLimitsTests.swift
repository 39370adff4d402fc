import GHLiteCore
import GHLiteLive
import Testing

/// The largest bodies GitHub takes (65,536 characters), built to be hard to lay out, stay within the terminal.
@Suite struct MarkdownLimitsTests {
    func lines(_ markdown: String, width: Int) throws -> [Substring] {
        try MarkdownTerminalRenderer(style: TerminalStyle(enabled: false), width: width)
            .render(CMarkGFMParser.parse(markdown)).split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// A staircase of list items, each nested one deeper than the last, to 65,536 characters.
    static let nestedList: String = {
        var text = ""
        var depth = 0
        while text.count < 65_536 - 300 {
            text += String(repeating: "  ", count: depth) + "- item \(depth) with a few words to wrap\n"
            depth += 1
        }
        return text
    }()

    static let hundredColumns: String = {
        let columns = 1...100
        return "|" + columns.map { " column \($0) |" }.joined() + "\n|" + columns.map { _ in "---|" }.joined() + "\n"
            + (1...20).map { row in "|" + columns.map { " cell \(row).\($0) |" }.joined() + "\n" }.joined()
    }()

    @Test(arguments: [40, 80, 200])
    func aDeeplyNestedListOfSixtyFiveThousandCharactersStaysWithinTheWidth(width: Int) throws {
        #expect(Self.nestedList.count <= 65_536)
        let shown = try lines(Self.nestedList, width: width)
        #expect(shown.allSatisfy { DisplayWidth.of(String($0)) <= width })
        let depth = Self.nestedList.split(separator: "\n").count - 1
        // Items nested too deep to indent again are still all there, a space apart.
        let words = shown.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(words.contains("to wrap item \(depth) with"))
    }

    @Test(arguments: [40, 80, 200])
    func aTableOfAHundredColumnsStaysWithinTheWidth(width: Int) throws {
        let shown = try lines(Self.hundredColumns, width: width)
        #expect(shown.allSatisfy { DisplayWidth.of(String($0)) <= width })
        #expect(shown.contains("column 100: cell 20.100"))
    }
}
