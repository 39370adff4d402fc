/// The GitHub operations gh-lite uses, one closure each. `.rest(_:)` talks to the REST API;
/// `.mock` answers from an in-memory GitHub; `.failing` throws "unimplemented: NAME" from each.
public struct GitHubClient: Sendable {
    /// One page of repositories of `owner`, or of the signed-in user when `owner` is nil.
    public var listRepos: @Sendable (_ owner: String?, _ query: ReposQuery) throws -> ReposPage

    public init(listRepos: @escaping @Sendable (String?, ReposQuery) throws -> ReposPage) {
        self.listRepos = listRepos
    }
}

extension GitHubClient {
    public static var failing: GitHubClient {
        GitHubClient(listRepos: { _, _ in throw Unimplemented("GitHubClient.listRepos") })
    }
}
