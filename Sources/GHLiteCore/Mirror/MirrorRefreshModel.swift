/// Brings one repository's mirror up to date: one request for what changed since the last sync when the
/// mirror agrees with GitHub afterwards, else (and the first time) a full list of every issue.
public struct MirrorRefreshModel: Sendable {
    /// How far before the newest `updatedAt` seen a sync starts again, so an issue GitHub stamped during the
    /// last sync but listed only after it is not missed.
    public static let overlap: TimeInterval = 5 * 60

    public var environment: MirrorRefreshModelEnvironment

    public init(environment: MirrorRefreshModelEnvironment) {
        self.environment = environment
    }

    /// The mirror as GitHub has it now. `progress` hears how many issues a full list has fetched so far.
    /// A mirror that cannot be read is rebuilt; one that cannot be written only makes the next run slower.
    @discardableResult
    public func refresh(progress: (Int) throws -> Void = { _ in }) throws -> RepositoryMirror {
        let stored = (try? environment.loadMirror()) ?? nil
        if let stored, let synced = stored.syncedThrough {
            let (changed, last) = try fetch(since: synced.addingTimeInterval(-Self.overlap)) { _ in }
            var merged = stored.merging(changed)
            if merged.agrees(with: last) {
                merged.labels = last.labels
                try? environment.saveMirror(MirrorUpdate(
                    replacesAll: false, issues: changed.compactMap { merged.issues[$0.number] }, labels: last.labels,
                    syncedThrough: merged.syncedThrough))
                return merged
            }
        }
        let (all, last) = try fetch(since: nil, progress: progress)
        var mirror = (stored ?? RepositoryMirror()).merging(all, replacingAll: true)
        mirror.labels = last.labels
        try? environment.saveMirror(MirrorUpdate(replacesAll: true, issues: Array(mirror.issues.values),
                                                 labels: last.labels, syncedThrough: mirror.syncedThrough))
        return mirror
    }

    /// Every page of changes; the repository's counts and labels from the last one, the closest to now.
    private func fetch(since: Date?, progress: (Int) throws -> Void) throws -> ([Issue], IssueChangesPage) {
        var query = IssueChangesQuery(since: since)
        var issues: [Issue] = []
        var trail = PageTrail(of: .cursor)
        while true {
            let page = try environment.listIssueChanges(query)
            guard page.hasIssuesEnabled else { throw IssueModel.LookupError.issuesDisabled }
            issues += page.items
            try progress(issues.count)
            guard let next = page.nextCursor, !page.items.isEmpty else { return (issues, page) }
            query.after = try trail.follow(next)
        }
    }
}
