/// Lays styled runs out in lines at most `width` columns wide (display width), breaking at spaces, and inside a
/// word only when the word alone is wider than a line. Spaces collapse to one; line breaks in the runs are kept.
struct MarkdownWrap {
    struct Piece {
        var text: String
        var style: MarkdownStyle
        var width: Int
    }

    typealias Line = [Piece]

    var width: Int

    func lines(_ runs: [MarkdownRun]) -> [Line] {
        var lines: [Line] = []
        var line: Line = []
        var lineWidth = 0
        var word: [Piece] = []
        var space: Piece?

        func endLine() {
            lines.append(line)
            line = []
            lineWidth = 0
            space = nil
        }
        func placeWord() {
            guard !word.isEmpty else { return }
            let wordWidth = word.reduce(0) { $0 + $1.width }
            if lineWidth > 0 && lineWidth + 1 + wordWidth > width { endLine() }
            if lineWidth > 0, let space {
                line.append(space)
                lineWidth += 1
            }
            for piece in word {
                if lineWidth + piece.width <= width {
                    line.append(piece)
                    lineWidth += piece.width
                } else {
                    breakPiece(piece)
                }
            }
            word = []
            space = nil
        }
        // A piece too wide for what is left of the line: as much as fits, the rest on the next lines.
        func breakPiece(_ piece: Piece) {
            var part = ""
            var partWidth = 0
            for character in piece.text {
                let characterWidth = DisplayWidth.of(character)
                if lineWidth + partWidth + characterWidth > width && (lineWidth + partWidth) > 0 {
                    if !part.isEmpty { line.append(Piece(text: part, style: piece.style, width: partWidth)) }
                    endLine()
                    part = ""
                    partWidth = 0
                }
                part.append(character)
                partWidth += characterWidth
            }
            if !part.isEmpty {
                line.append(Piece(text: part, style: piece.style, width: partWidth))
                lineWidth += partWidth
            }
        }

        for run in runs {
            var first = true
            for part in run.text.split(separator: " ", omittingEmptySubsequences: false) {
                if !first {
                    placeWord()
                    if space == nil { space = Piece(text: " ", style: run.style, width: 1) }
                }
                first = false
                if !part.isEmpty {
                    word.append(Piece(text: String(part), style: run.style, width: DisplayWidth.of(String(part))))
                }
            }
            if run.breaksLine {
                placeWord()
                endLine()
            }
        }
        placeWord()
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// One laid-out line as text, each stretch of one style in one SGR sequence.
    static func text(_ line: Line, _ terminal: TerminalStyle) -> String {
        var output = ""
        var index = line.startIndex
        while index < line.endIndex {
            let style = line[index].style
            var text = ""
            while index < line.endIndex, line[index].style == style {
                text += line[index].text
                index += 1
            }
            output += style.apply(text, terminal)
        }
        return output
    }

    static func width(_ line: Line) -> Int { line.reduce(0) { $0 + $1.width } }
}
