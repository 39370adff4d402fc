/// A repository's labels, assignable people, milestones and issue types, as the new-issue flow and its pickers read
/// them.
/// Labels and people are fetched once per run, however often they are asked for.
struct RepositoryLists: Sendable {
    var gitHub: GitHubClient
    var repo: RepoRef
    var runCache: RunCache

    func labels() throws -> [Label] {
        try runCache.value(for: "labels \(repo)") { try gitHub.listLabels(repo) }
    }

    func assignees() throws -> [String] {
        try runCache.value(for: "assignees \(repo)") { try gitHub.listAssignees(repo) }
    }

    /// The owner's types (none for a user's repository), from the lookup `issue create --type` also makes.
    func issueTypes() throws -> [IssueType] {
        try runCache.value(for: "issue types \(repo)") { try gitHub.lookUpIssueLinks(repo, [], false).issueTypes }
    }

    func milestones(_ state: MilestonesQuery.State) throws -> [Milestone] {
        try Page.all { try gitHub.listMilestones(repo, MilestonesQuery(state: state, pageURL: $0)) }
    }
}
