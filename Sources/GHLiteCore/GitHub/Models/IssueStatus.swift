/// Asks for the open issues of one repository (bound by the container) that concern `viewer`, as gh's
/// `issue status` does: assigned to them, mentioning them, opened by them.
public struct IssueStatusQuery: Sendable, Equatable {
    public var viewer: String
    /// How many of each list come along (gh: 10); the totals count them all.
    public var perList: Int
    public var includeBody: Bool
    /// Each issue's first 100 comments, not only their count: asked for only for `--json comments`.
    public var includeComments: Bool

    public init(viewer: String, perList: Int = 10, includeBody: Bool = false, includeComments: Bool = false) {
        self.viewer = viewer
        self.perList = perList
        self.includeBody = includeBody
        self.includeComments = includeComments
    }
}

/// The three lists of `issue status`, most recently updated first, each with how many there are in all.
public struct IssueStatus: Sendable, Equatable {
    public struct List: Sendable, Equatable {
        public var issues: [Issue]
        public var totalCount: Int

        public init(issues: [Issue], totalCount: Int) {
            self.issues = issues
            self.totalCount = totalCount
        }
    }

    public var assigned: List
    public var mentioned: List
    public var authored: List
    public var hasIssuesEnabled: Bool

    public init(assigned: List, mentioned: List, authored: List, hasIssuesEnabled: Bool = true) {
        self.assigned = assigned
        self.mentioned = mentioned
        self.authored = authored
        self.hasIssuesEnabled = hasIssuesEnabled
    }
}
