/// What transferring an issue may call, each named as the `GitHubClient` operation it is, with the issue's
/// repository bound in.
public struct IssueTransferModelEnvironment: Sendable {
    public var getIssueTarget: @Sendable (_ number: Int) throws -> IssueTarget
    public var getRepositoryID: @Sendable (_ repo: RepoRef) throws -> String
    public var transferIssue: @Sendable (_ issueID: String, _ repositoryID: String) throws -> String

    public init(getIssueTarget: @escaping @Sendable (Int) throws -> IssueTarget,
                getRepositoryID: @escaping @Sendable (RepoRef) throws -> String,
                transferIssue: @escaping @Sendable (String, String) throws -> String) {
        self.getIssueTarget = getIssueTarget
        self.getRepositoryID = getRepositoryID
        self.transferIssue = transferIssue
    }

    /// Every closure throws "unimplemented: IssueTransferModelEnvironment.NAME".
    public static var failing: IssueTransferModelEnvironment {
        IssueTransferModelEnvironment(
            getIssueTarget: { _ in throw Unimplemented("IssueTransferModelEnvironment.getIssueTarget") },
            getRepositoryID: { _ in throw Unimplemented("IssueTransferModelEnvironment.getRepositoryID") },
            transferIssue: { _, _ in throw Unimplemented("IssueTransferModelEnvironment.transferIssue") })
    }

    /// `repo`'s issues from `services`.
    static func bound(to services: ContainerEnvironment, repo: RepoRef) -> IssueTransferModelEnvironment {
        let gitHub = services.gitHub
        return IssueTransferModelEnvironment(
            getIssueTarget: { number in try gitHub.getIssueTarget(repo, number) },
            getRepositoryID: gitHub.getRepositoryID,
            transferIssue: gitHub.transferIssue)
    }
}
