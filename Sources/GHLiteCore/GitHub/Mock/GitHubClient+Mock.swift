extension GitHubClient {
    /// Answers from `data` the way GitHub does: pages of `per_page`, a `next` URL while more remain.
    public static func mock(_ data: MockGitHubData = .standard) -> GitHubClient {
        var client = GitHubClient()
        MockRepositories.install(data, into: &client)
        MockIssues.install(data, into: &client)
        MockUsers.install(into: &client)
        MockIssueCreation.install(data, into: &client)
        return client
    }
}

enum MockRepositories {
    static func install(_ data: MockGitHubData, into client: inout GitHubClient) {
        client.listRepos = { owner, query in
            let login = (owner ?? data.signedInLogin).lowercased()
            let owned = data.repositories.filter { $0.ownerLogin.lowercased() == login }
            if owned.isEmpty, let owner {
                throw GitHubAPIError(status: 404, message: "Not Found", url: "mock://users/\(owner)/repos")
            }
            let visible = owned.filter { repo in
                // Like GitHub: another owner's list shows only their public repositories.
                guard owner == nil else { return !repo.isPrivate }
                return query.visibility.map { $0.rawValue == repo.visibility } ?? true
            }
            let newestFirst = visible.sorted { ($0.pushedAt ?? .distantPast) > ($1.pushedAt ?? .distantPast) }
            return MockPaging.page(of: newestFirst, perPage: query.perPage, pageURL: query.pageURL,
                                   baseURL: "mock://users/\(login)/repos")
        }
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
