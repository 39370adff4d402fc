/// `POST /repos/{owner}/{repo}/issues/{number}/comments`: a new comment in one request, by the issue's number, where
/// GraphQL's `addComment` needs the node id a look-up finds first. GitHub answers 404 for a missing issue, 410 when
/// issues are off, 403 for a locked one; a pull request's number is accepted, as gh's `issue comment` accepts it.
struct IssueCommentCreationEndpoint {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        let endpoint = IssueCommentCreationEndpoint(api: api)
        client.createIssueComment = { repo, number, body in try endpoint.create(repo, number, body) }
    }

    /// The comment REST answers with; what REST does not say is certain of a comment just made: yours, not hidden.
    func create(_ repo: RepoRef, _ number: Int, _ body: String) throws -> IssueComment {
        struct Request: Encodable { var body: String }
        let url = api.url(repo.apiPath("issues/\(number)/comments"))
        let response = try api.sendJSON("POST", url, Request(body: body))
        var comment = try GitHubJSON.decode(IssueComment.self, from: response, url: url)
        (comment.isMinimized, comment.viewerDidAuthor) = (false, true)
        return comment
    }
}
