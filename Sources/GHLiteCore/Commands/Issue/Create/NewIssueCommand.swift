/// How the user typed the create command, so that every hint to run it again names it the same way.
public enum NewIssueCommand: Sendable, Equatable {
    /// `gh-lite issue create` (or `issue new`): the repository goes in `-R`.
    case issueCreate
    /// `gh-lite new-issue [OWNER/REPO]`.
    case newIssue

    /// The command that brings the draft at `path` back into `repository`.
    public func recovering(_ path: String, into repository: String) -> String {
        switch self {
        case .issueCreate: "gh-lite issue create -R \(repository) --recover \(Shell.quoted(path))"
        case .newIssue: "gh-lite new-issue \(repository) --recover \(Shell.quoted(path))"
        }
    }
}
