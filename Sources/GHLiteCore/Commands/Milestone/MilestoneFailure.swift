/// `MilestonesModel.Failure` in one line that names the repository and says what to do next.
enum MilestoneFailure {
    /// The one wording for a milestone that is not in `repo`, by every command: the close titles, or where to
    /// see them all.
    static func unknown(_ wanted: String, in repo: RepoRef, suggestions: [String]) -> String {
        let next = suggestions.isEmpty
            ? "; see its milestones with `gh-lite milestone list --state all -R \(repo)`"
            : CloseMatches.hint(suggestions)
        return "no milestone \"\(TerminalText.line(wanted))\" in \(repo)" + next
    }

    static func explaining<T>(repo: RepoRef, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch MilestonesModel.Failure.notFound(let wanted, let suggestions) {
            throw CommandError(unknown(wanted, in: repo, suggestions: suggestions))
        } catch MilestonesModel.Failure.alreadyExists(let title) {
            throw CommandError("a milestone titled \"\(TerminalText.line(title))\" already exists in \(repo); "
                               + "choose another title")
        }
    }
}
