/// A Markdown table within `width` columns: aligned columns a bar apart, a rule under the header; columns too wide
/// are narrowed (the widest first) and their cells wrapped. A table too wide even so (dozens of columns on a narrow
/// terminal) is shown one row at a time, each cell under its column's name.
struct MarkdownTableLayout {
    var renderer: MarkdownTerminalRenderer
    var table: MarkdownTable
    var width: Int

    /// Columns narrower than this would wrap every word: below it, rows are shown one at a time.
    private static let narrowestColumn = 3
    private static let separator = " │ "

    func lines() -> [String] {
        let columnCount = max(table.alignments.count, table.header.count, table.rows.map(\.count).max() ?? 0)
        guard columnCount > 0 else { return [] }
        let header = cellRuns(table.header, columnCount: columnCount, style: .bold)
        let rows = table.rows.map { cellRuns($0, columnCount: columnCount, style: []) }
        let natural = (0..<columnCount).map { column in
            ([header] + rows).map { naturalWidth($0[column]) }.max() ?? 0
        }
        guard let widths = fittedWidths(natural) else { return stacked(header: header, rows: rows) }
        let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─")
        return line(header, widths: widths) + [MarkdownStyle.faint.apply(rule, renderer.style)]
            + rows.flatMap { line($0, widths: widths) }
    }

    private func cellRuns(_ cells: [[MarkdownInline]], columnCount: Int, style: MarkdownStyle) -> [[MarkdownRun]] {
        (0..<columnCount).map { column in
            column < cells.count ? MarkdownRun.runs(cells[column], style: style, colors: renderer.style.enabled) : []
        }
    }

    private func naturalWidth(_ runs: [MarkdownRun]) -> Int {
        MarkdownWrap(width: 1 << 30).lines(runs).map(MarkdownWrap.width).max() ?? 0
    }

    /// The natural widths when they fit; otherwise each capped at the largest width that fits (nil: none does).
    private func fittedWidths(_ natural: [Int]) -> [Int]? {
        let available = width - Self.separator.count * (natural.count - 1)
        func total(cap: Int) -> Int { natural.reduce(0) { $0 + min($1, cap) } }
        let widest = natural.max() ?? 0
        if total(cap: widest) <= available { return natural }
        guard total(cap: Self.narrowestColumn) <= available else { return nil }
        var (low, high) = (Self.narrowestColumn, widest)
        while low < high {
            let middle = (low + high + 1) / 2
            if total(cap: middle) <= available { low = middle } else { high = middle - 1 }
        }
        return natural.map { min($0, low) }
    }

    /// One table row: each cell wrapped in its column, aligned, the row as tall as its tallest cell.
    private func line(_ cells: [[MarkdownRun]], widths: [Int]) -> [String] {
        let wrapped = cells.indices.map { MarkdownWrap(width: max(widths[$0], 1)).lines(cells[$0]) }
        let height = wrapped.map(\.count).max() ?? 1
        let separator = MarkdownStyle.faint.apply(Self.separator, renderer.style)
        return (0..<height).map { row in
            let text = wrapped.indices.map { column -> String in
                let cell = row < wrapped[column].count ? wrapped[column][row] : []
                return aligned(cell, width: widths[column], column: column)
            }.joined(separator: separator)
            return String(text.reversed().drop { $0 == " " }.reversed())
        }
    }

    private func aligned(_ cell: MarkdownWrap.Line, width: Int, column: Int) -> String {
        let spare = max(width - MarkdownWrap.width(cell), 0)
        let text = MarkdownWrap.text(cell, renderer.style)
        let alignment = column < table.alignments.count ? table.alignments[column] : .left
        switch alignment {
        case .left: return text + String(repeating: " ", count: spare)
        case .right: return String(repeating: " ", count: spare) + text
        case .center:
            return String(repeating: " ", count: spare / 2) + text + String(repeating: " ", count: spare - spare / 2)
        }
    }

    /// Each row as lines of `name: value`, a blank line between rows.
    private func stacked(header: [[MarkdownRun]], rows: [[[MarkdownRun]]]) -> [String] {
        var lines: [String] = []
        for (index, row) in rows.enumerated() {
            if index > 0 { lines.append("") }
            for (column, cell) in row.enumerated() {
                let name = header[column] + [MarkdownRun(text: ":", style: .bold)]
                lines += renderer.wrapped(name + [MarkdownRun(text: " ", style: [])] + cell, width: width)
            }
        }
        return rows.isEmpty ? renderer.wrapped(header.flatMap { $0 + [MarkdownRun(text: " ", style: [])] }, width: width)
                            : lines
    }
}
