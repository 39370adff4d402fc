/// `GET /user/repos` (the signed-in user's own), `GET /orgs/{org}/repos` and `GET /users/{owner}/repos`.
struct RepositoriesEndpoint {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        client.listViewerRepos = { query in try RepositoriesEndpoint(api: api).list(owner: nil, query) }
        client.listUserRepos = { owner, query in try RepositoriesEndpoint(api: api).list(owner: owner, query) }
        client.listOrganizationRepos = { org, query in try RepositoriesEndpoint(api: api).list(organization: org, query) }
    }

    func list(owner: String?, _ query: ReposQuery) throws -> ReposPage {
        try page(query.pageURL ?? owner.map { userReposURL($0, query) } ?? viewerReposURL(query))
    }

    func list(organization: String, _ query: ReposQuery) throws -> ReposPage {
        try page(query.pageURL ?? organizationReposURL(organization, query))
    }

    private func page(_ url: String) throws -> ReposPage {
        let response = try api.get(url)
        let repos = try GitHubJSON.scan(response, url: url) { try $0.array(Repository.init(scanning:)) }
        return ReposPage(items: repos, nextPageURL: try LinkHeader.next(of: response, readFrom: url))
    }

    private func viewerReposURL(_ query: ReposQuery) -> String {
        api.url("/user/repos", [
            ("affiliation", "owner"), ("visibility", query.visibility?.serverSideFilter),
            ("sort", "pushed"), ("per_page", Self.perPage(query)),
        ])
    }

    private func organizationReposURL(_ org: String, _ query: ReposQuery) -> String {
        api.url("/orgs/\(URLQuery.encode(org))/repos", [
            ("type", query.visibility?.serverSideFilter ?? "all"),
            ("sort", "pushed"), ("per_page", Self.perPage(query)),
        ])
    }

    /// This endpoint lists public repositories only and cannot filter by visibility: the caller does.
    private func userReposURL(_ owner: String, _ query: ReposQuery) -> String {
        api.url("/users/\(URLQuery.encode(owner))/repos", [
            ("type", "owner"), ("sort", "pushed"), ("per_page", Self.perPage(query)),
        ])
    }

    private static func perPage(_ query: ReposQuery) -> String {
        String(min(max(query.perPage, 1), 100))
    }
}
