/// `GET /repos/{owner}/{repo}/issues` (with its filters), `.../issues/{number}` and `.../issues/{number}/comments`.
struct IssuesEndpoint {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        let endpoint = IssuesEndpoint(api: api)
        client.listIssues = { repo, query in try endpoint.list(repo, query) }
        client.getIssue = { repo, number in try endpoint.get(repo, number) }
        client.listIssueComments = { repo, number, query in try endpoint.comments(repo, number, query) }
    }

    func list(_ repo: RepoRef, _ query: IssuesQuery) throws -> IssuesPage {
        let url = query.pageURL ?? api.url(repo.apiPath("issues"),
                                           Self.filters(query) + [("per_page", String(min(max(query.perPage, 1), 100)))])
        let (issues, response) = try api.get([Issue].self, url)
        return IssuesPage(items: issues, nextPageURL: try LinkHeader.next(of: response, readFrom: url))
    }

    /// The query's filters as REST spells them.
    static func filters(_ query: IssuesQuery) -> [(String, String?)] {
        [("state", query.state.rawValue), ("labels", query.labels.isEmpty ? nil : query.labels.joined(separator: ",")),
         ("assignee", query.assignee), ("creator", query.creator), ("mentioned", query.mentioned),
         ("milestone", query.milestone)]
    }

    func get(_ repo: RepoRef, _ number: Int) throws -> Issue {
        try api.get(Issue.self, api.url(repo.apiPath("issues/\(number)"))).0
    }

    func comments(_ repo: RepoRef, _ number: Int, _ query: IssueCommentsQuery) throws -> IssueCommentsPage {
        let url = query.pageURL ?? api.url(repo.apiPath("issues/\(number)/comments"), [
            ("per_page", String(min(max(query.perPage, 1), 100))), ("page", query.page.map(String.init)),
        ])
        let (comments, response) = try api.get([IssueComment].self, url)
        return IssueCommentsPage(items: comments, nextPageURL: try LinkHeader.next(of: response, readFrom: url))
    }
}
