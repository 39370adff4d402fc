/// A cold list of more than one page, newest first, read from REST's numbered pages side by side
/// (`GitHubClient.listNewestIssues`).
public struct NewestIssuesQuery: Sendable, Equatable {
    /// The filters REST's issues list applies (its `perPage` is not used: pages hold 100).
    public var filter: IssuesQuery
    public var limit: Int
    /// Whether GraphQL's `filterBy` means what `filter` means: then GitHub counts the matching issues beside the first
    /// pages, for the list's total (REST's list has none).
    public var countsMatching: Bool

    public init(filter: IssuesQuery, limit: Int, countsMatching: Bool) {
        self.filter = filter
        self.limit = limit
        self.countsMatching = countsMatching
    }
}

/// What `NewestIssuesQuery` found, once proven exact: the issues up to its limit, in GitHub's order.
public struct NewestIssues: Sendable, Equatable {
    public var issues: [Issue]
    /// Whether more issues match beyond the limit.
    public var hasMore: Bool
    /// How many match: all the pages held when they reached the list's end, else GitHub's count when it counted
    /// them (`NewestIssuesQuery.countsMatching`).
    public var matchingCount: Int?
    /// The repository's issues in all, of every state, whatever the filters, when GitHub counted them.
    public var everyIssueCount: Int?

    public init(issues: [Issue], hasMore: Bool, matchingCount: Int?, everyIssueCount: Int?) {
        self.issues = issues
        self.hasMore = hasMore
        self.matchingCount = matchingCount
        self.everyIssueCount = everyIssueCount
    }
}
