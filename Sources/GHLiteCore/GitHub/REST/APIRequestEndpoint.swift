/// `gh-lite api`'s requests: the endpoint made a URL as gh makes it, sent through the same layers as every other
/// request (the token for this API's host only, retries for a GET or HEAD only).
enum APIRequestEndpoint {
    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        client.exchange = { request in
            let method = request.method.uppercased()
            return try api.exchange(HTTPRequest(method: method, url: url(of: request.endpoint, in: api),
                                                headers: request.headers, body: request.body)).0
        }
    }

    static func url(of endpoint: String, in api: GitHubAPI) -> String {
        if endpoint.contains("://") { return endpoint }
        if endpoint == "graphql" { return api.graphQLURL }
        var path = Substring(endpoint)
        if path.hasPrefix("/") { path = path.dropFirst() }
        return api.baseURL + "/" + path
    }
}
