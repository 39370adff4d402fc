/// What `issue edit` prints: each edited issue's URL on stdout (as gh); failures, the confirmation's list and the
/// line that ends a run that did not edit every issue on stderr, worded as every many-issue run words them.
struct IssueEditOutput {
    var report: IssueRunReport

    init(repo: RepoRef, style: TerminalStyle) {
        report = IssueRunReport(repo: repo, verb: "edit", past: "edited", style: style)
    }

    /// Text for stdout and for stderr.
    func lines(for event: IssueEditModel.Event) -> (output: String, error: String) {
        switch event {
        case .edited(let issue):
            return (TerminalText.line(issue.htmlURL) + "\n", "")
        case .failed(let number, let error):
            return ("", report.failed(number: number, error: error))
        case .willEdit(let issues):
            return ("", report.willChange(issues.map { ($0.number, $0.title) }))
        case .leftOut(let count):
            return ("", report.leftOut(otherRepositoryHits: count))
        }
    }

    func conclusion(_ summary: BulkRun.Summary) -> CommandError? { report.conclusion(summary) }
}
