/// A repository's labels, assignable people, milestones and issue types, as the new-issue flow and its pickers read
/// them.
/// Labels and people are fetched once per run, however often they are asked for.
struct RepositoryLists: Sendable {
    var gitHub: GitHubClient
    var repo: RepoRef
    var runCache: RunCache

    func labels() throws -> [Label] {
        try runCache.value(for: labelsKey) { try gitHub.listLabels(repo) }
    }

    func assignees() throws -> [String] {
        try runCache.value(for: assigneesKey) { try gitHub.listAssignees(repo) }
    }

    /// `query` in one request, less the lists this run already has (with their node ids, when it needs them: the
    /// people a picker listed have none); the labels and people it brings are kept for the pickers.
    func lookUp(_ query: RepositoryLookupQuery) throws -> RepositoryLookup {
        let labels: [Label]? = query.labels ? runCache.cached(labelsKey).flatMap { (labels: [Label]) in
            !query.nodeIDs || labels.allSatisfy { $0.id != nil } ? labels : nil
        } : nil
        let assignees: [String]? = query.assignees && !query.nodeIDs ? runCache.cached(assigneesKey) : nil
        var asked = query
        asked.labels = query.labels && labels == nil
        asked.assignees = query.assignees && assignees == nil
        var found = asked.isEmpty ? RepositoryLookup() : try gitHub.lookUpRepository(repo, asked)
        if let labels { found.labels = labels } else if asked.labels { runCache.keep(found.labels, for: labelsKey) }
        if let assignees { found.assignees = assignees } else if asked.assignees { runCache.keep(found.assignees, for: assigneesKey) }
        return found
    }

    private var labelsKey: String { "labels \(repo)" }
    private var assigneesKey: String { "assignees \(repo)" }

    /// The owner's types (none for a user's repository), from the lookup `issue create --type` also makes.
    func issueTypes() throws -> [IssueType] {
        try runCache.value(for: "issue types \(repo)") { try gitHub.lookUpIssueLinks(repo, [], false).issueTypes }
    }

    func milestones(_ state: MilestonesQuery.State) throws -> [Milestone] {
        try Page.all { try gitHub.listMilestones(repo, MilestonesQuery(state: state, pageURL: $0)) }
    }
}
