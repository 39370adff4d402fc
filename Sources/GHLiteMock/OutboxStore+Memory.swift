import GHLiteCore

extension OutboxStore {
    /// Entries in memory; one lock for all the outboxes, one for sending, one for entries, taken in that order.
    public static func memory() -> OutboxStore {
        let outboxes = Locked([String: OutboxContents]())
        let sending = Locked(())
        let entry = Locked(())
        return OutboxStore(
            update: { account, change in
                try outboxes.withLock { all in
                    var contents = all[account.host + "/" + account.account] ?? OutboxContents()
                    try change(&contents)
                    all[account.host + "/" + account.account] = contents
                }
            },
            whileSending: { _, body in try sending.withLock { _ in try body() } },
            withEntryLock: { _, body in try entry.withLock { _ in try body() } },
            location: { account in "memory:\(account.host)/\(account.account)" })
    }
}
