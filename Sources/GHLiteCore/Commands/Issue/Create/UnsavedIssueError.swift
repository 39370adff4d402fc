/// The issue could not be created, or the prompts failed after the user had typed something: says why,
/// whether the issue may exist anyway, and where the text was saved (or shows the text when it could not be).
public struct UnsavedIssueError: UserFacingError, Equatable {
    public enum Saved: Sendable, Equatable {
        case draft(path: String)
        case notSaved(reason: String, draft: IssueDraft)
    }

    public var summary: String
    public var exitCode: ExitCode
    public var saved: Saved
    public var repository: RepoRef
    /// Set when GitHub may have made the issue although the answer did not arrive: where to look first.
    public var issuesURL: String?
    /// The command the hint names, as the user typed it.
    public var command = NewIssueCommand.newIssue

    public var draftPath: String? {
        if case .draft(let path) = saved { return path }
        return nil
    }

    public var userMessage: String {
        var lines = [summary]
        if let issuesURL {
            lines.append("The issue may have been created anyway: check \(issuesURL) before you try again.")
        }
        switch saved {
        case .draft(let path):
            lines.append("Your text is saved. To restore: \(command.recovering(path, into: repository.description))")
        case .notSaved(let reason, let draft):
            lines.append("Your text could not be saved (\(reason)); here it is:")
            lines.append("")
            lines.append(TerminalText.line(draft.title))
            if !draft.body.isEmpty { lines += ["", TerminalText.block(draft.body)] }
        }
        return lines.joined(separator: "\n")
    }
}
