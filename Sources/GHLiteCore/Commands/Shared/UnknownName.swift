/// The one wording for a label, an assignee or an issue type a repository does not have, by every command (as
/// `MilestoneFailure.unknown` is for milestones): the name, where it was looked for, and the close names, or where
/// to see what is there.
enum UnknownName {
    static func label(_ name: String, in repo: RepoRef, among names: [String]) -> String {
        "no label \"\(TerminalText.line(name))\" in \(repo)"
            + next(name, among: names, else: "; see its labels with `gh-lite label list -R \(repo)`")
    }

    /// `login`: `@me` already replaced by the login it stands for.
    static func assignee(_ login: String, in repo: RepoRef, among logins: [String]) -> String {
        "no assignable user \"\(TerminalText.line(login))\" in \(repo)"
            + next(login, among: logins, else: "; only its collaborators can be assigned")
    }

    static func issueType(_ name: String, owner: String, among names: [String]) -> String {
        let known = names.isEmpty ? "; \(owner) has no issue types"
            : "; its types are \(names.map { "'\(TerminalText.line($0))'" }.joined(separator: ", "))"
        return "no issue type \"\(TerminalText.line(name))\" in \(owner)" + next(name, among: names, else: known)
    }

    private static func next(_ name: String, among names: [String], else fallback: String) -> String {
        let close = CloseMatches.suggestions(for: name, among: names)
        return close.isEmpty ? fallback : CloseMatches.hint(close)
    }
}
