/// The rows `tablerow` collects, printed by `tablerender` (or at the end) as go-gh's table printer prints them:
/// columns two spaces apart, the widest cut (with "...") so that the table fits the width.
struct GoTemplateTable {
    private(set) var rows: [[String]] = []
    var isEmpty: Bool { rows.isEmpty }

    mutating func add(_ cells: [String]) { rows.append(cells) }

    /// What a cell shows of text: its first line only, marked "..." as gh marks it.
    static func firstLine(_ text: String) -> String {
        guard let newline = text.firstIndex(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return text }
        return text[..<newline] + "..."
    }

    func render(width maximum: Int) -> String {
        let columns = rows.map(\.count).max() ?? 0
        let widths = Self.columnWidths(rows, columns: columns, maximum: maximum)
        var output = ""
        for row in rows where !row.isEmpty {
            for (column, cell) in row.enumerated() {
                if column > 0 { output += "  " }
                var text = Self.truncate(cell, to: widths[column])
                if column < columns - 1 {
                    text += String(repeating: " ", count: max(widths[column] - Self.width(of: text), 0))
                }
                output += text
            }
            output += "\n"
        }
        return output
    }

    /// go-gh's column widths: short columns as they are, the others sharing what is left.
    private static func columnWidths(_ rows: [[String]], columns: Int, maximum: Int) -> [Int] {
        var widest = [Int](repeating: 0, count: columns)
        for row in rows {
            for (column, cell) in row.enumerated() { widest[column] = max(widest[column], width(of: cell)) }
        }
        var widths = [Int](repeating: 0, count: columns)
        func available() -> Int { maximum - 2 * max(columns - 1, 0) - widths.reduce(0, +) }
        func flexible() -> Int { widths.filter { $0 == 0 }.count }
        if available() > 0, flexible() > 0 {
            let share = available() / flexible()
            for column in 0..<columns where widest[column] < share { widths[column] = widest[column] }
        }
        if flexible() > 0 {
            let share = available() / flexible()
            for column in 0..<columns where widths[column] == 0 {
                widths[column] = widest[column] < share ? widest[column] : max(share, 0)
            }
        }
        var left = available()
        for column in 0..<columns where left > 0 {
            let added = min(left, widest[column] - widths[column])
            widths[column] += added
            left -= added
        }
        return widths
    }

    /// Display width, not counting escape sequences (gh-lite's own colours and links).
    static func width(of text: String) -> Int {
        var width = 0
        var escape = EscapeScanner()
        for character in text where !escape.consumes(character) { width += DisplayWidth.of(character) }
        return width
    }

    /// go-gh's text.Truncate: cut to the width with "..." when there is room for it, a space making up a wide
    /// character's missing column; escape sequences are all kept, so colours still end.
    static func truncate(_ text: String, to maximum: Int) -> String {
        guard width(of: text) > maximum else { return text }
        let tail = maximum >= 5 ? "..." : ""
        var result = ""
        var used = 0
        var cut = false
        var escape = EscapeScanner()
        for character in text {
            if escape.consumes(character) { result.append(character); continue }
            let next = DisplayWidth.of(character)
            if cut || used + next > maximum - tail.count {
                if !cut { result += tail; used += tail.count }
                cut = true
                continue
            }
            result.append(character)
            used += next
        }
        return result + (used < maximum ? " " : "")
    }

    /// Follows CSI (`ESC [ ... letter`) and OSC (`ESC ] ... ESC \` or BEL) sequences character by character.
    private struct EscapeScanner {
        private enum State { case text, escape, csi, osc, oscEscape }
        private var state = State.text

        mutating func consumes(_ character: Character) -> Bool {
            switch state {
            case .text:
                guard character == "\u{1B}" else { return false }
                state = .escape
            case .escape: state = character == "[" ? .csi : character == "]" ? .osc : .text
            case .csi: if character.unicodeScalars.first.map({ (0x40...0x7E).contains($0.value) }) == true { state = .text }
            case .osc: if character == "\u{07}" { state = .text } else if character == "\u{1B}" { state = .oscEscape }
            case .oscEscape: state = .text
            }
            return true
        }
    }
}
