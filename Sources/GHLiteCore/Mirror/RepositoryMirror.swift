/// What gh-lite keeps of one repository between runs: its issues (bodies included, comments once viewed),
/// its labels, and how far in GitHub's own time it has been brought up to date.
public struct RepositoryMirror: Sendable, Equatable {
    public var issues: [Int: Issue]
    /// The repository's labels as GitHub last listed them.
    public var labels: [Label]
    /// The owner's issue types as GitHub last listed them (none for a user).
    public var issueTypes: [IssueType] = []
    /// The newest `updatedAt` GitHub has shown the mirror (GitHub's clock, never this machine's); nil when empty.
    public var syncedThrough: Date?
    /// When the mirror was last written by a sync (the store stamps it with this machine's clock, which is also
    /// what its age is read against): offline answers say how old they are.
    public var syncedAt: Date?

    public init(issues: [Int: Issue] = [:], labels: [Label] = [], syncedThrough: Date? = nil, syncedAt: Date? = nil) {
        self.issues = issues
        self.labels = labels
        self.syncedThrough = syncedThrough
        self.syncedAt = syncedAt
    }
}

/// Which mirror: one per host, account and repository (`TokenStore.accountKey`), so two accounts never read each
/// other's private issues and the key never holds the token.
public struct MirrorKey: Sendable, Equatable {
    public var host: String
    public var account: String
    public var repo: RepoRef

    public init(host: String, account: String, repo: RepoRef) {
        self.host = host
        self.account = account
        self.repo = repo
    }
}

/// One change to a mirror, written all at once or not at all.
public struct MirrorUpdate: Sendable, Equatable {
    /// True for a full list: every issue not in `issues` is gone. Either way an issue whose `updatedAt` did not
    /// move keeps the comments `issue view` stored (a new comment moves it).
    public var replacesAll: Bool
    public var issues: [Issue]
    /// The repository's labels and milestones now: the mirrored issues not in `issues` get their renames,
    /// new colours and deletions by ID.
    public var catalog: RepositoryCatalog?
    public var syncedThrough: Date?

    public init(replacesAll: Bool, issues: [Issue], catalog: RepositoryCatalog?, syncedThrough: Date?) {
        self.replacesAll = replacesAll
        self.issues = issues
        self.catalog = catalog
        self.syncedThrough = syncedThrough
    }
}
