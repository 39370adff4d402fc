import GHLiteCore

extension ReposModelEnvironment {
    /// `.failing` listing the signed-in user's repositories with `list`: no owner named.
    static func viewerRepos(_ list: @escaping @Sendable (ReposQuery) throws -> ReposPage) -> ReposModelEnvironment {
        var environment = ReposModelEnvironment.failing
        environment.listViewerRepos = list
        return environment
    }
}
