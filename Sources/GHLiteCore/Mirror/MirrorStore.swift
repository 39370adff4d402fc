/// The repository mirrors on disk (GHLiteLive keeps them in SQLite under the cache directory).
/// A mirror that is damaged or of an older format reads as none, and is rebuilt from GitHub.
public struct MirrorStore: Sendable {
    public var load: @Sendable (MirrorKey) throws -> RepositoryMirror?
    /// Applies `update` in one transaction, then evicts the least recently used mirrors past the size limit.
    public var save: @Sendable (MirrorKey, MirrorUpdate) throws -> Void
    /// Keeps the comments `issue view` fetched of issue `number`, if the mirror has it as last updated at `updatedAt`
    /// (otherwise the next sync brings the issue, and the comments are fetched again when viewed).
    public var saveComments: @Sendable (MirrorKey, _ number: Int, _ updatedAt: Date, [IssueComment]) throws -> Void
    /// The numbers of the mirrored issues whose title or body match an FTS5 query (`OfflineSearch.matchQuery`),
    /// best first; nil when the repository has no mirror.
    public var search: @Sendable (MirrorKey, _ query: String) throws -> [Int]?
    /// Removes every mirror and every cached answer; returns the folder it emptied.
    public var clear: @Sendable () throws -> String

    public init(load: @escaping @Sendable (MirrorKey) throws -> RepositoryMirror?,
                save: @escaping @Sendable (MirrorKey, MirrorUpdate) throws -> Void,
                saveComments: @escaping @Sendable (MirrorKey, Int, Date, [IssueComment]) throws -> Void,
                search: @escaping @Sendable (MirrorKey, String) throws -> [Int]?,
                clear: @escaping @Sendable () throws -> String) {
        self.load = load
        self.save = save
        self.saveComments = saveComments
        self.search = search
        self.clear = clear
    }

    /// Every closure throws "unimplemented: MirrorStore.NAME".
    public static var failing: MirrorStore {
        MirrorStore(load: { _ in throw Unimplemented("MirrorStore.load") },
                    save: { _, _ in throw Unimplemented("MirrorStore.save") },
                    saveComments: { _, _, _, _ in throw Unimplemented("MirrorStore.saveComments") },
                    search: { _, _ in throw Unimplemented("MirrorStore.search") },
                    clear: { throw Unimplemented("MirrorStore.clear") })
    }
}
