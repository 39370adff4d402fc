/// The sign-in as it stands, for `auth status`, `auth token` and `auth logout`.
public struct AuthModel: Sendable {
    public enum Status: Sendable, Equatable {
        case notSignedIn
        case signedIn(AuthToken, AuthenticatedUser)
        /// GitHub answered 401 for the token.
        case rejected(AuthToken, status: Int, message: String)
    }

    public var environment: AuthModelEnvironment

    public init(environment: AuthModelEnvironment) {
        self.environment = environment
    }

    public func status() throws -> Status {
        guard let token = try environment.currentToken() else { return .notSignedIn }
        do {
            return .signedIn(token, try environment.getAuthenticatedUser(token))
        } catch let error as AuthenticationError {
            guard case .rejected(let status, let message, _) = error.reason else { throw error }
            return .rejected(token, status: status, message: message)
        }
    }

    public func token() throws -> AuthToken? {
        try environment.currentToken()
    }

    /// Whether a stored token was removed.
    public func logOut() throws -> Bool {
        try environment.deleteStoredToken()
    }
}
