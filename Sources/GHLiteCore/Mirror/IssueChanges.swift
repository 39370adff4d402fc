/// Asks GitHub for the issues of every state updated at or after `since` (all of them when nil), oldest change
/// first, with what `since` cannot show: the open and closed totals and the labels.
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
    /// The repository's first 100 labels, by name.
    public var labels: [Label]
    public var nextCursor: String?
    public var hasIssuesEnabled: Bool

    public init(items: [Issue], openCount: Int, closedCount: Int, labels: [Label], nextCursor: String?,
                hasIssuesEnabled: Bool = true) {
        self.items = items
        self.openCount = openCount
        self.closedCount = closedCount
        self.labels = labels
        self.nextCursor = nextCursor
        self.hasIssuesEnabled = hasIssuesEnabled
    }
}
