/// Every service gh-lite uses, each a struct of closures. The container hands each model only the
/// few functions it needs. Variants: `.live(_:)` in GHLiteLive, `.mock` in GHLiteMock, and `.failing` (every service
/// failing loudly with its name) for tests, which set the few their case uses.
public struct ContainerEnvironment: Sendable {
    public var gitHub: GitHubClient = .failing
    public var tokens: TokenStore = .failing
    public var clock: Clock = .failing
    public var browser: Browser = .failing
    /// The current directory's git remotes, for commands that infer the repository.
    public var git: GitRemotes = .failing
    /// Local files: body files, templates in a checkout, drafts of issues that could not be created.
    public var files: FileSystem = .failing
    /// The user's text editor, for issue bodies.
    public var editor: Editor = .failing
    /// GitHub's OAuth device flow, for `auth login`.
    public var deviceFlow: DeviceFlowClient = .failing
    /// Ctrl-C, for the login's wait.
    public var interrupts: Interrupts = .failing
    /// Becomes another program: a shell alias's `sh`.
    public var processReplacement: ProcessReplacement = .failing
    /// The user's pager, for standard output on a terminal.
    public var pager: Pager = .failing
    /// Writes made offline, kept until `sync` sends them.
    public var outbox: OutboxStore = .failing
    /// The repository mirrors on disk; nil where there are none (tests, fuzzers): lists then always ask GitHub.
    public var mirror: MirrorStore?
    /// GitHub's Markdown parser (cmark-gfm), for bodies and comments shown on a terminal; one that throws (the
    /// library missing) leaves them shown as written.
    public var parseMarkdown: @Sendable (String) throws -> [MarkdownBlock]
        = { _ in throw Unimplemented("ContainerEnvironment.parseMarkdown") }
    /// Local reads done while GitHub answers (a mirror's issues read during the request for its changes).
    public var beside: Beside = .inline
    /// Gets the first request ready without sending anything (libcurl loaded, a handle made) while local reads the
    /// request waits for anyway go on beside; nothing where there is nothing to get ready (the mock, tests).
    public var prepareRequests: @Sendable () -> Void = {}
    /// What GitHub left out of this run's answers: said on stderr, and the run ends with exit 1.
    public var incompleteAnswers: IncompleteAnswers = .none

    public init() {}

    public static var failing: ContainerEnvironment { ContainerEnvironment() }
}
