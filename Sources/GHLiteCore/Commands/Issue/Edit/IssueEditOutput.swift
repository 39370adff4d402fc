/// What `issue edit` prints: each edited issue's URL on stdout (as gh); failures, the confirmation's list and the
/// line that ends a run that did not edit every issue on stderr, worded as every many-issue run words them. A run
/// over several issues also says `✓ Edited issue OWNER/REPO#N (TITLE)` for each, as `close` says `✓ Closed ...`.
struct IssueEditOutput {
    var report: IssueRunReport
    var repo: RepoRef
    var style: TerminalStyle
    /// More than one issue named, or a search: each edit gets its line.
    var bulk: Bool

    init(repo: RepoRef, style: TerminalStyle, bulk: Bool) {
        report = IssueRunReport(repo: repo, verb: "edit", past: "edited", style: style)
        self.repo = repo
        self.style = style
        self.bulk = bulk
    }

    /// Text for stdout and for stderr.
    func lines(for event: IssueEditModel.Event) -> (output: String, error: String) {
        switch event {
        case .edited(let issue, _):
            let line = bulk ? "\(style.green("✓")) Edited issue \(repo)#\(issue.number) (\(TerminalText.line(issue.title)))\n" : ""
            return (TerminalText.line(issue.htmlURL) + "\n", line)
        case .failed(let number, let error):
            return ("", report.failed(number: number, error: error))
        case .willEdit(let issues):
            return ("", report.willChange(issues.map { ($0.number, $0.title) }))
        case .leftOut(let count):
            return ("", report.leftOut(otherRepositoryHits: count))
        case .nothingToRemove(let line):
            return ("", line + "\n")
        }
    }

    func conclusion(_ summary: BulkRun.Summary) -> CommandError? { report.conclusion(summary) }
}
