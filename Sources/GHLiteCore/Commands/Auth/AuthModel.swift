/// The sign-ins as they stand, for `auth status`, `auth switch`, `auth token` and `auth logout`.
public struct AuthModel: Sendable {
    /// What GitHub says of one token.
    public enum Check: Sendable, Equatable {
        case valid(AuthenticatedUser)
        /// GitHub answered 401 for the token.
        case rejected(status: Int, message: String)
    }

    /// One account of this host, checked with GitHub.
    public struct AccountStatus: Sendable, Equatable {
        public var token: AuthToken
        /// The stored login; nil for `GH_TOKEN` and for a token stored before accounts had names.
        public var login: String?
        public var isActive: Bool
        public var check: Check
    }

    /// This host's accounts (the one in use first), and what other hosts have stored, unchecked.
    public struct Status: Sendable, Equatable {
        public var accounts: [AccountStatus]
        public var otherHosts: [StoredAccount]
    }

    public var environment: AuthModelEnvironment

    public init(environment: AuthModelEnvironment) {
        self.environment = environment
    }

    /// `GH_TOKEN`/`GITHUB_TOKEN` when set is the account in use, and the stored ones are listed as inactive, as gh does.
    /// One `GET /user` per account of this host.
    public func status() throws -> Status {
        let current = try environment.currentToken()
        let stored = try environment.storedAccounts()
        var tokens: [(AuthToken, login: String?, isActive: Bool)] = []
        if let current, case .environment = current.source { tokens.append((current, nil, true)) }
        for account in stored where account.host == environment.host {
            tokens.append((storedToken(account.token), account.login, tokens.isEmpty && account.isActive))
        }
        return Status(accounts: try tokens.map { token, login, isActive in
            AccountStatus(token: token, login: login, isActive: isActive, check: try check(token))
        }, otherHosts: stored.filter { $0.host != environment.host })
    }

    public func token() throws -> AuthToken? {
        try environment.currentToken()
    }

    /// This host's stored accounts, the active one first.
    public func accounts() throws -> [StoredAccount] {
        try environment.storedAccounts().filter { $0.host == environment.host }
    }

    /// `accounts()`, each with its login: one stored before accounts had names is named by GitHub first.
    public func namedAccounts() throws -> [StoredAccount] {
        try UnnamedAccount.name(among: accounts(), owner: { try environment.getAuthenticatedUser(storedToken($0)) },
                                save: environment.saveAccount)
        return try accounts()
    }

    /// Whether `login` is one of this host's accounts.
    public func switchAccount(to login: String) throws -> Bool {
        try environment.activateAccount(login)
    }

    /// Removes the account; whether it was there.
    public func logOut(_ login: String?) throws -> Bool {
        try environment.removeAccount(login)
    }

    private func storedToken(_ value: String) -> AuthToken {
        AuthToken(value: value, source: .file(environment.tokenLocation))
    }

    private func check(_ token: AuthToken) throws -> Check {
        guard AuthToken.isWellFormed(token.value) else {
            throw AuthenticationError(host: environment.host, reason: .malformed(source: token.source))
        }
        do {
            return .valid(try environment.getAuthenticatedUser(token))
        } catch let error as AuthenticationError {
            guard case .rejected(let status, let message, _) = error.reason else { throw error }
            return .rejected(status: status, message: message)
        }
    }
}
