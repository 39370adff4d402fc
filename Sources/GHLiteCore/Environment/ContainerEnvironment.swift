/// Every service gh-lite uses, each a struct of closures. The container hands each model only the
/// few functions it needs. Variants: `.live(_:)` in GHLiteLive, `.mock`, and `.failing` for tests.
public struct ContainerEnvironment: Sendable {
    public var gitHub: GitHubClient
    public var tokens: TokenStore
    public var clock: Clock

    public init(gitHub: GitHubClient, tokens: TokenStore, clock: Clock) {
        self.gitHub = gitHub
        self.tokens = tokens
        self.clock = clock
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
            clock: .failing)
    }
}
