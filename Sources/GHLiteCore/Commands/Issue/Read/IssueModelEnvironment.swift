/// All `IssueModel` may do, each closure already bound to one repository by `bound(to:repo:configuration:mirror:)`. Every
/// closure starts out failing with "unimplemented: IssueModelEnvironment.NAME" (that is `.failing`); tests override
/// what their case needs.
public struct IssueModelEnvironment: Sendable {
    /// Issues only, with their total, from the GraphQL API.
    public var listRepositoryIssues: @Sendable (IssueConnectionQuery) throws -> IssueConnectionPage
        = { _ in throw Unimplemented("IssueModelEnvironment.listRepositoryIssues") }
    /// A cold list of more than a page from REST's pages side by side; nil when they are not proven exact.
    public var listNewestIssues: @Sendable (NewestIssuesQuery) throws -> NewestIssues?
        = { _ in throw Unimplemented("IssueModelEnvironment.listNewestIssues") }
    /// Within the repository: `bound` adds the `repo:` qualifier.
    public var searchIssues: @Sendable (IssueSearchQuery) throws -> IssueSearchPage
        = { _ in throw Unimplemented("IssueModelEnvironment.searchIssues") }
    public var getIssue: @Sendable (_ number: Int) throws -> Issue
        = { _ in throw Unimplemented("IssueModelEnvironment.getIssue") }
    public var getIssueLinks: @Sendable (_ number: Int, _ dependencies: Bool) throws -> IssueLinks
        = { _, _ in throw Unimplemented("IssueModelEnvironment.getIssueLinks") }
    /// `--json`'s GraphQL-only parts of up to 100 issues, by number.
    public var getIssueExtras: @Sendable (_ numbers: [Int], Set<IssueExtras.Part>) throws -> [Int: IssueExtras]
        = { _, _ in throw Unimplemented("IssueModelEnvironment.getIssueExtras") }
    /// The issue with its first 100 comments, reactions, type and links in one request; nil where that cannot be.
    public var getIssueWithComments: @Sendable (_ number: Int) throws -> Issue?
        = { _ in throw Unimplemented("IssueModelEnvironment.getIssueWithComments") }
    public var listIssueComments: @Sendable (_ number: Int, IssueCommentsQuery) throws -> IssueCommentsPage
        = { _, _ in throw Unimplemented("IssueModelEnvironment.listIssueComments") }
    /// What REST's comments lack of gh's `--json comments`, by node id.
    public var getCommentViewerDetails: @Sendable (_ ids: [String]) throws -> [String: CommentViewerDetails]
        = { _ in throw Unimplemented("IssueModelEnvironment.getCommentViewerDetails") }
    public var listMilestones: @Sendable (MilestonesQuery) throws -> MilestonesPage
        = { _ in throw Unimplemented("IssueModelEnvironment.listMilestones") }
    public var viewerLogin: @Sendable () throws -> String = { throw Unimplemented("IssueModelEnvironment.viewerLogin") }
    /// Opens a page of the repository (`issues`, `issues/7`, `issues?q=...`) in the browser; returns its URL.
    public var openInBrowser: @Sendable (_ path: String) throws -> String
        = { _ in throw Unimplemented("IssueModelEnvironment.openInBrowser") }
    /// Brings the repository's mirror up to date (`progress` hears how many issues a full list fetched) and says
    /// what it holds, or nil when the repository has none or it is bypassed: lists then ask GitHub as they always did.
    public var refreshMirror: @Sendable (_ progress: (Int) throws -> Void) throws -> MirrorRefresh?
        = { _ in throw Unimplemented("IssueModelEnvironment.refreshMirror") }
    /// Notes, for the mirror, how many issues the repository has in all after a list succeeded; never fails the
    /// command. Nil when mirrors are bypassed (`--no-cache`): the count is then not asked for.
    public var noteListed: (@Sendable (_ issueCount: Int) -> Void)?
    /// Keeps the comments `issue view` fetched in the mirror; never fails the command: returns why they could not be
    /// written, or nil.
    public var keepComments: @Sendable (_ issue: Issue, _ comments: [IssueComment]) -> String?
        = { _, _ in Unimplemented("IssueModelEnvironment.keepComments").description }
    /// Keeps the links `issue view` read in the mirror; never fails the command: returns why they could not be
    /// written, or nil.
    public var keepLinks: @Sendable (_ issue: Issue) -> String?
        = { _ in Unimplemented("IssueModelEnvironment.keepLinks").description }
    /// The numbers of the mirrored issues `selection` picks, in order, asking GitHub nothing; nil with no mirror.
    public var selectMirrored: @Sendable (MirrorSelection) throws -> MirrorSelection.Result?
        = { _ in throw Unimplemented("IssueModelEnvironment.selectMirrored") }
    /// The mirrored issues with these numbers, in that order.
    public var mirroredIssues: @Sendable (_ numbers: [Int]) throws -> [Issue]
        = { _ in throw Unimplemented("IssueModelEnvironment.mirroredIssues") }
    /// `mirroredIssues`, or nil when a record among them cannot be read, which is then neither said nor marked.
    public var readableMirroredIssues: @Sendable (_ numbers: [Int]) throws -> [Issue]?
        = { _ in throw Unimplemented("IssueModelEnvironment.readableMirroredIssues") }
    /// Where the mirror is read while GitHub is asked what changed.
    public var beside: Beside = .inline
    /// The signed-in account's outbox entries for this repository; none when it cannot be read (a list never fails
    /// for it).
    /// An empty list narrowed by labels or an assignee: the names checked, as create and edit check them.
    public var lookUpRepository: @Sendable (RepositoryLookupQuery) throws -> RepositoryLookup
        = { _ in throw Unimplemented("IssueModelEnvironment.lookUpRepository") }
    /// An empty list narrowed by a type: the owner's types.
    public var lookUpIssueTypes: @Sendable () throws -> IssueLinkLookup
        = { throw Unimplemented("IssueModelEnvironment.lookUpIssueTypes") }
    public var pendingChanges: @Sendable () -> PendingChanges
        = {
            _ = Unimplemented("IssueModelEnvironment.pendingChanges")
            return .none
        }

    public init() {}

    public static var failing: IssueModelEnvironment { IssueModelEnvironment() }
}

extension IssueModelEnvironment {
    /// `repo`'s issues from `services`, through `mirror` when there is one; web pages on `host`.
    static func bound(to services: ContainerEnvironment, repo: RepoRef, configuration: Configuration,
                      mirror: MirrorAccess?) -> IssueModelEnvironment {
        let host = configuration.host
        let gitHub = services.gitHub
        let browser = services.browser
        let webURL = repo.webURL(host: host) + "/"
        var environment = IssueModelEnvironment()
        environment.listRepositoryIssues = { query in try gitHub.listRepositoryIssues(repo, query) }
        environment.listNewestIssues = { query in try gitHub.listNewestIssues(repo, query) }
        environment.searchIssues = { query in try gitHub.searchIssues(query.restricted(to: repo)) }
        environment.getIssue = { number in try gitHub.getIssue(repo, number) }
        environment.getIssueLinks = { number, dependencies in try gitHub.getIssueLinks(repo, number, dependencies) }
        environment.getIssueExtras = { numbers, parts in try gitHub.getIssueExtras(repo, numbers, parts) }
        environment.getIssueWithComments = { number in try gitHub.getIssueWithComments(repo, number) }
        environment.listIssueComments = { number, query in try gitHub.listIssueComments(repo, number, query) }
        environment.getCommentViewerDetails = gitHub.getCommentViewerDetails
        environment.listMilestones = { query in try gitHub.listMilestones(repo, query) }
        environment.viewerLogin = gitHub.viewerLogin
        environment.lookUpRepository = { query in try gitHub.lookUpRepository(repo, query) }
        environment.lookUpIssueTypes = { try gitHub.lookUpIssueLinks(repo, [], false) }
        environment.openInBrowser = { path in
            try browser.open(webURL + path)
            return webURL + path
        }
        environment.refreshMirror = { progress in
            guard let mirror else { return nil }
            let model = MirrorRefreshModel(environment: .bound(to: services, store: mirror.store, key: mirror.key))
            return try model.refreshIfMirrored(progress: progress)
        }
        if let mirror {
            environment.noteListed = { count in try? mirror.store.noteListed(mirror.key(), count) }
        }
        environment.keepComments = { issue, comments in
            guard let mirror else { return nil }
            return MirrorAccess.failure(of: { try mirror.store.saveComments(mirror.key(), issue.number, issue.updatedAt, comments) })
        }
        environment.keepLinks = { issue in
            guard let mirror, let links = issue.links else { return nil }
            return MirrorAccess.failure(of: { try mirror.store.saveLinks(mirror.key(), issue.number, links) })
        }
        environment.beside = services.beside
        environment.selectMirrored = { selection in try mirror.flatMap { try $0.store.select($0.key(), selection) } }
        environment.mirroredIssues = { numbers in try mirror.map { try $0.store.issues($0.key(), numbers) } ?? [] }
        environment.readableMirroredIssues = { numbers in
            try mirror.flatMap { try $0.store.readableIssues($0.key(), numbers) }
        }
        environment.pendingChanges = {
            let entries = try? services.outbox.entries(of: OutboxAccount.signedIn(services: services,
                                                                                  configuration: configuration))
            return PendingChanges(entries ?? [], repository: repo)
        }
        return environment
    }
}
