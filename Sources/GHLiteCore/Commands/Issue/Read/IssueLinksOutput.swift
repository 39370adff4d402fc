/// An issue's type, parent, sub-issues and dependencies in `issue view`: lines only for what the issue has, so an
/// issue with none of it reads as before. Blockers still open come first.
struct IssueLinksOutput {
    var style: TerminalStyle
    /// The viewed issue's repository: a linked issue there is `#N`, one elsewhere `OWNER/REPO#N`.
    var repo: RepoRef

    /// Lines for a terminal, after the milestone.
    func lines(_ issue: Issue) -> [String] {
        var lines: [String] = []
        if let type = issue.issueType {
            lines.append(style.bold("Type:") + " " + style.hex(type.hex, TerminalText.line(type.name)))
        }
        guard let links = issue.links else { return lines }
        if let parent = links.parent { lines.append(style.bold("Parent:") + " " + describe(parent)) }
        if links.subIssuesSummary.total > 0 || !links.subIssues.isEmpty {
            lines.append(style.bold("Sub-issues:") + " " + Self.progress(links.subIssuesSummary))
            lines += subIssueTree(links, of: issue.number)
        }
        for (name, linked) in [("Blocked by:", links.blockedBy ?? []), ("Blocking:", links.blocking ?? [])]
        where !linked.isEmpty {
            lines.append(style.bold(name))
            lines += tree(Self.openFirst(linked))
        }
        return lines
    }

    /// `key:\tvalue` lines for a pipe, as gh's other metadata.
    func rawFields(_ issue: Issue) -> [(String, String)] {
        var fields: [(String, String)] = []
        if let type = issue.issueType { fields.append(("type", TerminalText.line(type.name))) }
        guard let links = issue.links else { return fields }
        if let parent = links.parent { fields.append(("parent", rawReference(parent))) }
        if links.subIssuesSummary.total > 0 || !links.subIssues.isEmpty {
            fields.append(("sub-issues", links.subIssues.map(rawReference).joined(separator: ", ")))
            fields.append(("sub-issues-done", "\(links.subIssuesSummary.completed) of \(links.subIssuesSummary.total)"))
        }
        for (name, linked) in [("blocked-by", links.blockedBy ?? []), ("blocking", links.blocking ?? [])]
        where !linked.isEmpty {
            fields.append((name, Self.openFirst(linked).map(rawReference).joined(separator: ", ")))
        }
        return fields
    }

    /// "2 of 5 done", GitHub's summary.
    static func progress(_ summary: SubIssuesSummary) -> String {
        "\(summary.completed) of \(summary.total) done"
    }

    static func openFirst(_ issues: [LinkedIssue]) -> [LinkedIssue] {
        issues.filter { $0.state == .open } + issues.filter { $0.state == .closed }
    }

    /// A terminal shows this many sub-issues, in GitHub's order; the list command shows them all.
    static let shownSubIssues = 10

    private func subIssueTree(_ links: IssueLinks, of number: Int) -> [String] {
        let shown = Array(links.subIssues.prefix(Self.shownSubIssues))
        let more = max(links.subIssuesSummary.total, links.subIssues.count) - shown.count
        guard more > 0 else { return tree(shown) }
        return tree(shown, last: false) + ["  " + style.gray("└─") + " … and \(more) more: "
            + "gh-lite issue list --parent \(number) --state all -R \(repo)"]
    }

    private func tree(_ issues: [LinkedIssue], last: Bool = true) -> [String] {
        issues.enumerated().map { index, linked in
            "  " + style.gray(last && index == issues.count - 1 ? "└─" : "├─") + " " + describe(linked)
        }
    }

    /// `#12 Title (Open)`, the state in its colour.
    private func describe(_ linked: LinkedIssue) -> String {
        let state = linked.state == .open ? style.green("Open") : style.magenta("Closed")
        return reference(linked) + " " + TerminalText.line(linked.title) + " (" + state + ")"
    }

    private func rawReference(_ linked: LinkedIssue) -> String {
        reference(linked) + " " + linked.state.rawValue.uppercased()
    }

    private func reference(_ linked: LinkedIssue) -> String {
        let here = linked.repository.lowercased() == repo.description.lowercased()
        return (here ? "" : TerminalText.line(linked.repository)) + "#\(linked.number)"
    }
}
