/// What a mirror holds besides its issues' records, read without decoding any of them: enough to bring it up to
/// date from one request and to tell whether it then agrees with GitHub.
public struct MirrorState: Sendable, Equatable {
    /// The repository's labels as GitHub last listed them: a rename or new colour moves no issue's `updatedAt`,
    /// so a change here is how the mirror learns that its issues' labels are stale.
    public var labels: [Label]
    /// The newest `updatedAt` GitHub has shown the mirror (GitHub's clock, never this machine's); nil when empty.
    public var syncedThrough: Date?
    public var openCount: Int
    public var closedCount: Int

    public init(labels: [Label] = [], syncedThrough: Date? = nil, openCount: Int = 0, closedCount: Int = 0) {
        self.labels = labels
        self.syncedThrough = syncedThrough
        self.openCount = openCount
        self.closedCount = closedCount
    }

    public var issueCount: Int { openCount + closedCount }

    /// The state once `changed` issues are put in place, where `others` counts the mirrored issues not among them.
    func merging(_ changed: [Issue], others: MirrorState, labels: [Label]) -> MirrorState {
        let open = changed.count { $0.state == .open }
        let newest = changed.map(\.updatedAt).max()
        return MirrorState(labels: labels, syncedThrough: [syncedThrough, newest].compactMap { $0 }.max(),
                           openCount: others.openCount + open, closedCount: others.closedCount + changed.count - open)
    }

    /// Whether the mirror is what GitHub has: the same number of open and closed issues (a deleted or transferred
    /// issue leaves no trace `since` can show) and the same labels as `previous` had (a renamed or recoloured label
    /// moves no issue's `updatedAt`). Otherwise only a full list can make it right.
    func agrees(with page: IssueChangesPage, previousLabels: [Label]) -> Bool {
        openCount == page.openCount && closedCount == page.closedCount
            && Self.sameLabels(previousLabels, page.labels)
    }

    private static func sameLabels(_ mine: [Label], _ theirs: [Label]) -> Bool {
        func key(_ labels: [Label]) -> [String] {
            labels.map { "\($0.name)\u{0}\($0.color.lowercased())\u{0}\($0.description ?? "")" }.sorted()
        }
        return key(mine) == key(theirs)
    }
}
