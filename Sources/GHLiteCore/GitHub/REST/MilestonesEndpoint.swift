/// `GET` and `POST /repos/{owner}/{repo}/milestones`, `PATCH` and `DELETE .../milestones/{number}`: REST has
/// every field (`open_issues`, `closed_issues`, `due_on`) and both of GitHub's orders (`due_on`, `completeness`);
/// GraphQL's milestones cannot be ordered by completeness. Writes are sent once, never retried automatically.
struct MilestonesEndpoint {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        let endpoint = MilestonesEndpoint(api: api)
        client.listMilestones = { repo, query in try endpoint.list(repo, query) }
        client.createMilestone = { repo, fields in try endpoint.create(repo, fields) }
        client.updateMilestone = { repo, number, fields in try endpoint.update(repo, number, fields) }
        client.deleteMilestone = { repo, number in try endpoint.delete(repo, number) }
    }

    func list(_ repo: RepoRef, _ query: MilestonesQuery) throws -> MilestonesPage {
        var parameters = [("state", query.state.rawValue)]
        if let sort = query.sort { parameters.append(("sort", sort.rawValue)) }
        if let direction = query.direction { parameters.append(("direction", direction.rawValue)) }
        parameters.append(("per_page", String(min(max(query.perPage, 1), 100))))
        let url = query.pageURL ?? api.url(repo.apiPath("milestones"), parameters)
        let (milestones, response) = try api.get([Milestone].self, url)
        return MilestonesPage(items: milestones, nextPageURL: try LinkHeader.next(of: response, readFrom: url))
    }

    func create(_ repo: RepoRef, _ fields: MilestoneFields) throws -> Milestone {
        try write("POST", api.url(repo.apiPath("milestones")), fields)
    }

    func update(_ repo: RepoRef, _ number: Int, _ fields: MilestoneFields) throws -> Milestone {
        try write("PATCH", api.url(repo.apiPath("milestones/\(number)")), fields)
    }

    func delete(_ repo: RepoRef, _ number: Int) throws {
        _ = try api.send(HTTPRequest(method: "DELETE", url: api.url(repo.apiPath("milestones/\(number)"))))
    }

    private func write(_ method: String, _ url: String, _ fields: MilestoneFields) throws -> Milestone {
        try GitHubJSON.decode(Milestone.self, from: api.sendJSON(method, url, fields), url: url)
    }
}
