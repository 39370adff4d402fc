/// All `NewIssueModel` may do, with the repository already bound in by `bound(to:configuration:repo:...)`. Every
/// closure starts out throwing "unimplemented: NewIssueModelEnvironment.NAME" (that is `.failing`); tests override
/// what they use.
public struct NewIssueModelEnvironment: Sendable {
    /// The lists the names are checked against (and the login, for `@me`), in one request.
    public var lookUpRepository: @Sendable (RepositoryLookupQuery) throws -> RepositoryLookup
        = { _ in throw Unimplemented("NewIssueModelEnvironment.lookUpRepository") }
    /// The signed-in user's login, for `@me` in `--web`'s page address.
    public var viewerLogin: @Sendable () throws -> String
        = { throw Unimplemented("NewIssueModelEnvironment.viewerLogin") }
    /// Sends the create request once.
    public var createIssue: @Sendable (NewIssueRequest) throws -> CreatedIssue
        = { _ in throw Unimplemented("NewIssueModelEnvironment.createIssue") }
    /// The repository's issue templates: from the local checkout, or through the contents API; `wanted` is the
    /// template the user named, if any (see `IssueTemplates.load`).
    public var loadTemplates: @Sendable (_ wanted: String?) throws -> IssueTemplates
        = { _ in throw Unimplemented("NewIssueModelEnvironment.loadTemplates") }
    /// A local body file, at most `maximumBytes` + 1 bytes of it (see `FileSystem.readFile`); nil when it does not exist.
    public var readFile: @Sendable (_ path: String, _ maximumBytes: Int) throws -> Data?
        = { _, _ in throw Unimplemented("NewIssueModelEnvironment.readFile") }
    /// Writes a draft privately under the cache directory and returns its path.
    public var saveDraft: @Sendable (Data) throws -> String
        = { _ in throw Unimplemented("NewIssueModelEnvironment.saveDraft") }
    public var removeFile: @Sendable (_ path: String) throws -> Void
        = { _ in throw Unimplemented("NewIssueModelEnvironment.removeFile") }
    /// Opens the text in the user's editor and returns what they saved.
    public var editText: @Sendable (_ text: String) throws -> String
        = { _ in throw Unimplemented("NewIssueModelEnvironment.editText") }
    public var openInBrowser: @Sendable (_ url: String) throws -> Void
        = { _ in throw Unimplemented("NewIssueModelEnvironment.openInBrowser") }
    /// From now on Ctrl-C is caught (see `Interrupts`): a prompt throws `Interrupted` instead of gh-lite ending.
    public var startCatchingInterrupts: @Sendable () throws -> Void
        = { throw Unimplemented("NewIssueModelEnvironment.startCatchingInterrupts") }
    /// Puts the issue in the outbox for `gh-lite sync` (`--offline`, or GitHub not reached).
    public var enqueue: @Sendable (OutboxWrite) throws -> OutboxEntry
        = { _ in throw Unimplemented("NewIssueModelEnvironment.enqueue") }
    /// The owner's types and the issues named, with their links (`dependencies`: their blockers too).
    public var lookUpIssueLinks: @Sendable (_ issues: [IssueLinkReference], _ dependencies: Bool) throws -> IssueLinkLookup
        = { _, _ in throw Unimplemented("NewIssueModelEnvironment.lookUpIssueLinks") }
    /// Sent once.
    public var changeIssueLink: @Sendable (IssueLinkChange) throws -> Void
        = { _ in throw Unimplemented("NewIssueModelEnvironment.changeIssueLink") }
    /// Re-reads the links of these issues into the local mirror, those it holds (`MirrorAccess.refreshLinks`).
    public var refreshMirroredLinks: @Sendable (_ numbers: [Int]) -> Void
        = { _ in _ = Unimplemented("NewIssueModelEnvironment.refreshMirroredLinks") }
    /// The GitHub host the repository is on.
    public var host = "github.com"

    public init() {}

    public static var failing: NewIssueModelEnvironment { NewIssueModelEnvironment() }
}

extension NewIssueModelEnvironment {
    /// Creating an issue in `repo`. Templates come from the local checkout when `templatesFromCheckout`
    /// (no repository was named) and it has some, else from GitHub through the contents API.
    static func bound(to services: ContainerEnvironment, configuration: Configuration, repo: RepoRef,
                      templatesFromCheckout: Bool, runCache: RunCache, mirror: MirrorAccess?) -> NewIssueModelEnvironment {
        let gitHub = services.gitHub
        let files = services.files
        let lists = RepositoryLists(gitHub: gitHub, repo: repo, runCache: runCache)
        var environment = NewIssueModelEnvironment()
        environment.lookUpRepository = lists.lookUp
        environment.viewerLogin = gitHub.viewerLogin
        environment.createIssue = { request in try gitHub.createIssue(repo, request) }
        environment.loadTemplates = { wanted in
            let root = try templatesFromCheckout
                ? IssueTemplates.Source.checkoutRoot(from: files.currentDirectory(), listDirectory: files.listDirectory)
                : nil
            let local = try root.map { try IssueTemplates.load(from: .checkout(root: $0, files: files), wanted: wanted) }
            if let local, !local.isEmpty { return local }
            // The contents API rather than GraphQL's `issueTemplates` (gh's): only it has issue forms.
            return try IssueTemplates.load(from: .contents { path in try gitHub.getContents(repo, path) }, wanted: wanted)
        }
        environment.readFile = files.readFile
        environment.saveDraft = DraftFiles.saver(prefix: "new-issue", services: services, configuration: configuration)
        environment.removeFile = files.removeFile
        environment.editText = { text in try services.editor.edit(configuration.editor, text, "ISSUE_BODY.md") }
        environment.openInBrowser = services.browser.open
        environment.startCatchingInterrupts = services.interrupts.startCatching
        environment.lookUpIssueLinks = { issues, dependencies in try gitHub.lookUpIssueLinks(repo, issues, dependencies) }
        environment.changeIssueLink = gitHub.changeIssueLink
        environment.refreshMirroredLinks = { numbers in mirror?.refreshLinks(of: numbers, in: repo, gitHub: gitHub) }
        environment.host = repo.host ?? configuration.host
        environment.enqueue = { write in try OutboxQueue.bound(to: services, configuration: configuration).enqueue(repo, write) }
        return environment
    }
}
