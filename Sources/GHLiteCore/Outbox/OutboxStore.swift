/// Where outbox entries are kept. Live: a private JSON file per host and account under the state directory, changed
/// under a lock that other gh-lite processes respect; `.memory` (GHLiteMock) for `.mock` and tests.
public struct OutboxStore: Sendable {
    /// Reads the account's outbox, lets `change` alter it, and writes it back atomically, all under the lock.
    public var update: @Sendable (_ account: OutboxAccount, _ change: (inout OutboxContents) throws -> Void) throws -> Void
    /// Runs `body` holding the account's send lock, so two `sync` runs send one after the other, never side by side.
    public var whileSending: @Sendable (_ account: OutboxAccount, _ body: () throws -> Void) throws -> Void
    /// Runs `body` holding the account's entry lock: a sync holds it from re-reading an entry until its send is
    /// recorded, `sync --discard` while it takes one out, so an entry is never both discarded and sent.
    public var withEntryLock: @Sendable (_ account: OutboxAccount, _ body: () throws -> Void) throws -> Void
    /// The file's path, for messages.
    public var location: @Sendable (_ account: OutboxAccount) -> String

    public init(update: @escaping @Sendable (OutboxAccount, (inout OutboxContents) throws -> Void) throws -> Void,
                whileSending: @escaping @Sendable (OutboxAccount, () throws -> Void) throws -> Void,
                withEntryLock: @escaping @Sendable (OutboxAccount, () throws -> Void) throws -> Void,
                location: @escaping @Sendable (OutboxAccount) -> String) {
        self.update = update
        self.whileSending = whileSending
        self.withEntryLock = withEntryLock
        self.location = location
    }

    public static var failing: OutboxStore {
        OutboxStore(update: { _, _ in throw Unimplemented("OutboxStore.update") },
                    whileSending: { _, _ in throw Unimplemented("OutboxStore.whileSending") },
                    withEntryLock: { _, _ in throw Unimplemented("OutboxStore.withEntryLock") },
                    location: { _ in "unimplemented" })
    }
}

extension OutboxStore {
    /// The account's entries as they stand.
    public func entries(of account: OutboxAccount) throws -> [OutboxEntry] {
        var entries: [OutboxEntry] = []
        try update(account) { entries = $0.entries }
        return entries
    }
}
