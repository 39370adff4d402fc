import GHLiteCore

extension GitHubClient {
    /// Answers from `data` the way GitHub does: pages of `per_page`, a `next` URL while more remain.
    public static func mock(_ data: MockGitHubData = .standard) -> GitHubClient {
        var client = GitHubClient()
        MockRepositories.install(data, into: &client)
        MockIssues.install(data, into: &client)
        MockIssueChanges.install(data, into: &client)
        MockUsers.install(into: &client)
        MockIssueCreation.install(data, into: &client)
        MockIssueState.install(into: &client)
        MockIssueComments.install(data, into: &client)
        MockIssueLifecycle.install(data, into: &client)
        MockIssueExtras.install(into: &client)
        MockLabels.install(into: &client)
        MockMilestones.install(into: &client)
        MockIssueLinks.install(data, into: &client)
        MockRepositoryLookup.install(into: &client)
        MockIssueEdit.install(into: &client)
        MockAPIRequests.install(data, into: &client)
        return client
    }
}

/// The three repository lists as GitHub answers them: `/user/repos` (the viewer's own, private ones too),
/// `/users/{owner}/repos` (public ones only, even the viewer's) and `/orgs/{org}/repos` (what the viewer can see;
/// 404 for a login that is not an organization).
enum MockRepositories {
    static func install(_ data: MockGitHubData, into client: inout GitHubClient) {
        client.listViewerRepos = { query in try listRepos(data, owner: nil, query) }
        client.listUserRepos = { owner, query in try listRepos(data, owner: owner, query) }
        client.listOrganizationRepos = { org, query in
            let login = org.lowercased()
            guard let members = data.organizations.first(where: { $0.key.lowercased() == login })?.value else {
                throw GitHubAPIError(status: 404, message: "Not Found", url: "mock://orgs/\(org)/repos")
            }
            let isMember = members.contains { $0.lowercased() == data.signedInLogin.lowercased() }
            let visible = data.repositories.filter { repo in
                repo.ownerLogin.lowercased() == login && (isMember || !repo.isPrivate)
                    && matchesServerSide(query.visibility, repo)
            }
            return page(of: visible, query, baseURL: "mock://orgs/\(login)/repos")
        }
    }

    /// `/user/repos` when `owner` is nil, else `/users/{owner}/repos`.
    static func listRepos(_ data: MockGitHubData, owner: String?, _ query: ReposQuery) throws -> ReposPage {
        let login = (owner ?? data.signedInLogin).lowercased()
        let owned = data.repositories.filter { $0.ownerLogin.lowercased() == login }
        if owned.isEmpty, let owner {
            throw GitHubAPIError(status: 404, message: "Not Found", url: "mock://users/\(owner)/repos")
        }
        let visible = owned.filter { repo in
            owner == nil ? matchesServerSide(query.visibility, repo) : !repo.isPrivate
        }
        return page(of: visible, query, baseURL: owner == nil ? "mock://user/repos" : "mock://users/\(login)/repos")
    }

    /// What `visibility` (or an organization's `type`) keeps on GitHub's side, as the REST client asks for it.
    static func matchesServerSide(_ visibility: RepoVisibility?, _ repo: Repository) -> Bool {
        visibility?.serverSideFilter.map { $0 == repo.visibility } ?? true
    }

    static func page(of repos: [Repository], _ query: ReposQuery, baseURL: String) -> ReposPage {
        let newestFirst = repos.sorted { ($0.pushedAt ?? .distantPast) > ($1.pushedAt ?? .distantPast) }
        return MockPaging.page(of: newestFirst, perPage: query.perPage, pageURL: query.pageURL, baseURL: baseURL)
    }
}

/// Cuts a list into GitHub-style pages whose `next` URLs carry the page number.
enum MockPaging {
    static func page<T>(of items: [T], perPage: Int, pageURL: String?, baseURL: String) -> Page<T> {
        let size = min(max(perPage, 1), 100)
        let number = pageURL.flatMap { $0.split(separator: "=").last.flatMap { Int($0) } } ?? 1
        let start = min((number - 1) * size, items.count)
        let end = min(start + size, items.count)
        let next = end < items.count ? "\(baseURL)?per_page=\(size)&page=\(number + 1)" : nil
        return Page(items: Array(items[start..<end]), nextPageURL: next)
    }
}
