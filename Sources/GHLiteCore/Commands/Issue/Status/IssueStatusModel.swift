/// The signed-in user's open issues in one repository (bound into the environment), as gh's `issue status`
/// finds them: who the user is, then one request for the three lists.
public struct IssueStatusModel: Sendable {
    public var environment: IssueStatusModelEnvironment

    public init(environment: IssueStatusModelEnvironment) {
        self.environment = environment
    }

    /// Bodies and comments come only when asked for (`--json body`, `--json comments`).
    public func status(includeBody: Bool = false, includeComments: Bool = false) throws -> IssueStatus {
        let viewer = try environment.viewerLogin()
        let status = try environment.getIssueStatus(
            IssueStatusQuery(viewer: viewer, includeBody: includeBody, includeComments: includeComments))
        guard status.hasIssuesEnabled else { throw IssueLookupError.issuesDisabled }
        return status
    }
}
