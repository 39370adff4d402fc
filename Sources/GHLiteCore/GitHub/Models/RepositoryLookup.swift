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
    /// What a change to types or links checks first (`GitHubClient.lookUpIssueLinks`'s answer), in the same request.
    public var links: IssueLinkQuery?
    /// The labels' and people's node ids are needed (a write by node id): lists read without them are read again.
    public var nodeIDs: Bool

    public init(labels: Bool = false, assignees: Bool = false, milestones: Bool = false, viewerLogin: Bool = false,
                issues: [Int] = [], links: IssueLinkQuery? = nil, nodeIDs: Bool = false) {
        self.labels = labels
        self.assignees = assignees
        self.milestones = milestones
        self.viewerLogin = viewerLogin
        self.issues = issues
        self.links = links
        self.nodeIDs = nodeIDs
    }

    public var isEmpty: Bool { self == RepositoryLookupQuery(nodeIDs: nodeIDs) }
}

/// A `RepositoryLookupQuery`'s answer: what was not asked for is left empty.
public struct RepositoryLookup: Sendable, Equatable {
    public var labels: [Label]
    /// Logins.
    public var assignees: [String]
    /// The assignees' node ids by login, where the source read them.
    public var assigneeIDs: [String: String] = [:]
    public var milestones: [Milestone]
    public var viewerLogin: String?
    /// By number: a pull request has `isPullRequest`; a number GitHub found nothing at is left out.
    public var issues: [Int: Issue]
    /// The answer to the query's `links`; nil when not asked.
    public var links: IssueLinkLookup?

    public init(labels: [Label] = [], assignees: [String] = [], milestones: [Milestone] = [], viewerLogin: String? = nil,
                issues: [Int: Issue] = [:], links: IssueLinkLookup? = nil) {
        self.labels = labels
        self.assignees = assignees
        self.milestones = milestones
        self.viewerLogin = viewerLogin
        self.issues = issues
        self.links = links
    }
}

/// The issues a type or link change names (its own and others', in any repository), to be read with their links,
/// and the owner's issue types.
public struct IssueLinkQuery: Sendable, Equatable {
    public var references: [IssueLinkReference]
    /// Their blockers too (github.com only).
    public var dependencies: Bool

    public init(references: [IssueLinkReference], dependencies: Bool) {
        self.references = references
        self.dependencies = dependencies
    }
}
