/// What locking and pinning issues may call, each named as the `GitHubClient` operation it is, with the
/// repository bound in by `bound(to:repo:...)`; and how a run over several issues asks, waits and stops. Every
/// closure starts out failing with "unimplemented: IssueLockPinModelEnvironment.NAME" (that is `.failing`); tests
/// override what their case needs.
public struct IssueLockPinModelEnvironment: Sendable {
    public var searchIssues: @Sendable (IssueSearchQuery) throws -> IssueSearchPage
        = { _ in throw Unimplemented("IssueLockPinModelEnvironment.searchIssues") }
    public var getIssueTarget: @Sendable (_ number: Int) throws -> IssueTarget
        = { _ in throw Unimplemented("IssueLockPinModelEnvironment.getIssueTarget") }
    public var lockIssue: @Sendable (_ issueID: String, _ reason: IssueLockReason?) throws -> Void
        = { _, _ in throw Unimplemented("IssueLockPinModelEnvironment.lockIssue") }
    public var unlockIssue: @Sendable (_ issueID: String) throws -> Void
        = { _ in throw Unimplemented("IssueLockPinModelEnvironment.unlockIssue") }
    public var pinIssue: @Sendable (_ issueID: String) throws -> Void
        = { _ in throw Unimplemented("IssueLockPinModelEnvironment.pinIssue") }
    public var unpinIssue: @Sendable (_ issueID: String) throws -> Void
        = { _ in throw Unimplemented("IssueLockPinModelEnvironment.unpinIssue") }
    public var bulk = BulkRunEnvironment.failing

    public init() {}

    public static var failing: IssueLockPinModelEnvironment { IssueLockPinModelEnvironment() }
}

extension IssueLockPinModelEnvironment {
    /// `repo`'s issues from `services` (a search gets its `repo:` qualifier here); questions on `io`'s terminal.
    static func bound(to services: ContainerEnvironment, repo: RepoRef, io: IO, style: TerminalStyle,
                      configuration: Configuration) -> IssueLockPinModelEnvironment {
        let gitHub = services.gitHub
        var environment = IssueLockPinModelEnvironment()
        environment.searchIssues = { query in try gitHub.searchIssues(query.restricted(to: repo)) }
        environment.getIssueTarget = { number in try gitHub.getIssueTarget(repo, number) }
        environment.lockIssue = gitHub.lockIssue
        environment.unlockIssue = gitHub.unlockIssue
        environment.pinIssue = gitHub.pinIssue
        environment.unpinIssue = gitHub.unpinIssue
        environment.bulk = .bound(to: services, io: io, style: style, configuration: configuration)
        return environment
    }
}
