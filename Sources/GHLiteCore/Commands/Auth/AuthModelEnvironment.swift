/// All `AuthModel` may do, for this host (bound in by the container).
public struct AuthModelEnvironment: Sendable {
    /// The token in use: `GH_TOKEN`/`GITHUB_TOKEN`, else the stored one.
    public var currentToken: @Sendable () throws -> AuthToken?
    /// Who a token belongs to, and its scopes.
    public var getAuthenticatedUser: @Sendable (AuthToken) throws -> AuthenticatedUser
    /// Removes the stored token; whether there was one.
    public var deleteStoredToken: @Sendable () throws -> Bool

    public init(currentToken: @escaping @Sendable () throws -> AuthToken?,
                getAuthenticatedUser: @escaping @Sendable (AuthToken) throws -> AuthenticatedUser,
                deleteStoredToken: @escaping @Sendable () throws -> Bool) {
        self.currentToken = currentToken
        self.getAuthenticatedUser = getAuthenticatedUser
        self.deleteStoredToken = deleteStoredToken
    }
}

extension AuthModelEnvironment {
    /// This host's sign-in as it stands, for `auth status`, `auth token` and `auth logout`.
    static func bound(to services: ContainerEnvironment, configuration: Configuration) -> AuthModelEnvironment {
        AuthModelEnvironment(
            currentToken: { try services.tokens.current(for: configuration) },
            getAuthenticatedUser: services.gitHub.getAuthenticatedUser,
            deleteStoredToken: { try services.tokens.delete(configuration.tokenKey) })
    }

    /// Every closure throws "unimplemented: AuthModelEnvironment.NAME": tests override what their case needs.
    public static var failing: AuthModelEnvironment {
        AuthModelEnvironment(
            currentToken: { throw Unimplemented("AuthModelEnvironment.currentToken") },
            getAuthenticatedUser: { _ in throw Unimplemented("AuthModelEnvironment.getAuthenticatedUser") },
            deleteStoredToken: { throw Unimplemented("AuthModelEnvironment.deleteStoredToken") })
    }
}
