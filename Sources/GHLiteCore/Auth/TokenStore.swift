/// Where signed-in tokens are kept, one per host key. Live: a 0600 file; mock: memory.
public struct TokenStore: Sendable {
    public var read: @Sendable (_ hostKey: String) throws -> String?
    public var write: @Sendable (_ hostKey: String, _ token: String) throws -> Void
    /// Returns whether a token was there to remove.
    public var delete: @Sendable (_ hostKey: String) throws -> Bool
    /// Where the tokens live, for messages.
    public var location: String

    public init(read: @escaping @Sendable (String) throws -> String?,
                write: @escaping @Sendable (String, String) throws -> Void,
                delete: @escaping @Sendable (String) throws -> Bool,
                location: String) {
        self.read = read
        self.write = write
        self.delete = delete
        self.location = location
    }
}

extension TokenStore {
    /// The token to use right now: `GH_TOKEN`/`GITHUB_TOKEN` first, then the stored one.
    /// Called on every request, so a login or logout takes effect at once.
    public func current(for configuration: Configuration) throws -> AuthToken? {
        if let token = configuration.environmentToken {
            return AuthToken(value: token.value, source: .environment(token.variable))
        }
        return try read(configuration.tokenKey).map { AuthToken(value: $0, source: .file(location)) }
    }
}
