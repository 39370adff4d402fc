/// Where signed-in accounts and their tokens are kept. Live: a 0600 file; mock: memory.
public struct TokenStore: Sendable {
    /// Everything stored; nothing stored is an empty value.
    public var load: @Sendable () throws -> StoredAccounts = { throw Unimplemented("TokenStore.load") }
    /// Reads, changes and writes back as one step, so two processes cannot drop each other's change.
    public var update: @Sendable (_ change: (inout StoredAccounts) throws -> Void) throws -> Void
        = { _ in throw Unimplemented("TokenStore.update") }
    /// Where the tokens live, for messages.
    public var location = "unimplemented"

    public init() {}

    /// Every closure fails with its name: tests set the ones their case uses.
    public static var failing: TokenStore { TokenStore() }
}

extension TokenStore {
    /// The token to use right now: `GH_TOKEN`/`GITHUB_TOKEN` first, then the host's active account's.
    /// Called on every request, so a login, switch or logout takes effect at once. One with spaces or control
    /// characters inside is refused, whichever its source.
    public func current(for configuration: Configuration) throws -> AuthToken? {
        let token = try configuration.environmentToken.map { AuthToken(value: $0.value, source: .environment($0.variable)) }
            ?? load().activeToken(on: configuration.tokenKey).map { AuthToken(value: $0, source: .file(location)) }
        if let token, !AuthToken.isWellFormed(token.value) {
            throw AuthenticationError(host: configuration.tokenKey, reason: .malformed(source: token.source))
        }
        return token
    }

    /// The login of the account in use on the configured host, read from the store without a request: nil when
    /// `GH_TOKEN`/`GITHUB_TOKEN` is in use (whose it is only GitHub can say), when nothing is stored, or for a token
    /// stored before accounts had names.
    public func activeLogin(for configuration: Configuration) throws -> String? {
        guard configuration.environmentToken == nil else { return nil }
        return try load().all.first { $0.host == configuration.tokenKey && $0.isActive }?.login
    }
}
