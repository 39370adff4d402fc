/// What a write needs to know of a repository before anything is sent (the lists a name is checked against, the
/// issues it changes), asked together: one request where each list has at most 100 entries.
public struct RepositoryLookupQuery: Sendable, Equatable {
    public var labels: Bool
    public var assignees: Bool
    /// Open and closed.
    public var milestones: Bool
    /// The signed-in user's login, for `@me`.
    public var viewerLogin: Bool
    /// By number; a pull request is found too, as one.
    public var issues: [Int]

    public init(labels: Bool = false, assignees: Bool = false, milestones: Bool = false, viewerLogin: Bool = false,
                issues: [Int] = []) {
        self.labels = labels
        self.assignees = assignees
        self.milestones = milestones
        self.viewerLogin = viewerLogin
        self.issues = issues
    }

    public var isEmpty: Bool { self == RepositoryLookupQuery() }
}

/// A `RepositoryLookupQuery`'s answer: what was not asked for is left empty.
public struct RepositoryLookup: Sendable, Equatable {
    public var labels: [Label]
    /// Logins.
    public var assignees: [String]
    public var milestones: [Milestone]
    public var viewerLogin: String?
    /// By number: a pull request has `isPullRequest`; a number GitHub found nothing at is left out.
    public var issues: [Int: Issue]

    public init(labels: [Label] = [], assignees: [String] = [], milestones: [Milestone] = [], viewerLogin: String? = nil,
                issues: [Int: Issue] = [:]) {
        self.labels = labels
        self.assignees = assignees
        self.milestones = milestones
        self.viewerLogin = viewerLogin
        self.issues = issues
    }
}
