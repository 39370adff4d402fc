/// All `SyncModel` may do, with the signed-in account's outbox bound in by the container.
public struct SyncModelEnvironment: Sendable {
    /// Reads and changes the outbox under its lock (see `OutboxStore.update`).
    public var updateOutbox: @Sendable (_ change: (inout OutboxContents) throws -> Void) throws -> Void
    /// Runs the sending under the outbox's send lock, so two syncs never send side by side.
    public var whileSending: @Sendable (_ body: () throws -> Void) throws -> Void
    /// Runs the send of one entry, or a discard, under the outbox's entry lock (see `OutboxStore.withEntryLock`).
    public var withEntryLock: @Sendable (_ body: () throws -> Void) throws -> Void
    public var now: @Sendable () throws -> Date
    public var viewerLogin: @Sendable () throws -> String
    public var listRepositoryIssues: @Sendable (_ repo: RepoRef, _ query: IssueConnectionQuery) throws -> IssueConnectionPage
    public var createIssue: @Sendable (_ repo: RepoRef, _ request: NewIssueRequest) throws -> CreatedIssue
    /// The lists a queued issue's names (kept as typed) are checked against before it is sent.
    public var listLabels: @Sendable (_ repo: RepoRef) throws -> [Label]
    public var listAssignees: @Sendable (_ repo: RepoRef) throws -> [String]
    public var listMilestones: @Sendable (_ repo: RepoRef) throws -> [Milestone]
    public var getIssueTarget: @Sendable (_ repo: RepoRef, _ number: Int) throws -> IssueTarget
    public var lastViewerComment: @Sendable (_ repo: RepoRef, _ number: Int) throws -> ViewerComment?
    public var addComment: @Sendable (_ subjectID: String, _ body: String) throws -> String
    public var closeIssue: @Sendable (_ closing: IssueClosing) throws -> Void
    public var reopenIssue: @Sendable (_ issueID: String) throws -> Void
    /// Waits between two writes (the clock's sleep).
    public var sleep: @Sendable (_ seconds: Double) throws -> Void
    /// The least seconds between two writes, as in the many-issue runs (`GH_LITE_WRITE_INTERVAL_MS`).
    public var writeInterval: Double

    public init(updateOutbox: @escaping @Sendable ((inout OutboxContents) throws -> Void) throws -> Void,
                whileSending: @escaping @Sendable (() throws -> Void) throws -> Void,
                withEntryLock: @escaping @Sendable (() throws -> Void) throws -> Void,
                now: @escaping @Sendable () throws -> Date,
                viewerLogin: @escaping @Sendable () throws -> String,
                listRepositoryIssues: @escaping @Sendable (RepoRef, IssueConnectionQuery) throws -> IssueConnectionPage,
                createIssue: @escaping @Sendable (RepoRef, NewIssueRequest) throws -> CreatedIssue,
                listLabels: @escaping @Sendable (RepoRef) throws -> [Label],
                listAssignees: @escaping @Sendable (RepoRef) throws -> [String],
                listMilestones: @escaping @Sendable (RepoRef) throws -> [Milestone],
                getIssueTarget: @escaping @Sendable (RepoRef, Int) throws -> IssueTarget,
                lastViewerComment: @escaping @Sendable (RepoRef, Int) throws -> ViewerComment?,
                addComment: @escaping @Sendable (String, String) throws -> String,
                closeIssue: @escaping @Sendable (IssueClosing) throws -> Void,
                reopenIssue: @escaping @Sendable (String) throws -> Void,
                sleep: @escaping @Sendable (Double) throws -> Void,
                writeInterval: Double) {
        self.updateOutbox = updateOutbox
        self.whileSending = whileSending
        self.withEntryLock = withEntryLock
        self.now = now
        self.viewerLogin = viewerLogin
        self.listRepositoryIssues = listRepositoryIssues
        self.createIssue = createIssue
        self.listLabels = listLabels
        self.listAssignees = listAssignees
        self.listMilestones = listMilestones
        self.getIssueTarget = getIssueTarget
        self.lastViewerComment = lastViewerComment
        self.addComment = addComment
        self.closeIssue = closeIssue
        self.reopenIssue = reopenIssue
        self.sleep = sleep
        self.writeInterval = writeInterval
    }

    /// Every closure throws "unimplemented: SyncModelEnvironment.NAME"; tests override what they use.
    public static var failing: SyncModelEnvironment {
        @Sendable func fail(_ name: String) -> Unimplemented { Unimplemented("SyncModelEnvironment.\(name)") }
        return SyncModelEnvironment(
            updateOutbox: { _ in throw fail("updateOutbox") }, whileSending: { _ in throw fail("whileSending") },
            withEntryLock: { _ in throw fail("withEntryLock") },
            now: { throw fail("now") }, viewerLogin: { throw fail("viewerLogin") },
            listRepositoryIssues: { _, _ in throw fail("listRepositoryIssues") },
            createIssue: { _, _ in throw fail("createIssue") }, listLabels: { _ in throw fail("listLabels") },
            listAssignees: { _ in throw fail("listAssignees") }, listMilestones: { _ in throw fail("listMilestones") },
            getIssueTarget: { _, _ in throw fail("getIssueTarget") },
            lastViewerComment: { _, _ in throw fail("lastViewerComment") }, addComment: { _, _ in throw fail("addComment") },
            closeIssue: { _ in throw fail("closeIssue") }, reopenIssue: { _ in throw fail("reopenIssue") },
            sleep: { _ in throw fail("sleep") }, writeInterval: 1)
    }

    /// The signed-in account's outbox (not signed in: exit 4) and GitHub.
    static func bound(to services: ContainerEnvironment, configuration: Configuration) throws -> SyncModelEnvironment {
        let account = try OutboxAccount.signedIn(services: services, configuration: configuration)
        let outbox = services.outbox
        let gitHub = services.gitHub
        return SyncModelEnvironment(
            updateOutbox: { change in try outbox.update(account, change) },
            whileSending: { body in try outbox.whileSending(account, body) },
            withEntryLock: { body in try outbox.withEntryLock(account, body) },
            now: services.clock.now, viewerLogin: gitHub.viewerLogin,
            listRepositoryIssues: gitHub.listRepositoryIssues, createIssue: gitHub.createIssue,
            listLabels: gitHub.listLabels, listAssignees: gitHub.listAssignees,
            listMilestones: { repo in try RepositoryLists(gitHub: gitHub, repo: repo, runCache: RunCache()).milestones(.all) },
            getIssueTarget: gitHub.getIssueTarget, lastViewerComment: gitHub.lastViewerComment,
            addComment: gitHub.addComment, closeIssue: gitHub.closeIssue, reopenIssue: gitHub.reopenIssue,
            sleep: services.clock.sleep, writeInterval: configuration.writeInterval)
    }
}
