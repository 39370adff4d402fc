/// What transferring an issue may call, each named as the `GitHubClient` operation it is, with the issue's
/// repository bound in. Every closure starts out failing with "unimplemented: IssueTransferModelEnvironment.NAME"
/// (that is `.failing`); tests override what their case needs.
public struct IssueTransferModelEnvironment: Sendable {
    public var getIssueTarget: @Sendable (_ number: Int) throws -> IssueTarget
        = { _ in throw Unimplemented("IssueTransferModelEnvironment.getIssueTarget") }
    public var getRepositoryID: @Sendable (_ repo: RepoRef) throws -> String
        = { _ in throw Unimplemented("IssueTransferModelEnvironment.getRepositoryID") }
    public var transferIssue: @Sendable (_ issueID: String, _ repositoryID: String) throws -> String
        = { _, _ in throw Unimplemented("IssueTransferModelEnvironment.transferIssue") }

    public init() {}

    public static var failing: IssueTransferModelEnvironment { IssueTransferModelEnvironment() }
}

extension IssueTransferModelEnvironment {
    /// `repo`'s issues from `services`.
    static func bound(to services: ContainerEnvironment, repo: RepoRef) -> IssueTransferModelEnvironment {
        let gitHub = services.gitHub
        var environment = IssueTransferModelEnvironment()
        environment.getIssueTarget = { number in try gitHub.getIssueTarget(repo, number) }
        environment.getRepositoryID = gitHub.getRepositoryID
        environment.transferIssue = gitHub.transferIssue
        return environment
    }
}
