/// Where outbox entries are kept. Live: a private JSON file per host and account under the state directory, changed
/// under a lock that other gh-lite processes respect; `.memory` (GHLiteMock) for `.mock` and tests.
public struct OutboxStore: Sendable {
    /// Reads the account's outbox, lets `change` alter it, and writes it back atomically, all under the lock.
    public var update: @Sendable (_ account: OutboxAccount, _ change: (inout OutboxContents) throws -> Void) throws -> Void
        = { _, _ in throw Unimplemented("OutboxStore.update") }
    /// Runs `body` holding the account's send lock, so two `sync` runs send one after the other, never side by side.
    public var whileSending: @Sendable (_ account: OutboxAccount, _ body: () throws -> Void) throws -> Void
        = { _, _ in throw Unimplemented("OutboxStore.whileSending") }
    /// Runs `body` holding the account's entry lock: a sync holds it from re-reading an entry until its send is
    /// recorded, `sync --discard` while it takes one out, so an entry is never both discarded and sent.
    public var withEntryLock: @Sendable (_ account: OutboxAccount, _ body: () throws -> Void) throws -> Void
        = { _, _ in throw Unimplemented("OutboxStore.withEntryLock") }
    /// The file's path, for messages.
    public var location: @Sendable (_ account: OutboxAccount) -> String
        = { _ in
            _ = Unimplemented("OutboxStore.location")
            return "unimplemented"
        }

    public init() {}

    public static var failing: OutboxStore { OutboxStore() }
}

extension OutboxStore {
    /// The account's entries as they stand.
    public func entries(of account: OutboxAccount) throws -> [OutboxEntry] {
        var entries: [OutboxEntry] = []
        try update(account) { entries = $0.entries }
        return entries
    }
}
