/// The repository mirrors on disk (GHLiteLive keeps them in SQLite under the cache directory).
/// A mirror that is damaged or of an older format reads as none, and is rebuilt from GitHub.
public struct MirrorStore: Sendable {
    public var load: @Sendable (MirrorKey) throws -> RepositoryMirror?
        = { _ in throw Unimplemented("MirrorStore.load") }
    /// The mirror's labels and milestones, sync time and open and closed counts (not counting the issues numbered
    /// `excluding`; not counted at all, left 0, when it is nil), read without decoding any issue; nil when the
    /// repository has no mirror.
    public var state: @Sendable (MirrorKey, _ excluding: [Int]?) throws -> MirrorState?
        = { _, _ in throw Unimplemented("MirrorStore.state") }
    /// Applies `update` in one transaction, then, when it wrote issues, evicts the least recently used mirrors past
    /// the size limit.
    public var save: @Sendable (MirrorKey, MirrorUpdate) throws -> Void
        = { _, _ in throw Unimplemented("MirrorStore.save") }
    /// The numbers of those of `issues` the mirror already holds exactly so: saving them would change nothing.
    public var holding: @Sendable (MirrorKey, [Issue]) throws -> Set<Int>
        = { _, _ in throw Unimplemented("MirrorStore.holding") }
    /// Keeps the comments `issue view` fetched of issue `number`, if the mirror has it as last updated at `updatedAt`
    /// (otherwise the next sync brings the issue, and the comments are fetched again when viewed).
    public var saveComments: @Sendable (MirrorKey, _ number: Int, _ updatedAt: Date, [IssueComment]) throws -> Void
        = { _, _, _, _ in throw Unimplemented("MirrorStore.saveComments") }
    /// Keeps the links `issue view` just read of issue `number`, if the mirror has it: GitHub does not move an issue's
    /// `updatedAt` when a link is added or removed, so a refresh alone would not bring them.
    public var saveLinks: @Sendable (MirrorKey, _ number: Int, IssueLinks) throws -> Void
        = { _, _, _ in throw Unimplemented("MirrorStore.saveLinks") }
    /// The numbers of the mirrored issues `MirrorSelection` picks, in its order, without decoding any; nil when
    /// the repository has no mirror.
    public var select: @Sendable (MirrorKey, MirrorSelection) throws -> MirrorSelection.Result?
        = { _, _ in throw Unimplemented("MirrorStore.select") }
    /// The mirrored issues with these numbers, in that order.
    public var issues: @Sendable (MirrorKey, _ numbers: [Int]) throws -> [Issue]
        = { _, _ in throw Unimplemented("MirrorStore.issues") }
    /// `issues`, or nil when a record among them cannot be read, which is then neither said nor marked for
    /// rebuilding: a read ahead of the list that reads them again if it needs them.
    public var readableIssues: @Sendable (MirrorKey, _ numbers: [Int]) throws -> [Issue]?
        = { _, _ in throw Unimplemented("MirrorStore.readableIssues") }
    /// Notes that a list of the repository, which has no mirror, succeeded, and how many issues GitHub said it has
    /// in all; the next list reads it back (`listedIssueCount`) to tell whether a mirror costs no more than a list.
    public var noteListed: @Sendable (MirrorKey, _ issueCount: Int) throws -> Void
        = { _, _ in throw Unimplemented("MirrorStore.noteListed") }
    /// What the last `noteListed` of the repository noted; nil when it was never listed (or the note is unreadable).
    public var listedIssueCount: @Sendable (MirrorKey) throws -> Int?
        = { _ in throw Unimplemented("MirrorStore.listedIssueCount") }
    /// The repositories one account (`host`, `account` as in `MirrorKey`) has a mirror of, owners and names
    /// lower-cased as the mirror keeps them.
    public var repositories: @Sendable (_ host: String, _ account: String) throws -> [RepoRef]
        = { _, _ in throw Unimplemented("MirrorStore.repositories") }
    /// Removes every mirror and every cached answer; returns the folder it emptied.
    public var clear: @Sendable () throws -> String
        = { throw Unimplemented("MirrorStore.clear") }

    public init() {}

    public static var failing: MirrorStore { MirrorStore() }
}

/// Which mirrored issues an offline list reads, picked in SQL: those in `state`, newest first, or those matching
/// `match` (an FTS5 query, `OfflineSearch.matchQuery`), best first; only the first `limit` of them when it is set.
public struct MirrorSelection: Sendable, Equatable {
    public var state: IssuesQuery.State
    public var match: String?
    public var limit: Int?

    public init(state: IssuesQuery.State, match: String? = nil, limit: Int? = nil) {
        self.state = state
        self.match = match
        self.limit = limit
    }

    public struct Result: Sendable, Equatable {
        /// At most `limit` of them.
        public var numbers: [Int]
        /// How many the selection picks, `limit` aside.
        public var total: Int
        /// When the mirror was last synced (this machine's clock).
        public var syncedAt: Date

        public init(numbers: [Int], total: Int? = nil, syncedAt: Date) {
            self.numbers = numbers
            self.total = total ?? numbers.count
            self.syncedAt = syncedAt
        }
    }
}
