/// `MilestonesModel.Failure` in one line that names the repository and says what to do next.
enum MilestoneFailure {
    static func explaining<T>(repo: RepoRef, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch MilestonesModel.Failure.notFound(let wanted, let suggestions) {
            let next = suggestions.isEmpty
                ? "; see its milestones with `gh-lite milestone list --state all -R \(repo)`"
                : CloseMatches.hint(suggestions)
            throw CommandError("no milestone \"\(TerminalText.line(wanted))\" in \(repo)" + next)
        } catch MilestonesModel.Failure.alreadyExists(let title) {
            throw CommandError("a milestone titled \"\(TerminalText.line(title))\" already exists in \(repo); "
                               + "choose another title")
        }
    }
}
