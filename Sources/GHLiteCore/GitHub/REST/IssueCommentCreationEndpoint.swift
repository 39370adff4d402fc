/// `POST /repos/{owner}/{repo}/issues/{number}/comments`: a new comment in one request, by the issue's number, where
/// GraphQL's `addComment` needs the node id a look-up finds first. GitHub answers 404 for a missing issue, 410 when
/// issues are off, 403 for a locked one; a pull request's number is accepted, as gh's `issue comment` accepts it.
struct IssueCommentCreationEndpoint {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        let endpoint = IssueCommentCreationEndpoint(api: api)
        client.createIssueComment = { repo, number, body in try endpoint.create(repo, number, body) }
    }

    func create(_ repo: RepoRef, _ number: Int, _ body: String) throws -> String {
        struct Request: Encodable { var body: String }
        struct Created: Decodable {
            var htmlURL: String
            enum CodingKeys: String, CodingKey { case htmlURL = "html_url" }
        }
        let url = api.url(repo.apiPath("issues/\(number)/comments"))
        let response = try api.sendJSON("POST", url, Request(body: body))
        return try GitHubJSON.decode(Created.self, from: response, url: url).htmlURL
    }
}
