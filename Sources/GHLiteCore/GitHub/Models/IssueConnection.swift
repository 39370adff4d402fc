/// Asks GitHub's GraphQL API for one page of a repository's issues (never pull requests), with the
/// filters its `filterBy` applies exactly as gh-lite means them. The repository is bound by the container.
public struct IssueConnectionQuery: Sendable, Equatable {
    public var state: IssuesQuery.State
    /// Issues carrying any of these (GraphQL's `filterBy.labels`): REST's "all of them" only for one.
    public var labels: [String] = []
    /// A login (`@me` already resolved), `none` or `*`, as REST spells them.
    public var assignee: String?
    public var author: String?
    public var mentioned: String?
    public var milestoneNumber: Int?
    /// An issue type's name.
    public var issueType: String?
    /// At most 100.
    public var first: Int
    /// Set after the first page: the `endCursor` GitHub gave.
    public var after: String?
    /// Bodies are the bulk of a page: asked for only when they are shown.
    public var includeBody: Bool
    /// Each issue's first 100 comments, not only their count: asked for only for `--json comments`.
    public var includeComments: Bool
    /// The rest of what is asked of each issue: GitHub's cost, and the time it takes to answer, grow with it.
    public var fields: IssueFields
    /// The repository's pinned issues (`repository.pinnedIssues`) instead of its issues; the state is then
    /// filtered by the caller, as the connection has no filters.
    public var pinned = false
    /// Also how many issues the repository has in all, open and closed (`IssueConnectionPage.everyIssueCount`): a
    /// repository small enough is mirrored when it is listed again.
    public var countsEveryIssue = false

    public init(state: IssuesQuery.State = .open, assignee: String? = nil, author: String? = nil,
                mentioned: String? = nil, milestoneNumber: Int? = nil, issueType: String? = nil, first: Int,
                after: String? = nil,
                includeBody: Bool = false, includeComments: Bool = false, fields: IssueFields = .all) {
        self.state = state
        self.assignee = assignee
        self.author = author
        self.mentioned = mentioned
        self.milestoneNumber = milestoneNumber
        self.issueType = issueType
        self.first = first
        self.after = after
        self.includeBody = includeBody
        self.includeComments = includeComments
        self.fields = fields
    }
}

/// Which of an issue's fields a list asks GitHub for (its number always). What is not asked keeps `Issue`'s
/// empty value: nothing shows it.
public struct IssueFields: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let title = IssueFields(rawValue: 1 << 0)
    /// The state and its reason.
    public static let state = IssueFields(rawValue: 1 << 1)
    public static let labelNames = IssueFields(rawValue: 1 << 2)
    /// Colours and descriptions, with the names.
    public static let labelDetails = IssueFields(rawValue: 1 << 3)
    public static let author = IssueFields(rawValue: 1 << 4)
    public static let assignees = IssueFields(rawValue: 1 << 5)
    public static let milestone = IssueFields(rawValue: 1 << 6)
    public static let commentCount = IssueFields(rawValue: 1 << 7)
    public static let url = IssueFields(rawValue: 1 << 8)
    public static let createdAt = IssueFields(rawValue: 1 << 9)
    public static let updatedAt = IssueFields(rawValue: 1 << 10)
    public static let closedAt = IssueFields(rawValue: 1 << 11)
    /// The issue type (`Issue.issueType`).
    public static let issueType = IssueFields(rawValue: 1 << 12)
    /// The parent, sub-issues and dependencies (`Issue.links`).
    public static let links = IssueFields(rawValue: 1 << 13)

    public static let all: IssueFields = [.title, .state, .labelNames, .labelDetails, .author, .assignees, .milestone,
                                          .commentCount, .url, .createdAt, .updatedAt, .closedAt]
    /// The columns of a list's rows: number, state, title, labels, when updated (label colours on a terminal).
    public static func rows(coloured: Bool) -> IssueFields {
        [.title, .state, .labelNames, .updatedAt, coloured ? .labelDetails : []]
    }
}

/// One page of a repository's issues from the GraphQL API, which knows how many match in all.
public struct IssueConnectionPage: Sendable, Equatable {
    public var items: [Issue]
    public var totalCount: Int
    /// Where the next page starts, when there is one.
    public var nextCursor: String?
    public var hasIssuesEnabled: Bool
    /// The repository's issues in all, whatever the filter: set when the query `countsEveryIssue`.
    public var everyIssueCount: Int?

    public init(items: [Issue], totalCount: Int, nextCursor: String?, hasIssuesEnabled: Bool = true,
                everyIssueCount: Int? = nil) {
        self.items = items
        self.totalCount = totalCount
        self.nextCursor = nextCursor
        self.hasIssuesEnabled = hasIssuesEnabled
        self.everyIssueCount = everyIssueCount
    }
}
