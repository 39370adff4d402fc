/// What `IssueStatusModel` may call, each named as the `GitHubClient` operation it is, with the repository
/// bound in.
public struct IssueStatusModelEnvironment: Sendable {
    public var viewerLogin: @Sendable () throws -> String
    public var getIssueStatus: @Sendable (IssueStatusQuery) throws -> IssueStatus

    public init(viewerLogin: @escaping @Sendable () throws -> String,
                getIssueStatus: @escaping @Sendable (IssueStatusQuery) throws -> IssueStatus) {
        self.viewerLogin = viewerLogin
        self.getIssueStatus = getIssueStatus
    }

    /// Every closure throws "unimplemented: IssueStatusModelEnvironment.NAME".
    public static var failing: IssueStatusModelEnvironment {
        IssueStatusModelEnvironment(
            viewerLogin: { throw Unimplemented("IssueStatusModelEnvironment.viewerLogin") },
            getIssueStatus: { _ in throw Unimplemented("IssueStatusModelEnvironment.getIssueStatus") })
    }

    /// `repo`'s issues from `services`.
    static func bound(to services: ContainerEnvironment, repo: RepoRef) -> IssueStatusModelEnvironment {
        let gitHub = services.gitHub
        return IssueStatusModelEnvironment(
            viewerLogin: gitHub.viewerLogin,
            getIssueStatus: { query in try gitHub.getIssueStatus(repo, query) })
    }
}
