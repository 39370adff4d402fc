/// All `SearchIssuesModel` may do. Every closure starts out throwing "unimplemented: SearchIssuesModelEnvironment.NAME"
/// (that is `.failing`); tests override what their case needs.
public struct SearchIssuesModelEnvironment: Sendable {
    /// One page of `GET /search/issues`.
    public var searchIssues: @Sendable (IssueSearchQuery) throws -> IssueSearchPage
        = { _ in throw Unimplemented("SearchIssuesModelEnvironment.searchIssues") }
    /// Opens a URL in the browser.
    public var openInBrowser: @Sendable (String) throws -> Void
        = { _ in throw Unimplemented("SearchIssuesModelEnvironment.openInBrowser") }
    /// The web host searches are opened on (`GH_HOST`).
    public var webHost = "github.com"

    public init() {}

    public static var failing: SearchIssuesModelEnvironment { SearchIssuesModelEnvironment() }
}

extension SearchIssuesModelEnvironment {
    static func bound(to services: ContainerEnvironment, configuration: Configuration) -> SearchIssuesModelEnvironment {
        var environment = SearchIssuesModelEnvironment()
        environment.searchIssues = services.gitHub.searchIssues
        environment.openInBrowser = services.browser.open
        environment.webHost = configuration.host
        return environment
    }
}
