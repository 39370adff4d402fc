/// `GET /user`: the signed-in user's login (for `@me`), and who any token belongs to with the scopes it grants.
struct UsersEndpoint {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        client.viewerLogin = { try UsersEndpoint(api: api).authenticatedUser().login }
        client.getAuthenticatedUser = { token in
            // The token asked about, not the stored one: `auth login` checks a token before storing it.
            var api = api
            api.token = { token }
            return try UsersEndpoint(api: api).authenticatedUser()
        }
    }

    func authenticatedUser() throws -> AuthenticatedUser {
        let (user, response) = try api.get(UserBody.self, api.url("/user"))
        return AuthenticatedUser(login: user.login,
                                 scopes: AuthenticatedUser.scopes(fromHeader: response.headers["X-OAuth-Scopes"]))
    }

    struct UserBody: Decodable {
        var login: String
        enum CodingKeys: String, CodingKey { case login }
    }
}
