/// Searches issues across repositories: GitHub's pages of 100, followed until the limit is reached; pull requests,
/// should GitHub send any despite `is:issue`, are left out unless asked for (`--include-prs`).
public struct SearchIssuesModel: Sendable {
    /// What the search found, and what GitHub said of all of it.
    public struct Results: Sendable, Equatable {
        public var hits: [IssueSearchHit]
        /// Every match GitHub counted, also past the 1,000 it lets anyone page to.
        public var totalCount: Int
        /// GitHub stopped looking before the end (`incomplete_results`).
        public var isIncomplete: Bool
    }

    /// GitHub's search API gives no more than the first 1,000 results of any search.
    public static let resultCap = 1_000

    public var environment: SearchIssuesModelEnvironment

    public init(environment: SearchIssuesModelEnvironment) {
        self.environment = environment
    }

    public func search(_ terms: IssueSearchTerms, sort: String?, order: String?, limit: Int,
                       includingPullRequests: Bool = false) throws -> Results {
        var query = IssueSearchQuery(text: terms.text, perPage: min(limit, 100), sort: sort, order: order)
        var results = Results(hits: [], totalCount: 0, isIncomplete: false)
        var trail = PageTrail(of: .link)
        while true {
            let page = try environment.searchIssues(query)
            results.hits += page.hits.filter { includingPullRequests || !$0.issue.isPullRequest }
                .prefix(limit - results.hits.count)
            results.totalCount = page.totalCount
            results.isIncomplete = results.isIncomplete || page.isIncomplete
            guard results.hits.count < limit, let next = page.nextPageURL else { return results }
            query.pageURL = try trail.follow(next)
        }
    }

    /// Opens the search on GitHub's web search page; returns the URL.
    public func openInBrowser(_ terms: IssueSearchTerms, sort: String?, order: String?) throws -> String {
        let url = URLQuery.url("https://\(environment.webHost)", "/search", [
            ("q", terms.text), ("type", "issues"), ("sort", sort), ("order", order),
        ])
        try environment.openInBrowser(url)
        return url
    }
}
