extension GitHubClient {
    /// The client backed by GitHub's REST API.
    public static func rest(_ api: GitHubAPI) -> GitHubClient {
        GitHubClient(listRepos: { owner, query in try RepositoriesEndpoint(api: api).list(owner: owner, query) })
    }
}
