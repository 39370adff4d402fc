/// All `IssueModel` may do, each closure already bound to one repository by the container.
public struct IssueModelEnvironment: Sendable {
    public var listIssues: @Sendable (IssuesQuery) throws -> IssuesPage
    /// Issues only, with their total, from the GraphQL API.
    public var listRepositoryIssues: @Sendable (IssueConnectionQuery) throws -> IssueConnectionPage
    /// The container adds the `repo:` qualifier.
    public var searchIssues: @Sendable (IssueSearchQuery) throws -> IssueSearchPage
    public var getIssue: @Sendable (_ number: Int) throws -> Issue
    public var listIssueComments: @Sendable (_ number: Int, IssueCommentsQuery) throws -> IssueCommentsPage
    public var listMilestones: @Sendable (MilestonesQuery) throws -> MilestonesPage
    public var viewerLogin: @Sendable () throws -> String
    /// Opens a page of the repository (`issues`, `issues/7`, `issues?q=...`) in the browser; returns its URL.
    public var openInBrowser: @Sendable (_ path: String) throws -> String
    /// Brings the repository's mirror up to date (`progress` hears how many issues a full list fetched) and says
    /// what it holds, or nil when the repository has none or it is bypassed: lists then ask GitHub as they always did.
    public var refreshMirror: @Sendable (_ progress: (Int) throws -> Void) throws -> MirrorState?
    /// Keeps the comments `issue view` fetched in the mirror; never fails the command.
    public var keepComments: @Sendable (_ issue: Issue, _ comments: [IssueComment]) -> Void
    /// The numbers of the mirrored issues `selection` picks, in order, asking GitHub nothing; nil with no mirror.
    public var selectMirrored: @Sendable (MirrorSelection) throws -> MirrorSelection.Result?
    /// The mirrored issues with these numbers, in that order.
    public var mirroredIssues: @Sendable (_ numbers: [Int]) throws -> [Issue]

    public init(listIssues: @escaping @Sendable (IssuesQuery) throws -> IssuesPage,
                listRepositoryIssues: @escaping @Sendable (IssueConnectionQuery) throws -> IssueConnectionPage,
                searchIssues: @escaping @Sendable (IssueSearchQuery) throws -> IssueSearchPage,
                getIssue: @escaping @Sendable (Int) throws -> Issue,
                listIssueComments: @escaping @Sendable (Int, IssueCommentsQuery) throws -> IssueCommentsPage,
                listMilestones: @escaping @Sendable (MilestonesQuery) throws -> MilestonesPage,
                viewerLogin: @escaping @Sendable () throws -> String,
                openInBrowser: @escaping @Sendable (String) throws -> String,
                refreshMirror: @escaping @Sendable ((Int) throws -> Void) throws -> MirrorState? = { _ in nil },
                keepComments: @escaping @Sendable (Issue, [IssueComment]) -> Void = { _, _ in },
                selectMirrored: @escaping @Sendable (MirrorSelection) throws -> MirrorSelection.Result? = { _ in nil },
                mirroredIssues: @escaping @Sendable ([Int]) throws -> [Issue] = { _ in [] }) {
        self.listIssues = listIssues
        self.listRepositoryIssues = listRepositoryIssues
        self.searchIssues = searchIssues
        self.getIssue = getIssue
        self.listIssueComments = listIssueComments
        self.listMilestones = listMilestones
        self.viewerLogin = viewerLogin
        self.openInBrowser = openInBrowser
        self.refreshMirror = refreshMirror
        self.keepComments = keepComments
        self.selectMirrored = selectMirrored
        self.mirroredIssues = mirroredIssues
    }

    /// Every closure throws "unimplemented: IssueModelEnvironment.NAME": tests override what their case needs.
    public static var failing: IssueModelEnvironment {
        IssueModelEnvironment(
            listIssues: { _ in throw Unimplemented("IssueModelEnvironment.listIssues") },
            listRepositoryIssues: { _ in throw Unimplemented("IssueModelEnvironment.listRepositoryIssues") },
            searchIssues: { _ in throw Unimplemented("IssueModelEnvironment.searchIssues") },
            getIssue: { _ in throw Unimplemented("IssueModelEnvironment.getIssue") },
            listIssueComments: { _, _ in throw Unimplemented("IssueModelEnvironment.listIssueComments") },
            listMilestones: { _ in throw Unimplemented("IssueModelEnvironment.listMilestones") },
            viewerLogin: { throw Unimplemented("IssueModelEnvironment.viewerLogin") },
            openInBrowser: { _ in throw Unimplemented("IssueModelEnvironment.openInBrowser") })
    }
}

extension IssueModelEnvironment {
    /// `repo`'s issues from `services`, through `mirror` when there is one; web pages on `host`.
    static func bound(to services: ContainerEnvironment, repo: RepoRef, host: String,
                      mirror: MirrorAccess?) -> IssueModelEnvironment {
        let gitHub = services.gitHub
        let browser = services.browser
        let webURL = repo.webURL(host: host) + "/"
        return IssueModelEnvironment(
            listIssues: { query in try gitHub.listIssues(repo, query) },
            listRepositoryIssues: { query in try gitHub.listRepositoryIssues(repo, query) },
            searchIssues: { query in try gitHub.searchIssues(query.restricted(to: repo)) },
            getIssue: { number in try gitHub.getIssue(repo, number) },
            listIssueComments: { number, query in try gitHub.listIssueComments(repo, number, query) },
            listMilestones: { query in try gitHub.listMilestones(repo, query) },
            viewerLogin: gitHub.viewerLogin,
            openInBrowser: { path in
                try browser.open(webURL + path)
                return webURL + path
            },
            refreshMirror: { progress in
                guard let mirror else { return nil }
                let model = MirrorRefreshModel(environment: .bound(to: services, store: mirror.store, key: mirror.key))
                return try model.refreshIfMirrored(progress: progress)
            },
            keepComments: { issue, comments in
                guard let mirror else { return }
                try? mirror.store.saveComments(mirror.key(), issue.number, issue.updatedAt, comments)
            },
            selectMirrored: { selection in try mirror.flatMap { try $0.store.select($0.key(), selection) } },
            mirroredIssues: { numbers in try mirror.map { try $0.store.issues($0.key(), numbers) } ?? [] })
    }
}
