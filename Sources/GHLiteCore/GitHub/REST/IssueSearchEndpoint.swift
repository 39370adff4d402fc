/// `GET /search/issues`: `{total_count, items}`; only the first 1,000 results can be paged to. A search
/// restricted to a repository keeps only that repository's hits, told apart by each hit's `repository_url`: an
/// issue number means nothing without its repository, and a write to the wrong one cannot be taken back.
struct IssueSearchEndpoint {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        client.searchIssues = { query in try IssueSearchEndpoint(api: api).search(query) }
    }

    struct Results: Decodable {
        var totalCount: Int
        var items: [Issue]
        /// Each item's `repository_url`, in the same order.
        var repositoryURLs: [String?]

        enum CodingKeys: String, CodingKey {
            case items
            case totalCount = "total_count"
        }

        struct Hit: Decodable {
            var repositoryURL: String?

            enum CodingKeys: String, CodingKey { case repositoryURL = "repository_url" }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            totalCount = try container.decode(Int.self, forKey: .totalCount)
            items = try container.decode([Issue].self, forKey: .items)
            repositoryURLs = try container.decode([Hit].self, forKey: .items).map(\.repositoryURL)
        }
    }

    func search(_ query: IssueSearchQuery) throws -> IssueSearchPage {
        let url = query.pageURL ?? api.url("/search/issues", [
            ("q", query.text), ("per_page", String(min(max(query.perPage, 1), 100))),
        ])
        let (results, response) = try api.get(Results.self, url)
        var items = results.items
        if let repository = query.repository {
            let path = "/repos/\(repository.owner)/\(repository.name)".lowercased()
            items = zip(results.items, results.repositoryURLs)
                .filter { $0.1?.lowercased().hasSuffix(path) == true }.map(\.0)
        }
        return IssueSearchPage(items: items, nextPageURL: try LinkHeader.next(of: response, readFrom: url),
                               totalCount: results.totalCount,
                               otherRepositoryHits: results.items.count - items.count)
    }
}
