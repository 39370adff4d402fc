/// Every service gh-lite uses, each a struct of closures. The container hands each model only the
/// few functions it needs. Variants: `.live(_:)` in GHLiteLive, `.mock`, and `.failing` for tests.
public struct ContainerEnvironment: Sendable {
    public var gitHub: GitHubClient
    public var tokens: TokenStore
    public var clock: Clock
    public var browser: Browser

    public init(gitHub: GitHubClient, tokens: TokenStore, clock: Clock, browser: Browser) {
        self.gitHub = gitHub
        self.tokens = tokens
        self.clock = clock
        self.browser = browser
    }
}

extension ContainerEnvironment {
    /// Every closure throws "unimplemented: NAME": tests override the few their case needs.
    public static var failing: ContainerEnvironment {
        ContainerEnvironment(
            gitHub: .failing,
            tokens: TokenStore(
                read: { _ in throw Unimplemented("TokenStore.read") },
                write: { _, _ in throw Unimplemented("TokenStore.write") },
                delete: { _ in throw Unimplemented("TokenStore.delete") },
                location: "unimplemented"),
            clock: .failing,
            browser: .failing)
    }
}
