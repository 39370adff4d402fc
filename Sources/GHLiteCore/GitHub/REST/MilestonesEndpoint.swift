/// `GET /repos/{owner}/{repo}/milestones`.
struct MilestonesEndpoint {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        client.listMilestones = { repo, query in try MilestonesEndpoint(api: api).list(repo, query) }
    }

    func list(_ repo: RepoRef, _ query: MilestonesQuery) throws -> MilestonesPage {
        let url = query.pageURL ?? api.url(repo.apiPath("milestones"), [
            ("state", query.state.rawValue), ("per_page", String(min(max(query.perPage, 1), 100))),
        ])
        let (milestones, response) = try api.get([Milestone].self, url)
        return MilestonesPage(items: milestones, nextPageURL: try LinkHeader.next(of: response, readFrom: url))
    }
}
