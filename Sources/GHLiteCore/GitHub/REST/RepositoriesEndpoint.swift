/// `GET /user/repos` (the signed-in user's own) and `GET /users/{owner}/repos`.
struct RepositoriesEndpoint {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        client.listRepos = { owner, query in try RepositoriesEndpoint(api: api).list(owner: owner, query) }
    }

    func list(owner: String?, _ query: ReposQuery) throws -> ReposPage {
        let url = query.pageURL ?? firstPageURL(owner: owner, query)
        let (repos, response) = try api.get([Repository].self, url)
        return ReposPage(items: repos, nextPageURL: LinkHeader.next(response.headers["Link"]))
    }

    private func firstPageURL(owner: String?, _ query: ReposQuery) -> String {
        let perPage = String(min(max(query.perPage, 1), 100))
        guard let owner else {
            return api.url("/user/repos", [
                ("affiliation", "owner"), ("visibility", query.visibility.flatMap(Self.serverSideVisibility)),
                ("sort", "pushed"), ("per_page", perPage),
            ])
        }
        return api.url("/users/\(URLQuery.encode(owner))/repos", [
            ("type", "owner"), ("sort", "pushed"), ("per_page", perPage),
        ])
    }
}

extension RepositoriesEndpoint {
    /// `/user/repos` filters public and private itself; `internal` is left to the caller.
    static func serverSideVisibility(_ visibility: RepoVisibility) -> String? {
        visibility == .internal ? nil : visibility.rawValue
    }
}
