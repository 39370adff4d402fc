/// A repository's labels, assignable people and milestones, as the new-issue flow and its pickers read them.
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

    func milestones(_ state: MilestonesQuery.State) throws -> [Milestone] {
        try Page.all { try gitHub.listMilestones(repo, MilestonesQuery(state: state, pageURL: $0)) }
    }
}
