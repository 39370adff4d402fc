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

    /// The mirror's state once it is what GitHub has now, made with a full list if the repository had none (`sync`).
    /// `progress` hears how many issues a full list has fetched so far.
    @discardableResult
    public func refresh(progress: (Int) throws -> Void = { _ in }) throws -> MirrorState {
        try update(storedState() ?? MirrorState(), mustSave: true, progress: progress).state
    }

    /// The mirror once brought up to date, or nil when the repository has none, or it cannot be read (lists then
    /// ask GitHub as they always did). A damaged mirror, or one of an older format, reads as empty and is rebuilt.
    /// A repository without one that was listed before with at most `pageSize` issues in all, open and closed, gets
    /// one: its first sync is then one request, as the list it stands for would have been.
    public func refreshIfMirrored(progress: (Int) throws -> Void = { _ in }) throws -> MirrorRefresh? {
        guard let stored = storedState() else {
            guard let listed = (try? environment.listedIssueCount()) ?? nil, listed <= Self.pageSize else { return nil }
            return try update(MirrorState(), mustSave: false, progress: progress)
        }
        return try update(stored, mustSave: false, progress: progress)
    }

    /// The mirror's state without its counts, read beside while libcurl loads here (the heavier of the two stays on
    /// the thread already running): the request waits for both. Nil: no mirror, or one that cannot be read.
    private func storedState() -> MirrorState? {
        let state = environment.beside.value { (try? environment.mirrorState(nil)) ?? nil }
        environment.prepareRequests()
        return state()
    }

    /// The issues one request for changes brings.
    public static let pageSize = IssueChangesQuery(since: nil).first

    /// One request for what changed since `stored` was synced (the mirror's counts read beside it, less those of the
    /// issues that changed), written without reading the rest of the mirror when the counts then agree with GitHub
    /// (renamed, recoloured and deleted labels and milestones are applied by ID); else a full list. A mirror that cannot be written is said in `MirrorRefresh.notSaved`,
    /// unless `mustSave` (`sync`, whose whole job it is): then it is an error.
    private func update(_ stored: MirrorState, mustSave: Bool, progress: (Int) throws -> Void) throws -> MirrorRefresh {
        if let synced = stored.syncedThrough {
            // The counts to check when the answer brings nothing new, counted while GitHub answers.
            let counting = environment.beside.value { Result { try environment.mirrorState([]) } }
            let answer = Result { try fetch(since: synced.addingTimeInterval(-Self.overlap)) { _ in } }
            let counted = counting()
            let (fetched, last) = try answer.get()
            let sent = Self.latest(fetched)
            // The overlap brings back issues the mirror has as they are: only the others changed.
            let held = (try? environment.mirrorHolds(sent)) ?? []
            let unchanged = sent.filter { held.contains($0.number) }
            let changed = sent.filter { !held.contains($0.number) }
            let others = try changed.isEmpty ? counted.get() : environment.mirrorState(changed.map(\.number))
            let merged = stored.merging(changed, others: others ?? MirrorState(), last: last, alsoSeen: unchanged)
            if merged.agrees(with: last) {
                let notSaved = try save(MirrorUpdate(replacesAll: false, issues: changed, catalog: last.catalog,
                                                     syncedThrough: merged.syncedThrough), mustSave: mustSave)
                // A renamed, recoloured or deleted label or milestone rewrote other issues too.
                let onlyChanged = last.catalog.change(since: stored.catalog) == nil
                // Every issue GitHub sent, not only those this mirror lacked: another process may have written one
                // after a list read the mirror beside this request, so the list reads them all again.
                return MirrorRefresh(state: merged, changed: onlyChanged ? Set(sent.map(\.number)) : nil,
                                     notSaved: notSaved)
            }
            // An issue deleted or transferred: every issue again. A list reads them along the changes' cursors, a
            // request per 100 issues, as few as a cold list of them all sends; `sync` reads the pages side by side
            // as a first sync does, sooner done for more requests.
            if !mustSave {
                let (every, now) = try fetch(since: nil, progress: progress)
                return try replacingAll(with: Self.latest(every), last: now, mustSave: mustSave)
            }
        }
        let (all, last) = try fetchAll(progress: progress)
        return try replacingAll(with: all, last: last, mustSave: mustSave)
    }

    /// The mirror made anew from every issue.
    private func replacingAll(with all: [Issue], last: IssueChangesPage, mustSave: Bool) throws -> MirrorRefresh {
        let mirror = MirrorState().merging(all, others: MirrorState(), last: last)
        let notSaved = try save(MirrorUpdate(replacesAll: true, issues: all, catalog: last.catalog,
                                             syncedThrough: mirror.syncedThrough), mustSave: mustSave)
        return MirrorRefresh(state: mirror, changed: nil, notSaved: notSaved)
    }

    /// Why `update` could not be written, or nil when it was.
    private func save(_ update: MirrorUpdate, mustSave: Bool) throws -> String? {
        do {
            try environment.saveMirror(update)
            return nil
        } catch where mustSave {
            throw CommandError("could not write the local mirror: \(ErrorMessage.describe(error))")
        } catch {
            return ErrorMessage.describe(error)
        }
    }

    /// Each issue once, as the last page that listed it had it (an issue changed while the pages were read
    /// moves to a later one).
    private static func latest(_ issues: [Issue]) -> [Issue] {
        var seen = Set<Int>()
        return issues.reversed().filter { seen.insert($0.number).inserted }.reversed()
    }

    /// Every issue. A repository of more than one page is read in pages side by side when the changes since then
    /// (asked once every page is answered, beside the people's names and the links) prove them exact (see
    /// `IssuesInCreationOrder.isExact`), else from the changes' cursors one page after another, from the first
    /// again (it may have aged meanwhile).
    private func fetchAll(progress: (Int) throws -> Void) throws -> ([Issue], IssueChangesPage) {
        let (first, page) = try fetch(since: nil, progress: progress, pages: 1)
        guard page.nextCursor != nil else { return (Self.latest(first), page) }
        let changes = Locked<Result<([Issue], IssueChangesPage), any Error>?>(nil)
        let afterPages: @Sendable (Date) -> Void = { [self] startedAt in
            let answer = Result { try fetch(since: startedAt.addingTimeInterval(-Self.overlap)) { _ in } }
            changes.withLock { $0 = answer }
        }
        if let read = try readInCreationOrder(afterPages: afterPages) {
            let (changed, last) = try changes.value?.get()
                ?? fetch(since: read.startedAt.addingTimeInterval(-Self.overlap)) { _ in }
            let all = Self.latest(read.issues + changed)
            if read.isExact(changed: changed.filter { $0.updatedAt >= read.startedAt }, last: last, merged: all) {
                try progress(all.count)
                return (all, last)
            }
        }
        let (fetched, last) = try fetch(since: nil, progress: progress)
        return (Self.latest(fetched), last)
    }

    /// Nil also when GitHub refuses the REST list (issues turned off, a repository gone): the cursors' query then
    /// says so in its own words.
    private func readInCreationOrder(afterPages: @escaping @Sendable (Date) -> Void) throws -> IssuesInCreationOrder? {
        do {
            return try environment.listIssuesInCreationOrder(afterPages)
        } catch is GitHubAPIError {
            return nil
        }
    }

    /// Every page of changes; the repository's counts, labels and milestones from the last one, the closest to now.
    /// `pages` stops it early.
    private func fetch(since: Date?, progress: (Int) throws -> Void, pages: Int = .max) throws -> ([Issue], IssueChangesPage) {
        var query = IssueChangesQuery(since: since)
        var issues: [Issue] = []
        var trail = PageTrail(of: .cursor)
        var read = 0
        while true {
            let page = try environment.listIssueChanges(query)
            read += 1
            guard page.hasIssuesEnabled else { throw IssueLookupError.issuesDisabled }
            issues += page.items
            try progress(issues.count)
            guard let next = page.nextCursor, !page.items.isEmpty, read < pages else { return (issues, page) }
            query.after = try trail.follow(next)
        }
    }
}

/// A mirror brought up to date: what it holds, and the numbers of the issues GitHub's answer named (changed, or sent
/// again by the overlap) when only their records were written (nil when the mirror was written anew, or a label or
/// milestone change rewrote others too).
/// `notSaved`: why GitHub's answer could not be written (a full disk, a read-only folder, another process's lock);
/// the mirror on disk is then still the older one, and only GitHub can say what is current.
public struct MirrorRefresh: Sendable, Equatable {
    public var state: MirrorState
    public var changed: Set<Int>?
    public var notSaved: String?

    public init(state: MirrorState, changed: Set<Int>?, notSaved: String? = nil) {
        self.state = state
        self.changed = changed
        self.notSaved = notSaved
    }
}
