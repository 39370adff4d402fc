/// Makes or brings up to date one repository's mirror: one request for what changed since the last sync when the
/// mirror agrees with GitHub afterwards, else (and the first time) a full list of every issue.
public struct MirrorRefreshModel: Sendable {
    /// How far before the newest `updatedAt` seen a sync starts again, so an issue GitHub stamped during the
    /// last sync but listed only after it is not missed.
    public static let overlap: TimeInterval = 5 * 60

    public var environment: MirrorRefreshModelEnvironment

    public init(environment: MirrorRefreshModelEnvironment) {
        self.environment = environment
    }

    /// The mirror as GitHub has it now, made with a full list if the repository had none (`sync`).
    /// `progress` hears how many issues a full list has fetched so far.
    @discardableResult
    public func refresh(progress: (Int) throws -> Void = { _ in }) throws -> RepositoryMirror {
        try update((try? environment.loadMirror()) ?? RepositoryMirror(), progress: progress)
    }

    /// The mirror brought up to date, or nil when the repository has none, or it cannot be read (lists then ask
    /// GitHub as they always did). A damaged mirror, or one of an older format, reads as empty and is rebuilt.
    public func refreshIfMirrored(progress: (Int) throws -> Void = { _ in }) throws -> RepositoryMirror? {
        guard let stored = (try? environment.loadMirror()) ?? nil else { return nil }
        return try update(stored, progress: progress)
    }

    /// One request for what changed since `stored` was synced, when the merge then agrees with GitHub; else a
    /// full list. A mirror that cannot be written only makes the next run slower.
    private func update(_ stored: RepositoryMirror, progress: (Int) throws -> Void) throws -> RepositoryMirror {
        if let synced = stored.syncedThrough {
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
        var mirror = stored.merging(all, replacingAll: true)
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
