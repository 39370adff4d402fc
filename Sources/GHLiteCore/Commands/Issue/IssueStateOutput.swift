/// What `issue close` and `issue reopen` print, all on stderr as gh prints it (piped too, without colour):
/// one line per issue, the list a confirmation asks about, and the one line that ends a run that did not
/// change every issue.
struct IssueStateOutput {
    var repo: RepoRef
    var change: IssueStateModel.Change
    var style: TerminalStyle

    func line(for event: IssueStateModel.Event) -> String {
        switch event {
        case .changed(let target):
            let icon = change.wantedState == .closed ? style.red("✓") : style.green("✓")
            return "\(icon) \(change.wantedState == .closed ? "Closed" : "Reopened") issue \(name(target))\n"
        case .unchanged(let target):
            return "\(style.yellow("!")) Issue \(name(target)) is already \(change.wantedState == .closed ? "closed" : "open")\n"
        case .failed(let number, let error):
            return "\(style.red("X")) Could not \(change.verb) \(repo)#\(number): \(Self.message(error, repo: repo, number: number))\n"
        case .willChange(let targets):
            let count = targets.count
            return "Will \(change.verb) \(count) issue\(count == 1 ? "" : "s") in \(repo):\n"
                + targets.map { "  #\($0.number)  \(TerminalText.line($0.title))\n" }.joined()
        }
    }

    /// `OWNER/REPO#N (TITLE)`, gh's name for an issue in these lines.
    private func name(_ target: IssueTarget) -> String {
        "\(repo)#\(target.number) (\(TerminalText.line(target.title)))"
    }

    /// The error a run that did not change every issue ends with: exit 2 when Ctrl-C stopped it, else 1.
    func conclusion(_ summary: BulkRun.Summary) -> CommandError? {
        let past = change.wantedState == .closed ? "closed" : "reopened"
        let done = "\(past): \(Self.numbers(summary.done))"
        switch summary.stop {
        case .interrupted?:
            return CommandError("interrupted: \(done); not \(past): \(Self.numbers(summary.notDone))",
                                exitCode: .cancelled)
        case .rateLimited(let message)?:
            return CommandError("\(message); stopped: \(done); not \(past): \(Self.numbers(summary.notDone))")
        case nil:
            guard !summary.failed.isEmpty else { return nil }
            return CommandError("could not \(change.verb) \(Self.numbers(summary.failed)); \(done)")
        }
    }

    static func numbers(_ numbers: [Int]) -> String {
        numbers.isEmpty ? "none" : numbers.map { "#\($0)" }.joined(separator: ", ")
    }

    static func message(_ error: any Error, repo: RepoRef, number: Int) -> String {
        let explained = IssueFailure.explained(error, repo: repo, number: number)
        let text = (explained as? any UserFacingError)?.userMessage ?? "unexpected error: \(explained)"
        return TerminalText.line(text)
    }
}
