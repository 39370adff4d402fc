import GHLiteCore

extension TokenStore {
    /// An in-memory store, for the mock and tests.
    public static func memory(_ initial: StoredAccounts = StoredAccounts()) -> TokenStore {
        let accounts = Locked(initial)
        var store = TokenStore()
        store.load = { accounts.withLock { $0 } }
        store.update = { change in try accounts.withLock { try change(&$0) } }
        store.location = "memory"
        return store
    }
}
