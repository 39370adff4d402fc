/// `PATCH /repos/{owner}/{repo}/issues/{number}`, sent exactly once (a PATCH is never retried), answering the
/// issue as it now is. REST rather than GraphQL's `updateIssue`: the milestone goes by number, where `updateIssue`
/// needs its node id (one more look-up).
struct IssueUpdateEndpoint {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        let endpoint = IssueUpdateEndpoint(api: api)
        client.updateIssue = { repo, number, update in try endpoint.update(repo, number, update) }
    }

    func update(_ repo: RepoRef, _ number: Int, _ update: IssueUpdate) throws -> Issue {
        let url = api.url(repo.apiPath("issues/\(number)"))
        let response = try api.sendJSON("PATCH", url, update)
        return try GitHubJSON.decode(Issue.self, from: response, url: url)
    }
}
