/// What creating an issue needs: the repository's labels and assignable people (to validate and to
/// pick from), and `POST /repos/{owner}/{repo}/issues` itself, sent exactly once.
struct IssueCreationEndpoint {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        let endpoint = IssueCreationEndpoint(api: api)
        client.listLabels = { repo in try endpoint.labels(repo) }
        client.listAssignees = { repo in try endpoint.assignees(repo) }
        client.createIssue = { repo, request in try endpoint.create(repo, request) }
    }

    func labels(_ repo: RepoRef) throws -> [Label] {
        try everyPage(Label.self, from: api.url(repo.apiPath("labels"), [("per_page", "100")]))
    }

    func assignees(_ repo: RepoRef) throws -> [String] {
        struct User: Decodable, Sendable { var login: String }
        return try everyPage(User.self, from: api.url(repo.apiPath("assignees"), [("per_page", "100")])).map(\.login)
    }

    /// A short list whole: the first page, then each `Link: rel="next"` exactly as given.
    private func everyPage<Item: Decodable & Sendable>(_ type: Item.Type, from firstURL: String) throws -> [Item] {
        try Page<Item>.all { pageURL in
            let url = pageURL ?? firstURL
            let (items, response) = try api.get([Item].self, url)
            return Page(items: items, nextPageURL: try LinkHeader.next(of: response, readFrom: url))
        }
    }

    func create(_ repo: RepoRef, _ request: NewIssueRequest) throws -> CreatedIssue {
        if let placement = request.placement { return try SubIssueCreation(api: api).create(request, placement) }
        let url = api.url(repo.apiPath("issues"))
        let response = try api.sendJSON("POST", url, request)
        return try GitHubJSON.decode(CreatedIssue.self, from: response, url: url)
    }
}
