import Foundation
import Testing

/// A terminal table as shown (colour removed): every row's cells start under their column's heading.
enum TableColumns {
    /// Checks the header row holding `headings` and the `rows` lines after it; returns the rows checked.
    @discardableResult
    static func expectAligned(_ output: String, headings: [String], rows: Int,
                              sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        let lines = output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            .split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        let headerIndex = try #require(lines.firstIndex { String($0).hasPrefix(headings[0] + " ") },
                                       "no header row in\n\(output)", sourceLocation: sourceLocation)
        let header = String(lines[headerIndex])
        let starts = try headings.map { heading in
            try #require(header.range(of: heading).map { header.distance(from: header.startIndex, to: $0.lowerBound) },
                         "no \(heading) in \(header)", sourceLocation: sourceLocation)
        }
        #expect(starts == starts.sorted() && starts.first == 0, "\(header)", sourceLocation: sourceLocation)
        let table = lines.dropFirst(headerIndex + 1).prefix(rows)
        try #require(table.count == rows, "\(table.count) rows, not \(rows):\n\(output)", sourceLocation: sourceLocation)
        for row in table {
            let text = String(row)
            #expect(row.first.map { $0 != " " } == true, "a row starts with a space: \(text)", sourceLocation: sourceLocation)
            for (index, start) in starts.enumerated().dropFirst() where start < row.count { // else empty to the end
                let end = index + 1 < starts.count ? starts[index + 1] : row.count
                let cell = start < row.count ? row[start..<min(end, row.count)] : []
                let aligned = row[start - 1] == " " && (cell.first != " " || cell.allSatisfy { $0 == " " })
                #expect(aligned, "\(headings[index]) is not at column \(start) in: \(text)", sourceLocation: sourceLocation)
            }
        }
        return table.map { String($0) }
    }
}
