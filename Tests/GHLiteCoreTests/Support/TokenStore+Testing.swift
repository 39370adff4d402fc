import GHLiteCore
import GHLiteMock

extension TokenStore {
    /// The host's active token, as a command would send it.
    func activeToken(_ host: String) throws -> String? { try load().activeToken(on: host) }

    /// A memory store with one account per host, each active: `[host: (login, token)]`.
    static func memory(_ accounts: [String: (login: String, token: String)]) -> TokenStore {
        .memory(StoredAccounts(hosts: accounts.mapValues { .init(accounts: [.init(login: $0.login, token: $0.token)],
                                                                 activeLogin: $0.login) }))
    }

    /// A store whose every use throws `error`.
    static func throwing(_ error: any Error) -> TokenStore {
        var store = TokenStore()
        store.load = { throw error }
        store.update = { _ in throw error }
        store.location = "memory"
        return store
    }
}
