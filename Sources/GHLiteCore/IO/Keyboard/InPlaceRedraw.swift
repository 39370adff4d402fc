/// Redraws a block of lines at the bottom of the terminal over its previous self: back up to its first line,
/// clear from there down, write the new lines. Only the block's own lines are touched, whatever is above stays.
struct InPlaceRedraw {
    private(set) var linesShown = 0

    /// The bytes that replace what was drawn with `lines` (each at most one screen line), leaving the cursor at
    /// the end of the last one.
    mutating func replace(with lines: [String]) -> String {
        var text = ""
        if linesShown > 0 {
            text += "\r" + (linesShown > 1 ? "\u{1B}[\(linesShown - 1)A" : "") + "\u{1B}[J"
        }
        text += lines.joined(separator: "\n")
        linesShown = lines.count
        return text
    }
}
