/// Rows of cells, printed the way gh prints lists: on a terminal, aligned columns two spaces apart,
/// cut to the terminal's width; piped, tab-separated fields with no truncation (and colour only when forced).
public struct TableWriter {
    public struct Cell {
        public var text: String
        public var color: (String) -> String

        public init(_ text: String, color: @escaping (String) -> String = { $0 }) {
            self.text = TerminalText.line(text)
            self.color = color
        }
    }

    public var isTerminal: Bool
    public var width: Int
    /// The column that gives up room when the table is wider than the terminal.
    public var flexibleColumn: Int
    private var rows: [[Cell]] = []

    public init(isTerminal: Bool, width: Int?, flexibleColumn: Int) {
        self.isTerminal = isTerminal
        self.width = width ?? 80
        self.flexibleColumn = flexibleColumn
    }

    public mutating func add(_ row: [Cell]) { rows.append(row) }

    public var isEmpty: Bool { rows.isEmpty }

    public func render() -> String {
        guard isTerminal else {
            return rows.map { $0.map { $0.color($0.text) }.joined(separator: "\t") + "\n" }.joined()
        }
        let columns = rows.map(\.count).max() ?? 0
        var widths = (0..<columns).map { column in
            rows.map { column < $0.count ? DisplayWidth.of($0[column].text) : 0 }.max() ?? 0
        }
        let gaps = 2 * max(columns - 1, 0)
        let total = widths.reduce(0, +) + gaps
        if total > width, flexibleColumn < columns {
            widths[flexibleColumn] = max(widths[flexibleColumn] - (total - width), 8)
        }
        var output = ""
        for row in rows {
            var line = ""
            for (column, cell) in row.enumerated() {
                let text = DisplayWidth.truncate(cell.text, to: widths[column])
                line += cell.color(text)
                // A line ends where its text does: no padding before empty cells at its end.
                if row[(column + 1)...].allSatisfy({ $0.text.isEmpty }) { break }
                if column < row.count - 1 {
                    line += String(repeating: " ", count: widths[column] - DisplayWidth.of(text) + 2)
                }
            }
            output += line + "\n"
        }
        return output
    }
}
