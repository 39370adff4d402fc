/// Prints an issue listing: a table on a terminal, tab-separated rows when piped, or JSON.
struct IssuesOutput {
    var isTerminal: Bool
    var width: Int?
    var style: TerminalStyle
    var now: Date
    /// Queued writes shown over the issues, marked pending; `newIssues` are the queued new issues to list first.
    var pending = PendingChanges.none
    var newIssues: [PendingChanges.NewIssue] = []

    func table(_ listing: IssueModel.Listing, repo: RepoRef, filtered: Bool) -> String {
        var table = TableWriter(isTerminal: isTerminal, width: width, flexibleColumn: 1)
        // Only an organisation has types: a column of blanks would only take room.
        let withType = isTerminal && listing.issues.contains { $0.issueType != nil }
        if isTerminal {
            let headings = ["ID", "TITLE"] + (withType ? ["TYPE"] : []) + ["LABELS", "UPDATED"]
            table.add(headings.map { TableWriter.Cell($0, color: { style.bold($0) }) })
        }
        addNew(to: &table, withType: withType)
        add(listing.issues, to: &table, withType: withType)
        guard isTerminal else { return table.render() }
        return "\n" + Self.header(listing, repo: repo, filtered: filtered) + "\n\n" + table.render()
    }

    /// Piped rows of the queued new issues, printed before the first page.
    func newRows() -> String {
        var table = TableWriter(isTerminal: false, width: width, flexibleColumn: 1)
        addNew(to: &table)
        return table.render()
    }

    /// Piped rows for one page of issues, printed as the page arrives (no alignment to wait for).
    func rows(_ issues: [Issue]) -> String {
        var table = TableWriter(isTerminal: false, width: width, flexibleColumn: 1)
        add(issues, to: &table)
        return table.render()
    }

    /// The issues without a heading, each number after `indent` (`issue status`'s lists): aligned on a terminal.
    func rows(_ issues: [Issue], indent: String) -> String {
        var table = TableWriter(isTerminal: isTerminal, width: width, flexibleColumn: 1)
        add(issues, to: &table, indent: indent)
        return table.render()
    }

    private func add(_ issues: [Issue], to table: inout TableWriter, indent: String = "", withType: Bool = false) {
        for issue in issues {
            let isPending = !pending.entries(for: issue.number).isEmpty
            let issue = pending.applied(to: issue)
            let labels = issue.labels.map(\.name).joined(separator: ", ")
            let updated = isTerminal ? RelativeTime.describe(issue.updatedAt, now: now) : ISO8601.format(issue.updatedAt)
            let number = indent + (isTerminal ? "#\(issue.number)" : "\(issue.number)")
            var row = [TableWriter.Cell(number, color: stateColor(issue))]
            if !isTerminal { row.append(TableWriter.Cell(Self.state(issue.state, pending: isPending))) }
            row.append(TableWriter.Cell(issue.title))
            if withType {
                let type = issue.issueType
                row.append(TableWriter.Cell(type?.name ?? "", color: { style.hex(type?.hex ?? "", $0) }))
            }
            row += [
                style.enabled ? TableWriter.Cell(labels, color: labelColors(issue.labels)) : TableWriter.Cell(labels),
                isPending && isTerminal ? TableWriter.Cell("pending", color: { style.yellow($0) })
                    : TableWriter.Cell(updated, color: { style.gray($0) }),
            ]
            table.add(row)
        }
    }

    /// The queued new issues: `#?3` (the outbox entry) where a number goes, and pending where the state or the
    /// update time goes.
    private func addNew(to table: inout TableWriter, withType: Bool = false) {
        for issue in newIssues {
            let pendingCell = TableWriter.Cell("pending", color: { style.yellow($0) })
            var row = [TableWriter.Cell(isTerminal ? "#" + issue.placeholder : issue.placeholder,
                                        color: { style.yellow($0) })]
            if !isTerminal { row.append(TableWriter.Cell(Self.state(.open, pending: true))) }
            row.append(TableWriter.Cell(issue.title))
            if withType { row.append(TableWriter.Cell("")) }
            row += [TableWriter.Cell(issue.labels.joined(separator: ", ")), isTerminal ? pendingCell : TableWriter.Cell("")]
            table.add(row)
        }
    }

    /// Piped STATE: `CLOSED`, or `CLOSED (pending)` while the change waits in the outbox.
    static func state(_ state: Issue.State, pending: Bool) -> String {
        state.rawValue.uppercased() + (pending ? " (pending)" : "")
    }

    /// gh's "Showing 3 of 10 open issues in OWNER/REPO". The REST issues endpoint (label filters) gives
    /// no total, so when more remain and no total is known, it says how many are shown and how to see the rest.
    static func header(_ listing: IssueModel.Listing, repo: RepoRef, filtered: Bool) -> String {
        let count = listing.issues.count
        guard let total = listing.totalCount else {
            let noun = (filtered ? "" : "open ") + (count == 1 ? "issue" : "issues")
            let match = filtered ? " that \(count == 1 ? "matches" : "match") your search" : ""
            return "Showing the first \(count) \(noun) in \(repo)\(match) (use --limit to see more)"
        }
        if filtered {
            return "Showing \(count) of \(total) \(total == 1 ? "issue" : "issues") in \(repo) "
                + "that \(total == 1 ? "matches" : "match") your search"
        }
        return "Showing \(count) of \(total) \(total == 1 ? "open issue" : "open issues") in \(repo)"
    }

    /// gh's texts for an empty list.
    static func emptyMessage(repo: RepoRef, filtered: Bool) -> String {
        filtered ? "no issues match your search in \(repo)" : "no open issues in \(repo)"
    }

    /// Open green, closed magenta, closed as not planned gray: gh's colours for the number.
    func stateColor(_ issue: Issue) -> (String) -> String {
        switch (issue.state, issue.stateReason) {
        case (.open, _): return { style.green($0) }
        case (.closed, "not_planned"): return { style.gray($0) }
        case (.closed, _): return { style.magenta($0) }
        }
    }

    /// Each label name in the label's own colour, also when the cell was cut short to fit.
    func labelColors(_ labels: [Label]) -> (String) -> String {
        let names = labels.map { TerminalText.line($0.name) }
        return { shown in
            var rest = Substring(shown)
            var output = ""
            for (index, label) in labels.enumerated() where !rest.isEmpty {
                if index > 0 {
                    guard rest.hasPrefix(", ") else { break }
                    output += ", "
                    rest = rest.dropFirst(2)
                }
                let piece = rest.hasPrefix(names[index]) ? rest.prefix(names[index].count) : rest
                output += style.hex(label.color, String(piece))
                rest = rest.dropFirst(piece.count)
            }
            return output + rest
        }
    }
}
