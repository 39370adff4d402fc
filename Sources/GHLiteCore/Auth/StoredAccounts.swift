/// Every signed-in account, per host, and which one each host uses: what the token store holds.
/// Logins sort alphabetically within a host. A token stored before gh-lite kept several accounts has no
/// login yet (`login == nil`); it is always its host's only account, and the first write names or replaces it.
public struct StoredAccounts: Sendable, Equatable {
    public struct Account: Sendable, Equatable {
        public var login: String?
        public var token: String

        public init(login: String?, token: String) {
            self.login = login
            self.token = token
        }
    }

    public struct Host: Sendable, Equatable {
        public var accounts: [Account]
        public var activeLogin: String?

        public init(accounts: [Account], activeLogin: String?) {
            self.accounts = accounts
            self.activeLogin = activeLogin
        }

        var active: Account? { accounts.first { $0.login == activeLogin } ?? accounts.first }
    }

    public var hosts: [String: Host]

    public init(hosts: [String: Host] = [:]) {
        self.hosts = hosts
    }

    /// The token the host uses, when one is stored.
    public func activeToken(on host: String) -> String? { hosts[host]?.active?.token }

    /// Every account, host by host (sorted), the active one of each host first.
    public var all: [StoredAccount] {
        hosts.keys.sorted().flatMap { key -> [StoredAccount] in
            let host = hosts[key]!
            let active = host.active
            return host.accounts
                .map { StoredAccount(host: key, login: $0.login, token: $0.token, isActive: $0 == active) }
                .sorted { $0.isActive && !$1.isActive }
        }
    }

    /// Stores the token for `login` (replacing its old one, and an unnamed one) and makes it the host's active account.
    public mutating func add(host: String, login: String, token: String) {
        var entry = hosts[host] ?? Host(accounts: [], activeLogin: nil)
        entry.accounts.removeAll { $0.login == nil || $0.login == login }
        entry.accounts.append(Account(login: login, token: token))
        entry.accounts.sort { ($0.login ?? "") < ($1.login ?? "") }
        entry.activeLogin = login
        hosts[host] = entry
    }

    /// Makes `login` the host's active account; whether it is one of the host's.
    public mutating func activate(host: String, login: String) -> Bool {
        guard hosts[host]?.accounts.contains(where: { $0.login == login }) == true else { return false }
        hosts[host]?.activeLogin = login
        return true
    }

    /// Removes one account (nil: the unnamed one); when it was active, the first left becomes active.
    /// Whether it was there.
    public mutating func remove(host: String, login: String?) -> Bool {
        guard var entry = hosts[host], let index = entry.accounts.firstIndex(where: { $0.login == login }) else {
            return false
        }
        entry.accounts.remove(at: index)
        if entry.accounts.isEmpty {
            hosts.removeValue(forKey: host)
        } else {
            if entry.activeLogin == login { entry.activeLogin = entry.accounts[0].login }
            hosts[host] = entry
        }
        return true
    }
}

/// One stored account, as listed by `auth status`, `auth switch` and `auth logout`.
public struct StoredAccount: Sendable, Equatable {
    public var host: String
    /// Nil for a token stored before gh-lite kept several accounts, until the next sign-in names it.
    public var login: String?
    public var token: String
    public var isActive: Bool

    public init(host: String, login: String?, token: String, isActive: Bool) {
        self.host = host
        self.login = login
        self.token = token
        self.isActive = isActive
    }
}
