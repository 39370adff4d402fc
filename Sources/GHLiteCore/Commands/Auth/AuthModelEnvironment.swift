/// All `AuthModel` may do, for this host (bound in by `bound(to:configuration:)`). Every closure starts out throwing
/// "unimplemented: AuthModelEnvironment.NAME" (that is `.failing`); tests override what their case needs.
public struct AuthModelEnvironment: Sendable {
    /// The token in use: `GH_TOKEN`/`GITHUB_TOKEN`, else the active account's.
    public var currentToken: @Sendable () throws -> AuthToken?
        = { throw Unimplemented("AuthModelEnvironment.currentToken") }
    /// Who a token belongs to, and its scopes.
    public var getAuthenticatedUser: @Sendable (AuthToken) throws -> AuthenticatedUser
        = { _ in throw Unimplemented("AuthModelEnvironment.getAuthenticatedUser") }
    /// Every stored account of every host.
    public var storedAccounts: @Sendable () throws -> [StoredAccount]
        = { throw Unimplemented("AuthModelEnvironment.storedAccounts") }
    /// Stores a token under a login on this host and makes it the active account.
    public var saveAccount: @Sendable (_ login: String, _ token: String) throws -> Void
        = { _, _ in throw Unimplemented("AuthModelEnvironment.saveAccount") }
    /// Makes one of this host's accounts the active one; whether it is there.
    public var activateAccount: @Sendable (_ login: String) throws -> Bool
        = { _ in throw Unimplemented("AuthModelEnvironment.activateAccount") }
    /// Removes one of this host's accounts (nil: the one without a login); whether it was there.
    public var removeAccount: @Sendable (_ login: String?) throws -> Bool
        = { _ in throw Unimplemented("AuthModelEnvironment.removeAccount") }
    /// The host whose accounts these are (`github.com`, or `host:port`).
    public var host = "github.com"
    /// Where stored tokens live, for messages.
    public var tokenLocation = "unimplemented"

    public init() {}

    public static var failing: AuthModelEnvironment { AuthModelEnvironment() }
}

extension AuthModelEnvironment {
    /// This host's accounts as they stand, for `auth status`, `switch`, `token` and `logout`.
    static func bound(to services: ContainerEnvironment, configuration: Configuration) -> AuthModelEnvironment {
        let tokens = services.tokens
        let host = configuration.tokenKey
        @Sendable func change(_ body: (inout StoredAccounts) -> Bool) throws -> Bool {
            var changed = false
            try tokens.update { changed = body(&$0) }
            return changed
        }
        var environment = AuthModelEnvironment()
        environment.currentToken = { try tokens.current(for: configuration) }
        environment.getAuthenticatedUser = services.gitHub.getAuthenticatedUser
        environment.storedAccounts = { try tokens.load().all }
        environment.saveAccount = { login, token in try tokens.update { $0.add(host: host, login: login, token: token) } }
        environment.activateAccount = { login in try change { $0.activate(host: host, login: login) } }
        environment.removeAccount = { login in try change { $0.remove(host: host, login: login) } }
        environment.host = host
        environment.tokenLocation = tokens.location
        return environment
    }
}
