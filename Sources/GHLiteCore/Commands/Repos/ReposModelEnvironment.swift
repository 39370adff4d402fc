/// All `ReposModel` may do: ask for one page of the owner's repositories (the owner is bound in).
public struct ReposModelEnvironment: Sendable {
    public var requestRepos: @Sendable (ReposQuery) throws -> ReposPage

    public init(requestRepos: @escaping @Sendable (ReposQuery) throws -> ReposPage) {
        self.requestRepos = requestRepos
    }
}
