/// How a piece of rendered Markdown looks; several at once combine into one SGR sequence.
struct MarkdownStyle: OptionSet, Hashable {
    let rawValue: UInt16

    static let bold = MarkdownStyle(rawValue: 1 << 0)
    static let italic = MarkdownStyle(rawValue: 1 << 1)
    static let strikethrough = MarkdownStyle(rawValue: 1 << 2)
    static let code = MarkdownStyle(rawValue: 1 << 3)
    static let linkText = MarkdownStyle(rawValue: 1 << 4)
    static let url = MarkdownStyle(rawValue: 1 << 5)
    /// `@someone` and `#123`.
    static let reference = MarkdownStyle(rawValue: 1 << 6)
    /// Quote bars, table rules, raw HTML: set back.
    static let faint = MarkdownStyle(rawValue: 1 << 7)
    /// Headings in glamour's dark style (gh's `issue view`): levels 2 to 5 bold blue, the first (`title`) bold
    /// yellow on a violet band, the sixth (`minorHeading`) green and not bold.
    static let heading = MarkdownStyle(rawValue: 1 << 8)
    static let checked = MarkdownStyle(rawValue: 1 << 9)
    static let title = MarkdownStyle(rawValue: 1 << 10)
    static let minorHeading = MarkdownStyle(rawValue: 1 << 11)

    /// `text` in this style, or as it is when colours are off.
    func apply(_ text: String, _ terminal: TerminalStyle) -> String {
        guard !isEmpty, terminal.enabled, !text.isEmpty else { return text }
        var codes: [String] = []
        if !isDisjoint(with: [.bold, .heading, .title, .reference]) { codes.append("1") }
        if contains(.italic) { codes.append("3") }
        if contains(.linkText) { codes.append("4") }
        if contains(.strikethrough) { codes.append("9") }
        if contains(.title) {
            codes.append("38;5;228;48;5;63")
        } else if contains(.heading) {
            codes.append("38;5;39")
        } else if contains(.minorHeading) {
            codes.append("38;5;35")
        } else if contains(.code) {
            codes.append("33")
        } else if contains(.reference) {
            codes.append("36")
        } else if contains(.checked) {
            codes.append("32")
        } else if contains(.url) || contains(.faint) {
            codes.append("90")
        }
        return terminal.wrap(text, codes.joined(separator: ";"))
    }
}
