/// What closing and reopening issues may call, each named as the `GitHubClient` operation it is, with the
/// repository already bound in; and how a run over several issues asks, waits and stops.
public struct IssueStateModelEnvironment: Sendable {
    /// The container adds the `repo:` qualifier.
    public var searchIssues: @Sendable (IssueSearchQuery) throws -> IssueSearchPage
    public var getIssueTarget: @Sendable (_ number: Int) throws -> IssueTarget
    public var lastViewerComment: @Sendable (_ number: Int) throws -> ViewerComment?
    public var addComment: @Sendable (_ subjectID: String, _ body: String) throws -> String
    public var closeIssue: @Sendable (IssueClosing) throws -> Void
    public var reopenIssue: @Sendable (_ issueID: String) throws -> Void
    public var bulk: BulkRunEnvironment

    public init(searchIssues: @escaping @Sendable (IssueSearchQuery) throws -> IssueSearchPage,
                getIssueTarget: @escaping @Sendable (Int) throws -> IssueTarget,
                lastViewerComment: @escaping @Sendable (Int) throws -> ViewerComment?,
                addComment: @escaping @Sendable (String, String) throws -> String,
                closeIssue: @escaping @Sendable (IssueClosing) throws -> Void,
                reopenIssue: @escaping @Sendable (String) throws -> Void,
                bulk: BulkRunEnvironment) {
        self.searchIssues = searchIssues
        self.getIssueTarget = getIssueTarget
        self.lastViewerComment = lastViewerComment
        self.addComment = addComment
        self.closeIssue = closeIssue
        self.reopenIssue = reopenIssue
        self.bulk = bulk
    }

    /// Every closure throws "unimplemented: IssueStateModelEnvironment.NAME": tests override what their case needs.
    public static var failing: IssueStateModelEnvironment {
        IssueStateModelEnvironment(
            searchIssues: { _ in throw Unimplemented("IssueStateModelEnvironment.searchIssues") },
            getIssueTarget: { _ in throw Unimplemented("IssueStateModelEnvironment.getIssueTarget") },
            lastViewerComment: { _ in throw Unimplemented("IssueStateModelEnvironment.lastViewerComment") },
            addComment: { _, _ in throw Unimplemented("IssueStateModelEnvironment.addComment") },
            closeIssue: { _ in throw Unimplemented("IssueStateModelEnvironment.closeIssue") },
            reopenIssue: { _ in throw Unimplemented("IssueStateModelEnvironment.reopenIssue") },
            bulk: .failing)
    }
}

extension IssueStateModelEnvironment {
    /// `repo`'s issues from `services`; questions on `io`'s terminal.
    static func bound(to services: ContainerEnvironment, repo: RepoRef, io: IO, style: TerminalStyle,
                      configuration: Configuration) -> IssueStateModelEnvironment {
        let gitHub = services.gitHub
        return IssueStateModelEnvironment(
            searchIssues: { query in try gitHub.searchIssues(query.restricted(to: repo)) },
            getIssueTarget: { number in try gitHub.getIssueTarget(repo, number) },
            lastViewerComment: { number in try gitHub.lastViewerComment(repo, number) },
            addComment: gitHub.addComment,
            closeIssue: gitHub.closeIssue,
            reopenIssue: gitHub.reopenIssue,
            bulk: .bound(to: services, io: io, style: style, configuration: configuration))
    }
}
