import GHLiteCore

/// The mock GitHub's `GET /user`: a token `gho_mock_LOGIN` belongs to LOGIN with gh's default scopes;
/// any other token is rejected as GitHub rejects a bad one.
enum MockUsers {
    static let prefix = "gho_mock_"

    static func install(into client: inout GitHubClient) {
        client.getAuthenticatedUser = { token in
            guard token.value.hasPrefix(prefix), token.value.count > prefix.count else {
                throw AuthenticationError(host: "github.com",
                                          reason: .rejected(status: 401, message: "Bad credentials", source: token.source))
            }
            return AuthenticatedUser(login: String(token.value.dropFirst(prefix.count)), scopes: ["gist", "read:org", "repo"])
        }
    }
}
