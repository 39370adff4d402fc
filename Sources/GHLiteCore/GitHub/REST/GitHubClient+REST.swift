extension GitHubClient {
    /// The client backed by GitHub's REST API; each endpoint group fills in its own closures.
    public static func rest(_ api: GitHubAPI) -> GitHubClient {
        var client = GitHubClient()
        RepositoriesEndpoint.install(api, into: &client)
        return client
    }
}
