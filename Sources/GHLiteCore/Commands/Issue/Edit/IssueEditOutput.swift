/// What `issue edit` prints: each edited issue's URL on stdout (as gh), failures and the confirmation's list on
/// stderr, and the one line that ends a run that did not edit every issue.
struct IssueEditOutput {
    var repo: RepoRef
    var style: TerminalStyle

    /// Text for stdout and for stderr.
    func lines(for event: IssueEditModel.Event) -> (output: String, error: String) {
        switch event {
        case .edited(let issue):
            return (TerminalText.line(issue.htmlURL) + "\n", "")
        case .failed(let number, let error):
            return ("", "\(style.red("X")) Could not edit \(repo)#\(number): "
                    + IssueStateOutput.message(error, repo: repo, number: number) + "\n")
        case .willEdit(let issues):
            let count = issues.count
            return ("", "Will edit \(count) issue\(count == 1 ? "" : "s") in \(repo):\n"
                    + issues.map { "  #\($0.number)  \(TerminalText.line($0.title))\n" }.joined())
        }
    }

    /// The error a run that did not edit every issue ends with: exit 2 when Ctrl-C stopped it, else 1.
    func conclusion(_ summary: BulkRun.Summary) -> CommandError? {
        let done = "edited: \(IssueStateOutput.numbers(summary.done))"
        let notDone = "not edited: \(IssueStateOutput.numbers(summary.notDone))"
        switch summary.stop {
        case .interrupted?:
            return CommandError("interrupted: \(done); \(notDone)", exitCode: .cancelled)
        case .rateLimited(let message)?:
            return CommandError("\(message); stopped: \(done); \(notDone)")
        case nil:
            guard !summary.failed.isEmpty else { return nil }
            return CommandError("could not edit \(IssueStateOutput.numbers(summary.failed)); \(done)")
        }
    }
}
