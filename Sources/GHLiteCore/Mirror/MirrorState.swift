/// What a mirror holds besides its issues' records, read without decoding any of them: enough to bring it up to
/// date from one request and to tell whether it then agrees with GitHub.
public struct MirrorState: Sendable, Equatable {
    /// The repository's labels and milestones as GitHub last listed them, which the mirrored issues agree with.
    public var catalog: RepositoryCatalog
    /// The newest `updatedAt` GitHub has shown the mirror (GitHub's clock, never this machine's); nil when empty.
    public var syncedThrough: Date?
    public var openCount: Int
    public var closedCount: Int
    /// The repository as GitHub last spelled it in an answer (nil when read from the mirror alone): what `sync`
    /// names it by, where the mirror's folders keep names lower-cased.
    public var nameWithOwner: String?

    public init(catalog: RepositoryCatalog = RepositoryCatalog(), syncedThrough: Date? = nil, openCount: Int = 0,
                closedCount: Int = 0) {
        self.catalog = catalog
        self.syncedThrough = syncedThrough
        self.openCount = openCount
        self.closedCount = closedCount
    }

    public var issueCount: Int { openCount + closedCount }

    /// The state once `changed` issues are put in place (`others` counts the mirrored issues not among them), as
    /// of `last`, the page closest to now: its catalog, and its `Date`, which `syncedThrough` never passes (one
    /// `updatedAt` from a clock gone wrong would otherwise make every later delta start after it). `alsoSeen`:
    /// issues GitHub sent that the mirror held as they are, which move the sync time as changed ones do.
    func merging(_ changed: [Issue], others: MirrorState, last: IssueChangesPage, alsoSeen: [Issue] = []) -> MirrorState {
        let open = changed.count { $0.state == .open }
        let newest = [syncedThrough, (changed + alsoSeen).map(\.updatedAt).max()].compactMap { $0 }.max()
        let through = newest.map { newest in last.answeredAt.map { min(newest, $0) } ?? newest }
        var state = MirrorState(catalog: last.catalog, syncedThrough: through, openCount: others.openCount + open,
                                closedCount: others.closedCount + changed.count - open)
        state.nameWithOwner = last.nameWithOwner
        return state
    }

    /// Whether the mirror is what GitHub has: the same number of open issues and of closed ones. A deleted or
    /// transferred issue leaves no trace `since` can show, so only a full list can make it right.
    func agrees(with page: IssueChangesPage) -> Bool {
        openCount == page.openCount && closedCount == page.closedCount
    }
}
