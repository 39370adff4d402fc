/// Every service gh-lite uses, each a struct of closures. The container hands each model only the
/// few functions it needs. Variants: `.live(_:)` in GHLiteLive, `.mock`, and `.failing` for tests.
public struct ContainerEnvironment: Sendable {
    public var gitHub: GitHubClient
    public var tokens: TokenStore
    public var clock: Clock
    public var browser: Browser
    /// The current directory's git remotes, for commands that infer the repository.
    public var git: GitRemotes
    /// Local files: body files, templates in a checkout, drafts of issues that could not be created.
    public var files: FileSystem
    /// The user's text editor, for issue bodies.
    public var editor: Editor
    /// GitHub's OAuth device flow, for `auth login`.
    public var deviceFlow: DeviceFlowClient
    /// Ctrl-C, for the login's wait.
    public var interrupts: Interrupts
    /// The user's pager, for standard output on a terminal.
    public var pager: Pager
    /// Writes made offline, kept until `sync` sends them.
    public var outbox: OutboxStore
    /// The repository mirrors on disk; nil where there are none (tests, fuzzers): lists then always ask GitHub.
    public var mirror: MirrorStore?
    /// What GitHub left out of this run's answers: said on stderr, and the run ends with exit 1.
    public var incompleteAnswers: IncompleteAnswers

    public init(gitHub: GitHubClient, tokens: TokenStore, clock: Clock, browser: Browser,
                git: GitRemotes = .failing, files: FileSystem = .failing, editor: Editor = .failing,
                deviceFlow: DeviceFlowClient = .failing, interrupts: Interrupts = .failing,
                pager: Pager = .failing, outbox: OutboxStore = .failing, mirror: MirrorStore? = nil,
                incompleteAnswers: IncompleteAnswers = .none) {
        self.gitHub = gitHub
        self.tokens = tokens
        self.clock = clock
        self.browser = browser
        self.git = git
        self.files = files
        self.editor = editor
        self.deviceFlow = deviceFlow
        self.interrupts = interrupts
        self.pager = pager
        self.outbox = outbox
        self.mirror = mirror
        self.incompleteAnswers = incompleteAnswers
    }
}

extension ContainerEnvironment {
    /// Every closure throws "unimplemented: NAME": tests override the few their case needs.
    public static var failing: ContainerEnvironment {
        ContainerEnvironment(
            gitHub: .failing,
            tokens: TokenStore(
                load: { throw Unimplemented("TokenStore.load") },
                update: { _ in throw Unimplemented("TokenStore.update") },
                location: "unimplemented"),
            clock: .failing,
            browser: .failing,
            git: .failing,
            files: .failing,
            editor: .failing,
            deviceFlow: .failing,
            interrupts: .failing,
            pager: .failing,
            outbox: .failing)
    }
}
