/// What `IssueStatusModel` may call, each named as the `GitHubClient` operation it is, with the repository
/// bound in by `bound(to:repo:)`. Every closure starts out failing with "unimplemented:
/// IssueStatusModelEnvironment.NAME" (that is `.failing`); tests override what their case needs.
public struct IssueStatusModelEnvironment: Sendable {
    public var viewerLogin: @Sendable () throws -> String = { throw Unimplemented("IssueStatusModelEnvironment.viewerLogin") }
    public var getIssueStatus: @Sendable (IssueStatusQuery) throws -> IssueStatus
        = { _ in throw Unimplemented("IssueStatusModelEnvironment.getIssueStatus") }

    public init() {}

    public static var failing: IssueStatusModelEnvironment { IssueStatusModelEnvironment() }

    /// `repo`'s issues from `services`.
    static func bound(to services: ContainerEnvironment, repo: RepoRef) -> IssueStatusModelEnvironment {
        let gitHub = services.gitHub
        var environment = IssueStatusModelEnvironment()
        environment.viewerLogin = gitHub.viewerLogin
        environment.getIssueStatus = { query in try gitHub.getIssueStatus(repo, query) }
        return environment
    }
}
