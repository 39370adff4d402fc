/// Asks GitHub's GraphQL API for one page of a repository's issues (never pull requests), with the
/// filters its `filterBy` applies exactly as gh-lite means them. The repository is bound by the container.
public struct IssueConnectionQuery: Sendable, Equatable {
    public var state: IssuesQuery.State
    /// A login (`@me` already resolved).
    public var assignee: String?
    public var author: String?
    public var mentioned: String?
    public var milestoneNumber: Int?
    /// At most 100.
    public var first: Int
    /// Set after the first page: the `endCursor` GitHub gave.
    public var after: String?
    /// Bodies are the bulk of a page: asked for only when they are shown.
    public var includeBody: Bool
    /// Each issue's first 100 comments, not only their count: asked for only for `--json comments`.
    public var includeComments: Bool

    public init(state: IssuesQuery.State = .open, assignee: String? = nil, author: String? = nil,
                mentioned: String? = nil, milestoneNumber: Int? = nil, first: Int, after: String? = nil,
                includeBody: Bool = false, includeComments: Bool = false) {
        self.state = state
        self.assignee = assignee
        self.author = author
        self.mentioned = mentioned
        self.milestoneNumber = milestoneNumber
        self.first = first
        self.after = after
        self.includeBody = includeBody
        self.includeComments = includeComments
    }
}

/// One page of a repository's issues from the GraphQL API, which knows how many match in all.
public struct IssueConnectionPage: Sendable, Equatable {
    public var items: [Issue]
    public var totalCount: Int
    /// Where the next page starts, when there is one.
    public var nextCursor: String?
    public var hasIssuesEnabled: Bool

    public init(items: [Issue], totalCount: Int, nextCursor: String?, hasIssuesEnabled: Bool = true) {
        self.items = items
        self.totalCount = totalCount
        self.nextCursor = nextCursor
        self.hasIssuesEnabled = hasIssuesEnabled
    }
}
