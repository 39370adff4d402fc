/// The lines a run over several issues prints the same whatever it changes, on stderr: a failure, the list a
/// confirmation asks about, and the one line that ends a run that did not change every issue.
struct IssueRunReport {
    var repo: RepoRef
    /// `close`, `lock`: what was asked; `past`: `closed`, `locked`.
    var verb: String
    var past: String
    var style: TerminalStyle

    func failed(number: Int, error: any Error) -> String {
        let message = Self.message(error, repo: repo, number: number)
        if error is CommentRefused { return "\(style.yellow("!")) \(repo)#\(number) \(message)\n" }
        guard BulkRun.mayHaveBeenApplied(after: error) else {
            return "\(style.red("X")) Could not \(verb) \(repo)#\(number): \(message)\n"
        }
        return "\(style.yellow("!")) \(repo)#\(number) may have been \(past): \(message)\n"
    }

    /// `! #4: your comment "Fixed" is already the newest on the issue; not posted again`
    func commentNotRepeated(number: Int, comment: String) -> String {
        "\(style.yellow("!")) #\(number): your comment \"\(TerminalText.line(comment))\" is already the newest on the "
            + "issue; not posted again\n"
    }

    /// `! 1 search result from another repository left out`
    func leftOut(otherRepositoryHits count: Int) -> String {
        "\(style.yellow("!")) \(count) search result\(count == 1 ? "" : "s") from another repository left out\n"
    }

    func willChange(_ targets: [IssueTarget]) -> String {
        willChange(targets.map { ($0.number, $0.title) })
    }

    func willChange(_ issues: [(number: Int, title: String)]) -> String {
        let count = issues.count
        return "Will \(verb) \(count) issue\(count == 1 ? "" : "s") in \(repo):\n"
            + issues.map { "  #\($0.number)  \(TerminalText.line($0.title))\n" }.joined()
    }

    /// The error a run that did not change every issue ends with: exit 2 when Ctrl-C stopped it, else 1. An issue
    /// that got its comment but not the change is named apart (a re-run finds the comment and does not repeat it).
    func conclusion(_ summary: BulkRun.Summary) -> CommandError? {
        var done = "\(past): \(Self.numbers(summary.done))"
        if !summary.partlyDone.isEmpty { done += "; commented, not \(past): \(Self.numbers(summary.partlyDone))" }
        if !summary.mayBeDone.isEmpty {
            done += "; may have been \(past) (look before trying again): \(Self.numbers(summary.mayBeDone))"
        }
        if !summary.uncommented.isEmpty { done += "; \(past) without the comment: \(Self.numbers(summary.uncommented))" }
        switch summary.stop {
        case .interrupted?:
            return CommandError("interrupted: \(done); not \(past): \(Self.numbers(summary.notDone))",
                                exitCode: .cancelled)
        case .rateLimited(let message)?:
            return CommandError("\(message); stopped: \(done); not \(past): \(Self.numbers(summary.notDone))")
        case nil:
            let notDone = (summary.failed + summary.partlyDone).sorted()
            if notDone.isEmpty && summary.mayBeDone.isEmpty && !summary.uncommented.isEmpty {
                return CommandError("could not comment on \(Self.numbers(summary.uncommented)); \(done)")
            }
            guard !notDone.isEmpty || !summary.mayBeDone.isEmpty else { return nil }
            return CommandError(notDone.isEmpty ? "not sure every issue was \(past): \(done)"
                                : "could not \(verb) \(Self.numbers(notDone)); \(done)")
        }
    }

    static func numbers(_ numbers: [Int]) -> String {
        numbers.isEmpty ? "none" : numbers.map { "#\($0)" }.joined(separator: ", ")
    }

    private static func message(_ error: any Error, repo: RepoRef, number: Int) -> String {
        let explained = IssueFailure.explained(error, repo: repo, number: number)
        let text = (explained as? any UserFacingError)?.userMessage ?? "unexpected error: \(explained)"
        return TerminalText.line(text)
    }
}
