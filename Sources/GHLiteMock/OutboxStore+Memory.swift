import GHLiteCore

extension OutboxStore {
    /// Entries in memory; one lock for all the outboxes, one for sending, one for entries, taken in that order.
    public static func memory() -> OutboxStore {
        let outboxes = Locked([String: OutboxContents]())
        let sending = Locked(())
        let entry = Locked(())
        var store = OutboxStore()
        store.update = { account, change in
            try outboxes.withLock { all in
                var contents = all[account.host + "/" + account.account] ?? OutboxContents()
                try change(&contents)
                all[account.host + "/" + account.account] = contents
            }
        }
        store.whileSending = { _, body in try sending.withLock { _ in try body() } }
        store.withEntryLock = { _, body in try entry.withLock { _ in try body() } }
        store.location = { account in "memory:\(account.host)/\(account.account)" }
        return store
    }
}
