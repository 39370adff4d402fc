import GHLiteCore

/// `gh-lite api` against the in-memory GitHub: `GET /user` names the signed-in user; every other endpoint is GitHub's
/// 404 for a route it does not have.
enum MockAPIRequests {
    static func install(_ data: MockGitHubData, into client: inout GitHubClient) {
        client.exchange = { request in
            let json = HTTPHeaders([("Content-Type", "application/json; charset=utf-8")])
            let path = request.endpoint.hasPrefix("/") ? String(request.endpoint.dropFirst()) : request.endpoint
            if request.method.uppercased() == "GET" && path == "user" {
                return HTTPResponse(status: 200, headers: json, body: Data(#"{"login":"\#(data.signedInLogin)"}"#.utf8))
            }
            return HTTPResponse(status: 404, headers: json, body: Data(
                #"{"message":"Not Found","documentation_url":"https://docs.github.com/rest","status":"404"}"#.utf8))
        }
    }
}
