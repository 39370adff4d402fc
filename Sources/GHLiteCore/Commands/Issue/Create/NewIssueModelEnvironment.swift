/// All `NewIssueModel` may do, with the repository already bound in by the container.
public struct NewIssueModelEnvironment: Sendable {
    public var listLabels: @Sendable () throws -> [Label]
    public var listAssignees: @Sendable () throws -> [String]
    /// Open and closed milestones, every page.
    public var listMilestones: @Sendable () throws -> [Milestone]
    /// The signed-in user's login, for `@me`.
    public var viewerLogin: @Sendable () throws -> String
    /// Sends the create request once.
    public var createIssue: @Sendable (NewIssueRequest) throws -> CreatedIssue
    /// The repository's issue templates: from the local checkout, or through the contents API; `wanted` is the
    /// template the user named, if any (see `IssueTemplates.load`).
    public var loadTemplates: @Sendable (_ wanted: String?) throws -> IssueTemplates
    /// A local body file, at most `maximumBytes` + 1 bytes of it (see `FileSystem.readFile`); nil when it does not exist.
    public var readFile: @Sendable (_ path: String, _ maximumBytes: Int) throws -> Data?
    /// Writes a draft privately under the cache directory and returns its path.
    public var saveDraft: @Sendable (Data) throws -> String
    public var removeFile: @Sendable (_ path: String) throws -> Void
    /// Opens the text in the user's editor and returns what they saved.
    public var editText: @Sendable (_ text: String) throws -> String
    public var openInBrowser: @Sendable (_ url: String) throws -> Void
    /// From now on Ctrl-C is caught (see `Interrupts`): a prompt throws `Interrupted` instead of gh-lite ending.
    public var catchInterrupts: @Sendable () throws -> Void
    /// Puts the issue in the outbox for `gh-lite sync` (`--offline`, or GitHub not reached).
    public var enqueue: @Sendable (OutboxWrite) throws -> OutboxEntry

    public init(listLabels: @escaping @Sendable () throws -> [Label],
                listAssignees: @escaping @Sendable () throws -> [String],
                listMilestones: @escaping @Sendable () throws -> [Milestone],
                viewerLogin: @escaping @Sendable () throws -> String,
                createIssue: @escaping @Sendable (NewIssueRequest) throws -> CreatedIssue,
                loadTemplates: @escaping @Sendable (String?) throws -> IssueTemplates,
                readFile: @escaping @Sendable (String, Int) throws -> Data?,
                saveDraft: @escaping @Sendable (Data) throws -> String,
                removeFile: @escaping @Sendable (String) throws -> Void,
                editText: @escaping @Sendable (String) throws -> String,
                openInBrowser: @escaping @Sendable (String) throws -> Void,
                catchInterrupts: @escaping @Sendable () throws -> Void,
                enqueue: @escaping @Sendable (OutboxWrite) throws -> OutboxEntry) {
        self.listLabels = listLabels
        self.listAssignees = listAssignees
        self.listMilestones = listMilestones
        self.viewerLogin = viewerLogin
        self.createIssue = createIssue
        self.loadTemplates = loadTemplates
        self.readFile = readFile
        self.saveDraft = saveDraft
        self.removeFile = removeFile
        self.editText = editText
        self.openInBrowser = openInBrowser
        self.catchInterrupts = catchInterrupts
        self.enqueue = enqueue
    }

    /// Every closure throws "unimplemented: NewIssueModelEnvironment.NAME"; tests override what they use.
    public static var failing: NewIssueModelEnvironment {
        @Sendable func fail(_ name: String) -> Unimplemented { Unimplemented("NewIssueModelEnvironment.\(name)") }
        return NewIssueModelEnvironment(
            listLabels: { throw fail("listLabels") }, listAssignees: { throw fail("listAssignees") },
            listMilestones: { throw fail("listMilestones") }, viewerLogin: { throw fail("viewerLogin") },
            createIssue: { _ in throw fail("createIssue") }, loadTemplates: { _ in throw fail("loadTemplates") },
            readFile: { _, _ in throw fail("readFile") }, saveDraft: { _ in throw fail("saveDraft") },
            removeFile: { _ in throw fail("removeFile") }, editText: { _ in throw fail("editText") },
            openInBrowser: { _ in throw fail("openInBrowser") }, catchInterrupts: { throw fail("catchInterrupts") },
            enqueue: { _ in throw fail("enqueue") })
    }
}

extension NewIssueModelEnvironment {
    /// Creating an issue in `repo`. Templates come from the local checkout when `templatesFromCheckout`
    /// (no repository was named) and it has some, else from GitHub through the contents API.
    static func bound(to services: ContainerEnvironment, configuration: Configuration, repo: RepoRef,
                      templatesFromCheckout: Bool, runCache: RunCache) -> NewIssueModelEnvironment {
        let gitHub = services.gitHub
        let files = services.files
        let lists = RepositoryLists(gitHub: gitHub, repo: repo, runCache: runCache)
        return NewIssueModelEnvironment(
            listLabels: lists.labels,
            listAssignees: lists.assignees,
            listMilestones: { try lists.milestones(.all) },
            viewerLogin: gitHub.viewerLogin,
            createIssue: { request in try gitHub.createIssue(repo, request) },
            loadTemplates: { wanted in
                let root = try templatesFromCheckout
                    ? IssueTemplates.Source.checkoutRoot(from: files.currentDirectory(), listDirectory: files.listDirectory)
                    : nil
                let local = try root.map { try IssueTemplates.load(from: .checkout(root: $0, files: files), wanted: wanted) }
                if let local, !local.isEmpty { return local }
                // The contents API rather than GraphQL's `issueTemplates` (gh's): only it has issue forms.
                return try IssueTemplates.load(from: .contents { path in try gitHub.getContents(repo, path) }, wanted: wanted)
            },
            readFile: files.readFile,
            saveDraft: DraftFiles.saver(prefix: "new-issue", services: services, configuration: configuration),
            removeFile: files.removeFile,
            editText: { text in try services.editor.edit(configuration.editor, text, "ISSUE_BODY.md") },
            openInBrowser: services.browser.open,
            catchInterrupts: services.interrupts.startCatching,
            enqueue: { write in try OutboxQueue.bound(to: services, configuration: configuration).enqueue(repo, write) })
    }
}
