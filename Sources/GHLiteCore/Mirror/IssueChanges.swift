/// Asks GitHub for the issues of every state updated at or after `since` (all of them when nil), oldest change
/// first, with what `since` cannot show: the open and closed totals, the labels and the milestones.
public struct IssueChangesQuery: Sendable, Equatable {
    public var since: Date?
    public var first: Int
    /// Set after the first page: the `endCursor` GitHub gave.
    public var after: String?

    public init(since: Date?, first: Int = 100, after: String? = nil) {
        self.since = since
        self.first = first
        self.after = after
    }
}

/// One page of changed issues and the repository's state when GitHub answered.
public struct IssueChangesPage: Sendable, Equatable {
    public var items: [Issue]
    public var openCount: Int
    public var closedCount: Int
    /// Every label and milestone of the repository (read over as many requests as they need on the last page
    /// of changes; on the others, their first page).
    public var catalog: RepositoryCatalog
    public var nextCursor: String?
    public var hasIssuesEnabled: Bool
    /// GitHub's clock when it answered (the `Date` header): no `updatedAt` the mirror trusts is later.
    public var answeredAt: Date?
    /// The repository as GitHub spells it (`octocat/Hello-World`), whatever case it was asked by.
    public var nameWithOwner: String?

    public init(items: [Issue], openCount: Int, closedCount: Int, catalog: RepositoryCatalog, nextCursor: String?,
                hasIssuesEnabled: Bool = true, answeredAt: Date? = nil, nameWithOwner: String? = nil) {
        self.items = items
        self.openCount = openCount
        self.closedCount = closedCount
        self.catalog = catalog
        self.nextCursor = nextCursor
        self.hasIssuesEnabled = hasIssuesEnabled
        self.answeredAt = answeredAt
        self.nameWithOwner = nameWithOwner
    }
}
