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
        var isIncomplete: Bool
        var hits: [IssueSearchHit]
        /// Each item's `repository_url`, in the same order.
        var repositoryURLs: [String?]

        enum CodingKeys: String, CodingKey {
            case items
            case totalCount = "total_count"
            case isIncomplete = "incomplete_results"
        }

        /// What a hit carries beyond the issue.
        struct Hit: Decodable {
            var repositoryURL: String?
            var authorAssociation: String?
            var locked: Bool?
            var user: Account?
            var assignees: [Account]?
            var pullRequest: PullRequest?

            struct PullRequest: Decodable {
                var mergedAt: String?

                enum CodingKeys: String, CodingKey { case mergedAt = "merged_at" }
            }

            enum CodingKeys: String, CodingKey {
                case locked, user, assignees
                case pullRequest = "pull_request"
                case repositoryURL = "repository_url"
                case authorAssociation = "author_association"
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                repositoryURL = try? container.decodeIfPresent(String.self, forKey: .repositoryURL)
                authorAssociation = try? container.decodeIfPresent(String.self, forKey: .authorAssociation)
                locked = try? container.decodeIfPresent(Bool.self, forKey: .locked)
                user = try? container.decodeIfPresent(Account.self, forKey: .user)
                assignees = try? container.decodeLossyList(Account.self, forKey: .assignees)
                pullRequest = try? container.decodeIfPresent(PullRequest.self, forKey: .pullRequest)
            }
        }

        struct Account: Decodable {
            var login: String
            var nodeID: String?
            var type: String?
            var htmlURL: String?

            enum CodingKeys: String, CodingKey {
                case login, type
                case nodeID = "node_id"
                case htmlURL = "html_url"
            }

            var account: IssueSearchHit.Account {
                IssueSearchHit.Account(login: login, id: nodeID ?? "", type: type ?? "", url: htmlURL ?? "")
            }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            totalCount = try container.decode(Int.self, forKey: .totalCount)
            isIncomplete = try container.decodeIfPresent(Bool.self, forKey: .isIncomplete) ?? false
            let items = try container.decode([Issue].self, forKey: .items)
            let details = try container.decode([Hit].self, forKey: .items)
            repositoryURLs = details.map(\.repositoryURL)
            hits = zip(items, details).map { issue, hit in
                var found = IssueSearchHit(issue: issue, repository: hit.repositoryURL.map(Self.nameWithOwner) ?? "",
                                           authorAssociation: hit.authorAssociation ?? "NONE", isLocked: hit.locked ?? false,
                                           author: hit.user?.account, assignees: hit.assignees?.map(\.account))
                found.isMerged = hit.pullRequest?.mergedAt != nil
                return found
            }
        }

        /// `OWNER/REPO`: the last two parts of `https://api.github.com/repos/OWNER/REPO`, as gh reads them.
        static func nameWithOwner(_ url: String) -> String {
            url.split(separator: "/", omittingEmptySubsequences: false).suffix(2).joined(separator: "/")
        }
    }

    func search(_ query: IssueSearchQuery) throws -> IssueSearchPage {
        let url = query.pageURL ?? api.url("/search/issues", [
            ("q", query.text), ("per_page", String(min(max(query.perPage, 1), 100))), ("sort", query.sort),
            ("order", query.order),
        ])
        let (results, response) = try api.get(Results.self, url)
        var hits = results.hits
        if let repository = query.repository {
            let path = "/repos/\(repository.owner)/\(repository.name)".lowercased()
            hits = zip(results.hits, results.repositoryURLs)
                .filter { $0.1?.lowercased().hasSuffix(path) == true }.map(\.0)
        }
        return IssueSearchPage(hits: hits, nextPageURL: try LinkHeader.next(of: response, readFrom: url),
                               totalCount: results.totalCount, otherRepositoryHits: results.hits.count - hits.count,
                               isIncomplete: results.isIncomplete)
    }
}
