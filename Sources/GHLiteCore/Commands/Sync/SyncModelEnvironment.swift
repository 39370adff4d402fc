/// All `SyncModel` may do, with the signed-in account's outbox bound in by `bound(to:configuration:)`. Every closure
/// starts out throwing "unimplemented: SyncModelEnvironment.NAME" (that is `.failing`); tests override what they use.
public struct SyncModelEnvironment: Sendable {
    /// Reads and changes the outbox under its lock (see `OutboxStore.update`).
    public var updateOutbox: @Sendable (_ change: (inout OutboxContents) throws -> Void) throws -> Void
        = { _ in throw Unimplemented("SyncModelEnvironment.updateOutbox") }
    /// Runs the sending under the outbox's send lock, so two syncs never send side by side.
    public var whileSending: @Sendable (_ body: () throws -> Void) throws -> Void
        = { _ in throw Unimplemented("SyncModelEnvironment.whileSending") }
    /// Runs the send of one entry, or a discard, under the outbox's entry lock (see `OutboxStore.withEntryLock`).
    public var withEntryLock: @Sendable (_ body: () throws -> Void) throws -> Void
        = { _ in throw Unimplemented("SyncModelEnvironment.withEntryLock") }
    public var now: @Sendable () throws -> Date
        = { throw Unimplemented("SyncModelEnvironment.now") }
    public var viewerLogin: @Sendable () throws -> String
        = { throw Unimplemented("SyncModelEnvironment.viewerLogin") }
    public var listRepositoryIssues: @Sendable (_ repo: RepoRef, _ query: IssueConnectionQuery) throws -> IssueConnectionPage
        = { _, _ in throw Unimplemented("SyncModelEnvironment.listRepositoryIssues") }
    public var createIssue: @Sendable (_ repo: RepoRef, _ request: NewIssueRequest) throws -> CreatedIssue
        = { _, _ in throw Unimplemented("SyncModelEnvironment.createIssue") }
    /// The lists a queued issue's names (kept as typed) are checked against before it is sent (and the login, for
    /// `@me`), in one request.
    public var lookUpRepository: @Sendable (_ repo: RepoRef, RepositoryLookupQuery) throws -> RepositoryLookup
        = { _, _ in throw Unimplemented("SyncModelEnvironment.lookUpRepository") }
    public var getIssueTarget: @Sendable (_ repo: RepoRef, _ number: Int) throws -> IssueTarget
        = { _, _ in throw Unimplemented("SyncModelEnvironment.getIssueTarget") }
    public var lastViewerComment: @Sendable (_ repo: RepoRef, _ number: Int) throws -> ViewerComment?
        = { _, _ in throw Unimplemented("SyncModelEnvironment.lastViewerComment") }
    public var addComment: @Sendable (_ subjectID: String, _ body: String) throws -> String
        = { _, _ in throw Unimplemented("SyncModelEnvironment.addComment") }
    public var closeIssue: @Sendable (_ closing: IssueClosing) throws -> Void
        = { _ in throw Unimplemented("SyncModelEnvironment.closeIssue") }
    public var reopenIssue: @Sendable (_ issueID: String) throws -> Void
        = { _ in throw Unimplemented("SyncModelEnvironment.reopenIssue") }
    public var lockIssue: @Sendable (_ issueID: String, _ reason: IssueLockReason?) throws -> Void
        = { _, _ in throw Unimplemented("SyncModelEnvironment.lockIssue") }
    public var unlockIssue: @Sendable (_ issueID: String) throws -> Void
        = { _ in throw Unimplemented("SyncModelEnvironment.unlockIssue") }
    public var pinIssue: @Sendable (_ issueID: String) throws -> Void
        = { _ in throw Unimplemented("SyncModelEnvironment.pinIssue") }
    public var unpinIssue: @Sendable (_ issueID: String) throws -> Void
        = { _ in throw Unimplemented("SyncModelEnvironment.unpinIssue") }
    /// A queued edit: the issue as GitHub has it now, then only the writes that make it as asked.
    public var getIssue: @Sendable (_ repo: RepoRef, _ number: Int) throws -> Issue
        = { _, _ in throw Unimplemented("SyncModelEnvironment.getIssue") }
    /// A queued edit's changes to one issue as one GraphQL document, sent once.
    public var editIssue: @Sendable (IssueEditMutations) throws -> IssueEditAnswer
        = { _ in throw Unimplemented("SyncModelEnvironment.editIssue") }
    /// The owner's types and the issues named, with their links (`dependencies`: their blockers too).
    public var lookUpIssueLinks: @Sendable (_ repo: RepoRef, _ issues: [IssueLinkReference], _ dependencies: Bool) throws
        -> IssueLinkLookup = { _, _, _ in throw Unimplemented("SyncModelEnvironment.lookUpIssueLinks") }
    /// A queued label write: the labels matching its name first (GitHub's search), then the one write.
    public var listRepositoryLabels: @Sendable (_ repo: RepoRef, _ query: LabelConnectionQuery) throws -> LabelConnectionPage
        = { _, _ in throw Unimplemented("SyncModelEnvironment.listRepositoryLabels") }
    public var createLabel: @Sendable (_ repo: RepoRef, _ fields: LabelFields) throws -> Void
        = { _, _ in throw Unimplemented("SyncModelEnvironment.createLabel") }
    public var updateLabel: @Sendable (_ repo: RepoRef, _ name: String, _ fields: LabelFields) throws -> Void
        = { _, _, _ in throw Unimplemented("SyncModelEnvironment.updateLabel") }
    public var deleteLabel: @Sendable (_ repo: RepoRef, _ name: String) throws -> Void
        = { _, _ in throw Unimplemented("SyncModelEnvironment.deleteLabel") }
    /// A queued milestone write: every milestone first, then the one write.
    public var listMilestones: @Sendable (_ repo: RepoRef, _ query: MilestonesQuery) throws -> MilestonesPage
        = { _, _ in throw Unimplemented("SyncModelEnvironment.listMilestones") }
    public var createMilestone: @Sendable (_ repo: RepoRef, _ fields: MilestoneFields) throws -> Milestone
        = { _, _ in throw Unimplemented("SyncModelEnvironment.createMilestone") }
    public var updateMilestone: @Sendable (_ repo: RepoRef, _ number: Int, _ fields: MilestoneFields) throws -> Milestone
        = { _, _, _ in throw Unimplemented("SyncModelEnvironment.updateMilestone") }
    public var deleteMilestone: @Sendable (_ repo: RepoRef, _ number: Int) throws -> Void
        = { _, _ in throw Unimplemented("SyncModelEnvironment.deleteMilestone") }
    /// The configured GitHub host (`github.com`, or an Enterprise server's).
    public var host = "github.com"
    /// Waits between two writes (the clock's sleep).
    public var sleep: @Sendable (_ seconds: Double) throws -> Void
        = { _ in throw Unimplemented("SyncModelEnvironment.sleep") }
    /// The least seconds between two writes, as in the many-issue runs (`GH_LITE_WRITE_INTERVAL_MS`).
    public var writeInterval: Double = 1

    public init() {}

    public static var failing: SyncModelEnvironment { SyncModelEnvironment() }

    /// The signed-in account's outbox (not signed in: exit 4) and GitHub.
    static func bound(to services: ContainerEnvironment, configuration: Configuration) throws -> SyncModelEnvironment {
        let account = try OutboxAccount.signedIn(services: services, configuration: configuration)
        let outbox = services.outbox
        let gitHub = services.gitHub
        var environment = SyncModelEnvironment()
        environment.updateOutbox = { change in try outbox.update(account, change) }
        environment.whileSending = { body in try outbox.whileSending(account, body) }
        environment.withEntryLock = { body in try outbox.withEntryLock(account, body) }
        environment.now = services.clock.now
        environment.viewerLogin = gitHub.viewerLogin
        environment.listRepositoryIssues = gitHub.listRepositoryIssues
        environment.createIssue = gitHub.createIssue
        environment.lookUpRepository = gitHub.lookUpRepository
        environment.getIssueTarget = gitHub.getIssueTarget
        environment.lastViewerComment = gitHub.lastViewerComment
        environment.addComment = gitHub.addComment
        environment.closeIssue = gitHub.closeIssue
        environment.reopenIssue = gitHub.reopenIssue
        environment.lockIssue = gitHub.lockIssue
        environment.unlockIssue = gitHub.unlockIssue
        environment.pinIssue = gitHub.pinIssue
        environment.unpinIssue = gitHub.unpinIssue
        environment.getIssue = gitHub.getIssue
        environment.editIssue = gitHub.editIssue
        environment.lookUpIssueLinks = gitHub.lookUpIssueLinks
        environment.listRepositoryLabels = gitHub.listRepositoryLabels
        environment.createLabel = { repo, fields in _ = try gitHub.createLabel(repo, fields) }
        environment.updateLabel = { repo, name, fields in _ = try gitHub.updateLabel(repo, name, fields) }
        environment.deleteLabel = gitHub.deleteLabel
        environment.listMilestones = gitHub.listMilestones
        environment.createMilestone = gitHub.createMilestone
        environment.updateMilestone = gitHub.updateMilestone
        environment.deleteMilestone = gitHub.deleteMilestone
        environment.host = configuration.host
        environment.sleep = services.clock.sleep
        environment.writeInterval = configuration.writeInterval
        return environment
    }
}
