/// All `IssueModel` may do, each closure already bound to one repository by the container.
public struct IssueModelEnvironment: Sendable {
    public var requestIssues: @Sendable (IssuesQuery) throws -> IssuesPage
    /// Issues only, with their total, from the GraphQL API.
    public var requestIssueConnection: @Sendable (IssueConnectionQuery) throws -> IssueConnectionPage
    /// The container adds the `repo:` qualifier.
    public var searchIssues: @Sendable (IssueSearchQuery) throws -> IssueSearchPage
    public var requestIssue: @Sendable (_ number: Int) throws -> Issue
    public var requestComments: @Sendable (_ number: Int, IssueCommentsQuery) throws -> IssueCommentsPage
    public var requestMilestones: @Sendable (MilestonesQuery) throws -> MilestonesPage
    public var requestViewerLogin: @Sendable () throws -> String
    /// Opens a page of the repository (`issues`, `issues/7`, `issues?q=...`) in the browser; returns its URL.
    public var openInBrowser: @Sendable (_ path: String) throws -> String

    public init(requestIssues: @escaping @Sendable (IssuesQuery) throws -> IssuesPage,
                requestIssueConnection: @escaping @Sendable (IssueConnectionQuery) throws -> IssueConnectionPage,
                searchIssues: @escaping @Sendable (IssueSearchQuery) throws -> IssueSearchPage,
                requestIssue: @escaping @Sendable (Int) throws -> Issue,
                requestComments: @escaping @Sendable (Int, IssueCommentsQuery) throws -> IssueCommentsPage,
                requestMilestones: @escaping @Sendable (MilestonesQuery) throws -> MilestonesPage,
                requestViewerLogin: @escaping @Sendable () throws -> String,
                openInBrowser: @escaping @Sendable (String) throws -> String) {
        self.requestIssues = requestIssues
        self.requestIssueConnection = requestIssueConnection
        self.searchIssues = searchIssues
        self.requestIssue = requestIssue
        self.requestComments = requestComments
        self.requestMilestones = requestMilestones
        self.requestViewerLogin = requestViewerLogin
        self.openInBrowser = openInBrowser
    }

    /// Every closure throws "unimplemented: IssueModelEnvironment.NAME": tests override what their case needs.
    public static var failing: IssueModelEnvironment {
        IssueModelEnvironment(
            requestIssues: { _ in throw Unimplemented("IssueModelEnvironment.requestIssues") },
            requestIssueConnection: { _ in throw Unimplemented("IssueModelEnvironment.requestIssueConnection") },
            searchIssues: { _ in throw Unimplemented("IssueModelEnvironment.searchIssues") },
            requestIssue: { _ in throw Unimplemented("IssueModelEnvironment.requestIssue") },
            requestComments: { _, _ in throw Unimplemented("IssueModelEnvironment.requestComments") },
            requestMilestones: { _ in throw Unimplemented("IssueModelEnvironment.requestMilestones") },
            requestViewerLogin: { throw Unimplemented("IssueModelEnvironment.requestViewerLogin") },
            openInBrowser: { _ in throw Unimplemented("IssueModelEnvironment.openInBrowser") })
    }
}
