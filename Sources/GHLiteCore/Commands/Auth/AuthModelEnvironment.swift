/// All `AuthModel` may do, for this host (bound in by the container).
public struct AuthModelEnvironment: Sendable {
    /// The token in use: `GH_TOKEN`/`GITHUB_TOKEN`, else the stored one.
    public var currentToken: @Sendable () throws -> AuthToken?
    /// Who a token belongs to, and its scopes.
    public var fetchUser: @Sendable (AuthToken) throws -> AuthenticatedUser
    /// Removes the stored token; whether there was one.
    public var deleteStoredToken: @Sendable () throws -> Bool

    public init(currentToken: @escaping @Sendable () throws -> AuthToken?,
                fetchUser: @escaping @Sendable (AuthToken) throws -> AuthenticatedUser,
                deleteStoredToken: @escaping @Sendable () throws -> Bool) {
        self.currentToken = currentToken
        self.fetchUser = fetchUser
        self.deleteStoredToken = deleteStoredToken
    }
}
