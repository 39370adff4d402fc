extension IssueModel {
    /// The list from the mirror alone, asking GitHub nothing: a `--search` is read by `OfflineSearch` and its
    /// matches ranked best first; otherwise newest first, as GitHub lists them.
    func listOffline(limit: Int, filter: IssueFilter, deliver: ([Issue]) throws -> Void) throws -> Summary {
        var filter = filter
        var match: String?
        if let text = filter.search {
            let search = try OfflineSearch(text, filter: filter)
            (filter, match) = (search.filter, search.matchQuery)
        }
        if filter.mention != nil { throw CommandError("`--mention` needs GitHub: drop it or `--offline`") }
        if filter.pinned {
            throw CommandError("the local mirror does not keep which issues are pinned: list them without `--offline`")
        }
        for login in [filter.assignee, filter.author] where login?.lowercased() == "@me" {
            throw CommandError("`@me` needs GitHub: name the login with `--offline`")
        }
        guard let picked = try pickMirrored(limit: limit, filter: filter, match: match, assignee: filter.assignee,
                                            author: filter.author, deliver: deliver) else { throw IssueLookupError.notMirrored }
        let shown = picked.matching?.shown ?? 0, total = picked.matching?.total ?? 0
        return Summary(count: shown, hasMore: total > limit, totalCount: total, mirroredAt: picked.syncedAt)
    }

    /// What the mirror showed of a list (how many, of how many matching): `matching` is nil when it cannot answer
    /// alone (a milestone none of its issues is in: GitHub then says whether it exists), and nothing was shown.
    struct MirrorPick {
        var matching: (shown: Int, total: Int)?
        var syncedAt: Date
    }

    /// Issues decoded and handed over at a time, as GitHub's pages are: a piped list of 10,000 stays flat in memory.
    static let mirrorPage = 100

    /// Delivers the first `limit` mirrored issues `filter` (with `assignee` and `author` resolved) and `match` pick;
    /// nil when the repository has no mirror. The mirror picks and orders them in SQL and decodes only those shown,
    /// a page at a time, unless labels, people or a milestone narrow the list.
    func pickMirrored(limit: Int, filter: IssueFilter, match: String?, assignee: String?, author: String?,
                      deliver: ([Issue]) throws -> Void) throws -> MirrorPick? {
        // A milestone is looked for in every state, to know whether the mirror has seen it at all; a blocker or a
        // parent in any state, to know its state and its links now.
        let state = filter.milestone == nil && !filter.blocked && filter.parent == nil ? filter.state : .all
        let plain = Self.picksInSQL(filter, assignee: assignee, author: author)
        guard let selected = try environment.selectMirrored(MirrorSelection(state: state, match: match,
                                                                            limit: plain ? limit : nil)) else {
            return nil
        }
        guard !plain else {
            let shown = Array(selected.numbers.prefix(limit))
            try deliverMirrored(shown, deliver: deliver)
            return MirrorPick(matching: (shown.count, selected.total), syncedAt: selected.syncedAt)
        }
        let candidates = try environment.mirroredIssues(selected.numbers)
        let mirror = RepositoryMirror(issues: Dictionary(candidates.map { ($0.number, $0) }) { first, _ in first })
        guard let passing = mirror.issues(matching: filter, assignee: assignee, author: author) else {
            return MirrorPick(matching: nil, syncedAt: selected.syncedAt)
        }
        let matching = Self.ranked(passing, by: selected.numbers)
        let shown = Array(matching.prefix(limit))
        if !shown.isEmpty { try deliver(shown) }
        return MirrorPick(matching: (shown.count, matching.count), syncedAt: selected.syncedAt)
    }

    /// Whether SQL alone picks the list (its state, or a search): no label, person, milestone, type or link narrows it.
    static func picksInSQL(_ filter: IssueFilter, assignee: String?, author: String?) -> Bool {
        filter.labels.isEmpty && assignee == nil && author == nil && filter.milestone == nil && filter.issueType == nil
            && filter.parent == nil && !filter.blocked
    }

    /// The mirrored issues numbered `numbers`, in that order, a page at a time; those in `read` are not read again.
    func deliverMirrored(_ numbers: [Int], read: [Int: Issue] = [:], deliver: ([Issue]) throws -> Void) throws {
        for start in stride(from: 0, to: numbers.count, by: Self.mirrorPage) {
            let page = numbers[start..<min(start + Self.mirrorPage, numbers.count)]
            let unread = page.filter { read[$0] == nil }
            guard unread.count < page.count else {
                try deliver(try environment.mirroredIssues(Array(page)))
                continue
            }
            let fresh = unread.isEmpty ? [] : try environment.mirroredIssues(unread)
            let found = read.merging(fresh.map { ($0.number, $0) }) { _, fresh in fresh }
            try deliver(page.compactMap { found[$0] })
        }
    }

    /// The issues `ranking` names, in its order.
    static func ranked(_ issues: [Issue], by ranking: [Int]) -> [Issue] {
        let byNumber = Dictionary(issues.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
        return ranking.compactMap { byNumber[$0] }
    }

    /// Issue `number` as the mirror holds it (its comments only if it kept them), and when it was synced.
    public func mirroredIssue(_ number: Int) throws -> (issue: Issue, syncedAt: Date) {
        guard let selected = try environment.selectMirrored(MirrorSelection(state: .all, limit: 0)) else {
            throw IssueLookupError.notMirrored
        }
        guard var issue = try environment.mirroredIssues([number]).first else { throw IssueLookupError.notInMirror(number) }
        if let links = issue.links, !links.numbers.isEmpty {
            let linked = try environment.mirroredIssues(links.numbers)
            issue.links = links.current(among: Dictionary(linked.map { ($0.number, $0) }) { first, _ in first })
        }
        return (issue, selected.syncedAt)
    }
}
