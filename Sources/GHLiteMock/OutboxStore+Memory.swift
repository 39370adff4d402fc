import GHLiteCore

extension OutboxStore {
    /// Entries in memory, one lock for all.
    public static func memory() -> OutboxStore {
        let outboxes = Locked([String: OutboxContents]())
        let sending = Locked(())
        return OutboxStore(
            update: { account, change in
                try outboxes.withLock { all in
                    var contents = all[account.host + "/" + account.account] ?? OutboxContents()
                    try change(&contents)
                    all[account.host + "/" + account.account] = contents
                }
            },
            whileSending: { _, body in try sending.withLock { _ in try body() } },
            location: { account in "memory:\(account.host)/\(account.account)" })
    }
}
