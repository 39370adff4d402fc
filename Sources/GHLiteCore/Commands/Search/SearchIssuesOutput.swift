/// Prints search results as gh's `search issues` does: a table naming each result's repository on a terminal,
/// tab-separated rows (REPO, NUMBER, STATE, TITLE, LABELS, UPDATED) when piped, or JSON. With pull requests
/// (`--include-prs`) every row starts with its kind, `issue` or `pr`, as gh's do.
struct SearchIssuesOutput {
    var isTerminal: Bool
    var width: Int?
    var style: TerminalStyle
    var now: Date
    var includesPullRequests = false

    /// gh's words for a search that found nothing, said to people only (exit 0, as gh).
    var emptyMessage: String {
        includesPullRequests ? "no issues or pull requests matched your search" : "no issues matched your search"
    }

    func table(_ results: SearchIssuesModel.Results) -> String {
        let colours = IssuesOutput(isTerminal: isTerminal, width: width, style: style, now: now)
        let kind = includesPullRequests ? 1 : 0
        var table = TableWriter(isTerminal: isTerminal, width: width, flexibleColumn: 2 + kind)
        if isTerminal {
            let headers = (includesPullRequests ? ["KIND"] : []) + ["REPO", "ID", "TITLE", "LABELS", "UPDATED"]
            table.add(headers.map { TableWriter.Cell($0, color: { style.bold($0) }) })
        }
        for hit in results.hits {
            let issue = hit.issue
            let labels = issue.labels.map(\.name).joined(separator: ", ")
            var row = includesPullRequests ? [TableWriter.Cell(issue.isPullRequest ? "pr" : "issue")] : []
            row += [TableWriter.Cell(hit.repository),
                       TableWriter.Cell(isTerminal ? "#\(issue.number)" : "\(issue.number)",
                                        color: issue.isPullRequest ? pullRequestColor(hit) : colours.stateColor(issue))]
            if !isTerminal { row.append(TableWriter.Cell(SearchIssueJSON.state(of: hit))) }
            row += [
                TableWriter.Cell(issue.title),
                style.enabled ? TableWriter.Cell(labels, color: colours.labelColors(issue.labels)) : TableWriter.Cell(labels),
                TableWriter.Cell(isTerminal ? RelativeTime.describe(issue.updatedAt, now: now) : ISO8601.format(issue.updatedAt),
                                 color: { style.gray($0) }),
            ]
            table.add(row)
        }
        guard isTerminal else { return table.render() }
        let noun = includesPullRequests ? "issues and pull requests" : results.totalCount == 1 ? "issue" : "issues"
        return "\nShowing \(results.hits.count) of \(results.totalCount) \(noun)\n\n" + table.render()
    }

    /// gh's colours for a pull request's state: open green, closed red, merged magenta.
    private func pullRequestColor(_ hit: IssueSearchHit) -> (String) -> String {
        if hit.isMerged { return { style.magenta($0) } }
        return hit.issue.state == .open ? { style.green($0) } : { style.red($0) }
    }

    func json(_ results: SearchIssuesModel.Results, fields: JSONFieldSelection,
              to destination: ExportDestination) throws -> String {
        try fields.export(.array(results.hits.map { hit in fields.object { SearchIssueJSON.value($0, of: hit) } }),
                          to: destination)
    }

    /// What GitHub's limits left out, one line each, for stderr.
    static func notes(_ results: SearchIssuesModel.Results) -> String {
        var lines: [String] = []
        if results.isIncomplete {
            lines.append("warning: GitHub's search timed out before it looked everywhere: some matching issues may be missing")
        }
        if results.hits.count >= SearchIssuesModel.resultCap && results.totalCount > SearchIssuesModel.resultCap {
            lines.append("note: GitHub's search gives only the first 1,000 of \(results.totalCount) matches: "
                         + "narrow the search to see the others")
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
