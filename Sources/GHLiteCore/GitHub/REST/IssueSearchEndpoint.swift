/// `GET /search/issues`: `{total_count, items}`; only the first 1,000 results can be paged to.
struct IssueSearchEndpoint {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        client.searchIssues = { query in try IssueSearchEndpoint(api: api).search(query) }
    }

    struct Results: Decodable {
        var totalCount: Int
        var items: [Issue]

        enum CodingKeys: String, CodingKey {
            case items
            case totalCount = "total_count"
        }
    }

    func search(_ query: IssueSearchQuery) throws -> IssueSearchPage {
        let url = query.pageURL ?? api.url("/search/issues", [
            ("q", query.text), ("per_page", String(min(max(query.perPage, 1), 100))),
        ])
        let (results, response) = try api.get(Results.self, url)
        return IssueSearchPage(items: results.items, nextPageURL: try LinkHeader.next(of: response, readFrom: url),
                               totalCount: results.totalCount)
    }
}
