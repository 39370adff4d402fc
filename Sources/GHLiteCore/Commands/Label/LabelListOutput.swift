/// Prints labels the way `gh label list` does: on a terminal a header and a table whose names and swatches are
/// in each label's colour; piped, `name\tdescription\t#colour` rows.
struct LabelListOutput {
    var isTerminal: Bool
    var width: Int?
    var style: TerminalStyle

    /// A block in the label's colour before its hex code, where colour is shown at all.
    private static let swatch = "██"

    func table(_ listing: LabelsModel.Listing, repo: RepoRef) -> String {
        var table = TableWriter(isTerminal: isTerminal, width: width, flexibleColumn: 1)
        for label in listing.labels {
            let color = TerminalText.line(label.color)
            let code = isTerminal && style.enabled ? Self.swatch + " #" + color : "#" + color
            table.add([
                .init(label.name) { style.hex(label.color, $0) },
                .init(label.description ?? ""),
                .init(code) { text in
                    guard text.hasPrefix(Self.swatch) else { return text }
                    return style.hex(label.color, Self.swatch) + text.dropFirst(Self.swatch.count)
                },
            ])
        }
        guard isTerminal else { return table.render() }
        let total = "\(listing.totalCount) label\(listing.totalCount == 1 ? "" : "s")"
        return "\nShowing \(listing.labels.count) of \(total) in \(repo)\n\n" + table.render()
    }

    func json(_ listing: LabelsModel.Listing, fields: JSONFieldSelection, to destination: ExportDestination) throws -> String {
        try fields.export(.array(listing.labels.map { label in fields.object { LabelJSON.value($0, of: label) } }),
                          to: destination)
    }

    /// gh's words for an empty list, said on a terminal only.
    static func emptyMessage(repo: RepoRef, searched: Bool) -> String {
        searched ? "no labels in \(repo) matched your search" : "no labels found in \(repo)"
    }
}
