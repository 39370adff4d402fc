/// What `issue close` and `issue reopen` print, all on stderr as gh prints it (piped too, without colour):
/// one line per issue, the list a confirmation asks about, and the one line that ends a run that did not
/// change every issue.
struct IssueStateOutput {
    var repo: RepoRef
    var change: IssueStateModel.Change
    var style: TerminalStyle

    var run: IssueRunReport {
        IssueRunReport(repo: repo, verb: change.verb, past: change.wantedState == .closed ? "closed" : "reopened",
                       style: style)
    }

    func line(for event: IssueStateModel.Event) -> String {
        switch event {
        case .changed(let target):
            let icon = change.wantedState == .closed ? style.red("✓") : style.green("✓")
            return "\(icon) \(change.wantedState == .closed ? "Closed" : "Reopened") issue \(name(target))\n"
        case .unchanged(let target):
            return "\(style.yellow("!")) Issue \(name(target)) is already \(change.wantedState == .closed ? "closed" : "open")\n"
        case .failed(let number, let error):
            return run.failed(number: number, error: error)
        case .willChange(let targets):
            return run.willChange(targets)
        case .leftOut(let count):
            return run.leftOut(otherRepositoryHits: count)
        case .commentNotRepeated(let number, let comment):
            return run.commentNotRepeated(number: number, comment: comment)
        }
    }

    /// `OWNER/REPO#N (TITLE)`, gh's name for an issue in these lines.
    private func name(_ target: IssueTarget) -> String {
        "\(repo)#\(target.number) (\(TerminalText.line(target.title)))"
    }
}
