/// What went wrong with a repository's issues, in words that name the repository (and the issue).
enum IssueFailure {
    /// Runs `body`, turning the model's and GitHub's refusals into one line each.
    static func explaining(repo: RepoRef, number: Int? = nil, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch {
            throw explained(error, repo: repo, number: number)
        }
    }

    /// The error in words that name the repository (and the issue), or as it was when there are none better.
    static func explained(_ error: any Error, repo: RepoRef, number: Int?) -> any Error {
        switch error {
        case let error as IssueLookupError: return CommandError(message(for: error, repo: repo))
        case let error as GitHubAPIError: return explained(error, repo: repo, number: number)
        case let error as GraphQLError where error.isNotFound: return CommandError(notFound(repo))
        default: return error
        }
    }

    private static func message(for error: IssueLookupError, repo: RepoRef) -> String {
        switch error {
        case .milestoneTitleNotFound(let title):
            return MilestoneFailure.unknown(title, in: repo, suggestions: [])
        case .milestoneNumberNotFound(let number):
            return MilestoneFailure.unknown(String(number), in: repo, suggestions: [])
        case .pullRequest(let number, let url):
            return "#\(number) in \(repo) is a pull request, not an issue: see \(TerminalText.line(url))"
        case .issuesDisabled:
            return disabledIssues(repo)
        case .issueNotFound(let number):
            return issueNotFound(number, in: repo)
        case .moved(let number, let url):
            return "issue #\(number) was moved out of \(repo) to \(TerminalText.line(url)): left alone (act on it there if "
                + "it is meant)"
        case .notMirrored:
            return "no local mirror of \(repo) to read offline: run `gh-lite sync \(repo)` first"
        case .notInMirror(let number):
            return "issue #\(number) is not in the local mirror of \(repo): run `gh-lite sync \(repo)` to bring it"
        }
    }

    /// GitHub's statuses in words that say what happened to this repository or issue.
    private static func explained(_ error: GitHubAPIError, repo: RepoRef, number: Int?) -> any Error {
        switch (error.status, number) {
        case (404, let number?):
            return CommandError(issueNotFound(number, in: repo))
        case (404, nil):
            return CommandError(notFound(repo))
        case (301, let number?):
            // A write by number to a transferred issue: REST points at its new place and follows no redirect for it.
            return CommandError("issue #\(number) was moved out of \(repo) to another repository: comment on it there")
        case (410, let number?) where error.message.lowercased().contains("deleted"):
            return CommandError("issue #\(number) in \(repo) was deleted")
        case (410, _):
            return CommandError(disabledIssues(repo))
        case (422, _) where error.errors.contains { $0.message?.contains("cannot be searched") == true }:
            return CommandError(notFound(repo))
        case (422, _) where error.errors.contains { $0.field == "milestone" }:
            let value = error.errors.first { $0.field == "milestone" }?.value ?? ""
            return CommandError(MilestoneFailure.unknown(value, in: repo, suggestions: []))
        default:
            return error
        }
    }

    /// The one wording for a missing issue, whichever way GitHub said so, with the list that shows what is there
    /// (or that the repository itself is not).
    static func issueNotFound(_ number: Int, in repo: RepoRef) -> String {
        "issue #\(number) not found in \(repo); see its issues with `gh-lite issue list --state all -R \(repo)`"
    }

    private static func notFound(_ repo: RepoRef) -> String {
        "repository \(repo) not found (or you have no access)"
    }

    private static func disabledIssues(_ repo: RepoRef) -> String {
        "the '\(repo)' repository has disabled issues"
    }
}
