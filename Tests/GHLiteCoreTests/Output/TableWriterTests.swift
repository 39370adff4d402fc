import GHLiteCore
import Testing

@Suite(.strictDoubles) struct TableWriterTests {
    func table(terminal: Bool, width: Int = 80, rows: [[String]]) -> String {
        var table = TableWriter(isTerminal: terminal, width: width, flexibleColumn: 1)
        for row in rows { table.add(row.map { TableWriter.Cell($0) }) }
        return table.render()
    }

    @Test func alignsColumnsByDisplayWidth() {
        let output = table(terminal: true, rows: [["#1", "日本語", "bug"], ["#22", "ascii", "ui"]])
        #expect(output == "#1   日本語  bug\n#22  ascii   ui\n")
    }

    @Test func shrinksTheFlexibleColumnToFitTheTerminal() {
        let output = table(terminal: true, width: 30, rows: [["#1", String(repeating: "x", count: 50), "label"]])
        #expect(output == "#1  " + String(repeating: "x", count: 16) + "...  label\n")
        #expect(DisplayWidth.of(output.trimmingWhitespace()) == 30)
    }

    @Test func pipedRowsAreTabSeparatedAndHostileTextCannotAddColumns() {
        let output = table(terminal: false, rows: [["1", "evil\ttitle\nwith lines", "x"]])
        #expect(output == "1\tevil title with lines\tx\n")
    }
}
