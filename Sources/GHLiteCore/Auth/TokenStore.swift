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
    /// Called on every request, so a login or logout takes effect at once. One with spaces or control
    /// characters inside is refused, whichever its source.
    public func current(for configuration: Configuration) throws -> AuthToken? {
        let token = try configuration.environmentToken.map { AuthToken(value: $0.value, source: .environment($0.variable)) }
            ?? read(configuration.tokenKey).map { AuthToken(value: $0, source: .file(location)) }
        if let token, !AuthToken.isWellFormed(token.value) {
            throw AuthenticationError(host: configuration.tokenKey, reason: .malformed(source: token.source))
        }
        return token
    }
}
