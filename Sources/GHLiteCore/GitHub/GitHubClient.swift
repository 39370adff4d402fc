/// The GitHub operations gh-lite uses, one closure each. Every closure starts out throwing
/// "unimplemented: GitHubClient.NAME" (that is `.failing`); `.rest(_:)` and `.mock(_:)` fill them in,
/// and a test overrides just the ones its case needs.
public struct GitHubClient: Sendable {
    /// One page of repositories of `owner`, or of the signed-in user when `owner` is nil.
    public var listRepos: @Sendable (_ owner: String?, _ query: ReposQuery) throws -> ReposPage
        = { _, _ in throw Unimplemented("GitHubClient.listRepos") }

    public init() {}

    public static var failing: GitHubClient { GitHubClient() }
}
