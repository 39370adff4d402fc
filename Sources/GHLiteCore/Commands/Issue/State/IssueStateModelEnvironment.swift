/// What closing and reopening issues may call, each named as the `GitHubClient` operation it is, with the
/// repository bound in by `bound(to:repo:...)`; and how a run over several issues asks, waits and stops. Every
/// closure starts out failing with "unimplemented: IssueStateModelEnvironment.NAME" (that is `.failing`); tests
/// override what their case needs.
public struct IssueStateModelEnvironment: Sendable {
    public var searchIssues: @Sendable (IssueSearchQuery) throws -> IssueSearchPage
        = { _ in throw Unimplemented("IssueStateModelEnvironment.searchIssues") }
    public var getIssueTarget: @Sendable (_ number: Int) throws -> IssueTarget
        = { _ in throw Unimplemented("IssueStateModelEnvironment.getIssueTarget") }
    /// Search hits by node id, where they are now (a search's hits, checked before they are written to).
    public var getIssueTargetsByID: @Sendable (_ ids: [String]) throws -> [String: IssueTarget]
        = { _ in throw Unimplemented("IssueStateModelEnvironment.getIssueTargetsByID") }
    public var getIssueTargetWithNewestComment: @Sendable (_ number: Int) throws -> (IssueTarget, NewestComment?)
        = { _ in throw Unimplemented("IssueStateModelEnvironment.getIssueTargetWithNewestComment") }
    public var addComment: @Sendable (_ subjectID: String, _ body: String) throws -> String
        = { _, _ in throw Unimplemented("IssueStateModelEnvironment.addComment") }
    public var commentAndWriteIssueState: @Sendable (_ body: String, _ write: IssueStateWrite) throws -> CommentedStateOutcome
        = { _, _ in throw Unimplemented("IssueStateModelEnvironment.commentAndWriteIssueState") }
    public var closeIssue: @Sendable (IssueClosing) throws -> Void
        = { _ in throw Unimplemented("IssueStateModelEnvironment.closeIssue") }
    public var reopenIssue: @Sendable (_ issueID: String) throws -> Void
        = { _ in throw Unimplemented("IssueStateModelEnvironment.reopenIssue") }
    public var bulk = BulkRunEnvironment.failing

    public init() {}

    public static var failing: IssueStateModelEnvironment { IssueStateModelEnvironment() }
}

extension IssueStateModelEnvironment {
    /// `repo`'s issues from `services` (a search gets its `repo:` qualifier here); questions on `io`'s terminal.
    static func bound(to services: ContainerEnvironment, repo: RepoRef, io: IO, style: TerminalStyle,
                      configuration: Configuration) -> IssueStateModelEnvironment {
        let gitHub = services.gitHub
        var environment = IssueStateModelEnvironment()
        environment.searchIssues = { query in try gitHub.searchIssues(query.restricted(to: repo)) }
        environment.getIssueTarget = { number in try gitHub.getIssueTarget(repo, number) }
        environment.getIssueTargetsByID = gitHub.getIssueTargetsByID
        environment.getIssueTargetWithNewestComment = { number in try gitHub.getIssueTargetWithNewestComment(repo, number) }
        environment.addComment = gitHub.addComment
        environment.commentAndWriteIssueState = gitHub.commentAndWriteIssueState
        environment.closeIssue = gitHub.closeIssue
        environment.reopenIssue = gitHub.reopenIssue
        environment.bulk = .bound(to: services, io: io, style: style, configuration: configuration)
        return environment
    }
}
