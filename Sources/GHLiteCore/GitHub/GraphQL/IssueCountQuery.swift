/// How many issues a repository holds, and those a list's filters match when GraphQL's `filterBy` can say which: asked
/// beside REST's first newest-first pages (`NewestIssuesEndpoint`), for the list's total, as the cursors' first page
/// gives it.
struct IssueCountQuery {
    var api: GitHubAPI

    struct Count: Equatable {
        var hasIssuesEnabled: Bool
        /// Every issue, of every state.
        var all: Int
        /// Those the list's filters match.
        var matching: Int
    }

    /// Nil when GitHub found no repository (the cursors' query then says so in its own words).
    func count(_ repo: RepoRef, _ query: NewestIssuesQuery) throws -> Count? {
        let filter = query.filter
        let variables = Variables(owner: repo.owner, repo: repo.name, states: IssueListQuery.states(filter.state),
                                  labels: filter.labels.isEmpty ? nil : filter.labels,
                                  assignee: AssigneeVariable(filter.assignee), author: filter.creator,
                                  mention: filter.mentioned, milestone: filter.milestone)
        let result = try api.query(Self.document, variables: variables, as: Data.self)
        guard let repository = result.data.repository, result.errors.isEmpty else { return nil }
        return Count(hasIssuesEnabled: repository.hasIssuesEnabled, all: repository.issues.totalCount,
                     matching: repository.matching.totalCount)
    }

    static let document = "query IssueCount($owner: String!, $repo: String!, $states: [IssueState!], $labels: [String!], "
        + "$assignee: String, "
        + "$author: String, $mention: String, $milestone: String) { repository(owner: $owner, name: $repo) "
        + "{ hasIssuesEnabled issues { totalCount } matching: issues(states: $states, filterBy: {labels: $labels, assignee: $assignee, "
        + "createdBy: $author, mentioned: $mention, milestoneNumber: $milestone}) { totalCount } } }"

    /// Unset filters are left out (an explicit null assignee is "assigned to nobody"). Counted only where GraphQL's
    /// filters mean what REST's do: at most one label (GraphQL's `labels` matches any of them).
    struct Variables: Encodable {
        var owner: String
        var repo: String
        var states: [String]?
        var labels: [String]?
        var assignee: AssigneeVariable?
        var author: String?
        var mention: String?
        var milestone: String?
    }

    struct Data: Decodable {
        var repository: Repository?
    }

    struct Repository: Decodable {
        struct Total: Decodable { var totalCount: Int }
        var hasIssuesEnabled: Bool
        var issues: Total
        var matching: Total
    }
}
