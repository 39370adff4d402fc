/// All `AuthModel` may do, for this host (bound in by the container).
public struct AuthModelEnvironment: Sendable {
    /// The token in use: `GH_TOKEN`/`GITHUB_TOKEN`, else the active account's.
    public var currentToken: @Sendable () throws -> AuthToken?
    /// Who a token belongs to, and its scopes.
    public var getAuthenticatedUser: @Sendable (AuthToken) throws -> AuthenticatedUser
    /// Every stored account of every host.
    public var storedAccounts: @Sendable () throws -> [StoredAccount]
    /// Stores a token under a login on this host and makes it the active account.
    public var saveAccount: @Sendable (_ login: String, _ token: String) throws -> Void
    /// Makes one of this host's accounts the active one; whether it is there.
    public var activateAccount: @Sendable (_ login: String) throws -> Bool
    /// Removes one of this host's accounts (nil: the one without a login); whether it was there.
    public var removeAccount: @Sendable (_ login: String?) throws -> Bool
    /// The host whose accounts these are (`github.com`, or `host:port`).
    public var host: String
    /// Where stored tokens live, for messages.
    public var tokenLocation: String

    public init(currentToken: @escaping @Sendable () throws -> AuthToken?,
                getAuthenticatedUser: @escaping @Sendable (AuthToken) throws -> AuthenticatedUser,
                storedAccounts: @escaping @Sendable () throws -> [StoredAccount],
                saveAccount: @escaping @Sendable (String, String) throws -> Void,
                activateAccount: @escaping @Sendable (String) throws -> Bool,
                removeAccount: @escaping @Sendable (String?) throws -> Bool,
                host: String, tokenLocation: String) {
        self.currentToken = currentToken
        self.getAuthenticatedUser = getAuthenticatedUser
        self.storedAccounts = storedAccounts
        self.saveAccount = saveAccount
        self.activateAccount = activateAccount
        self.removeAccount = removeAccount
        self.host = host
        self.tokenLocation = tokenLocation
    }
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
        return AuthModelEnvironment(
            currentToken: { try tokens.current(for: configuration) },
            getAuthenticatedUser: services.gitHub.getAuthenticatedUser,
            storedAccounts: { try tokens.load().all },
            saveAccount: { login, token in try tokens.update { $0.add(host: host, login: login, token: token) } },
            activateAccount: { login in try change { $0.activate(host: host, login: login) } },
            removeAccount: { login in try change { $0.remove(host: host, login: login) } },
            host: host, tokenLocation: tokens.location)
    }

    /// Every closure throws "unimplemented: AuthModelEnvironment.NAME": tests override what their case needs.
    public static var failing: AuthModelEnvironment {
        @Sendable func fail(_ name: String) -> Unimplemented { Unimplemented("AuthModelEnvironment.\(name)") }
        return AuthModelEnvironment(
            currentToken: { throw fail("currentToken") },
            getAuthenticatedUser: { _ in throw fail("getAuthenticatedUser") },
            storedAccounts: { throw fail("storedAccounts") },
            saveAccount: { _, _ in throw fail("saveAccount") },
            activateAccount: { _ in throw fail("activateAccount") },
            removeAccount: { _ in throw fail("removeAccount") },
            host: "github.com", tokenLocation: "unimplemented")
    }
}
