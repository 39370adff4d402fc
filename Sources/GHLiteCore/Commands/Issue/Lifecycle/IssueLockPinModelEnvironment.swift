/// What locking and pinning issues may call, each named as the `GitHubClient` operation it is, with the
/// repository already bound in; and how a run over several issues asks, waits and stops.
public struct IssueLockPinModelEnvironment: Sendable {
    /// The container adds the `repo:` qualifier.
    public var searchIssues: @Sendable (IssueSearchQuery) throws -> IssueSearchPage
    public var getIssueTarget: @Sendable (_ number: Int) throws -> IssueTarget
    public var lockIssue: @Sendable (_ issueID: String, _ reason: IssueLockReason?) throws -> Void
    public var unlockIssue: @Sendable (_ issueID: String) throws -> Void
    public var pinIssue: @Sendable (_ issueID: String) throws -> Void
    public var unpinIssue: @Sendable (_ issueID: String) throws -> Void
    public var bulk: BulkRunEnvironment

    public init(searchIssues: @escaping @Sendable (IssueSearchQuery) throws -> IssueSearchPage,
                getIssueTarget: @escaping @Sendable (Int) throws -> IssueTarget,
                lockIssue: @escaping @Sendable (String, IssueLockReason?) throws -> Void,
                unlockIssue: @escaping @Sendable (String) throws -> Void,
                pinIssue: @escaping @Sendable (String) throws -> Void,
                unpinIssue: @escaping @Sendable (String) throws -> Void,
                bulk: BulkRunEnvironment) {
        self.searchIssues = searchIssues
        self.getIssueTarget = getIssueTarget
        self.lockIssue = lockIssue
        self.unlockIssue = unlockIssue
        self.pinIssue = pinIssue
        self.unpinIssue = unpinIssue
        self.bulk = bulk
    }

    /// Every closure throws "unimplemented: IssueLockPinModelEnvironment.NAME": tests override what their case needs.
    public static var failing: IssueLockPinModelEnvironment {
        IssueLockPinModelEnvironment(
            searchIssues: { _ in throw Unimplemented("IssueLockPinModelEnvironment.searchIssues") },
            getIssueTarget: { _ in throw Unimplemented("IssueLockPinModelEnvironment.getIssueTarget") },
            lockIssue: { _, _ in throw Unimplemented("IssueLockPinModelEnvironment.lockIssue") },
            unlockIssue: { _ in throw Unimplemented("IssueLockPinModelEnvironment.unlockIssue") },
            pinIssue: { _ in throw Unimplemented("IssueLockPinModelEnvironment.pinIssue") },
            unpinIssue: { _ in throw Unimplemented("IssueLockPinModelEnvironment.unpinIssue") },
            bulk: .failing)
    }
}

extension IssueLockPinModelEnvironment {
    /// `repo`'s issues from `services`; questions on `io`'s terminal.
    static func bound(to services: ContainerEnvironment, repo: RepoRef, io: IO, style: TerminalStyle,
                      configuration: Configuration) -> IssueLockPinModelEnvironment {
        let gitHub = services.gitHub
        return IssueLockPinModelEnvironment(
            searchIssues: { query in try gitHub.searchIssues(query.restricted(to: repo)) },
            getIssueTarget: { number in try gitHub.getIssueTarget(repo, number) },
            lockIssue: gitHub.lockIssue,
            unlockIssue: gitHub.unlockIssue,
            pinIssue: gitHub.pinIssue,
            unpinIssue: gitHub.unpinIssue,
            bulk: .bound(to: services, io: io, style: style, configuration: configuration))
    }
}
