/// How many issues a repository holds, with GitHub's clock: asked once before REST's newest-first pages are read and
/// once after (`NewestIssuesEndpoint`), so an issue deleted or transferred meanwhile, which leaves no trace in
/// `since`, still shows; with the issues a list's filters match, when GraphQL's `filterBy` can say which.
struct IssueCountQuery {
    var api: GitHubAPI

    struct Count: Equatable {
        var hasIssuesEnabled: Bool
        /// Every issue, of every state.
        var all: Int
        /// With `NewestIssuesQuery.countsMatching`.
        var matching: Int?
        /// The answer's `Date`.
        var answeredAt: Date?
    }

    /// Nil when GitHub found no repository (the cursors' query then says so in its own words).
    func count(_ repo: RepoRef, _ query: NewestIssuesQuery) throws -> Count? {
        let filter = query.filter
        let variables = query.countsMatching
            ? Variables(owner: repo.owner, repo: repo.name, states: IssueListQuery.states(filter.state),
                        assignee: filter.assignee, author: filter.creator, mention: filter.mentioned,
                        milestone: filter.milestone)
            : Variables(owner: repo.owner, repo: repo.name)
        let result = try api.query(Self.document(matching: query.countsMatching), variables: variables, as: Data.self)
        guard let repository = result.data.repository, result.errors.isEmpty else { return nil }
        return Count(hasIssuesEnabled: repository.hasIssuesEnabled, all: repository.issues.totalCount,
                     matching: repository.matching?.totalCount, answeredAt: result.answeredAt)
    }

    static func document(matching: Bool) -> String {
        let filters = "(states: $states, filterBy: {assignee: $assignee, createdBy: $author, mentioned: $mention, "
            + "milestoneNumber: $milestone})"
        let parameters = matching ? ", $states: [IssueState!], $assignee: String, $author: String, $mention: String, "
            + "$milestone: String" : ""
        return "query IssueCount($owner: String!, $repo: String!\(parameters)) { repository(owner: $owner, name: $repo) "
            + "{ hasIssuesEnabled issues { totalCount }\(matching ? " matching: issues\(filters) { totalCount }" : "") } }"
    }

    /// Unset filters are left out: GitHub reads an explicit null assignee as "assigned to nobody".
    struct Variables: Encodable {
        var owner: String
        var repo: String
        var states: [String]?
        var assignee: String?
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
        var matching: Total?
    }
}
