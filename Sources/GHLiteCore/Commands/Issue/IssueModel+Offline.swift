extension IssueModel {
    /// The list from the mirror alone, asking GitHub nothing: a `--search` is read by `OfflineSearch` and its
    /// matches ranked best first; otherwise newest first, as GitHub lists them. The mirror picks and orders the
    /// issues in SQL; only those shown are decoded, unless labels, people or a milestone narrow the list.
    func listOffline(limit: Int, filter: IssueFilter, deliver: ([Issue]) throws -> Void) throws -> Summary {
        var filter = filter
        var match: String?
        if let text = filter.search {
            let search = try OfflineSearch(text, filter: filter)
            (filter, match) = (search.filter, search.matchQuery)
        }
        if filter.mention != nil { throw CommandError("`--mention` needs GitHub: drop it or `--offline`") }
        for login in [filter.assignee, filter.author] where login?.lowercased() == "@me" {
            throw CommandError("`@me` needs GitHub: name the login with `--offline`")
        }
        guard let selected = try environment.selectMirrored(MirrorSelection(state: filter.state, match: match)) else {
            throw LookupError.notMirrored
        }
        let shown: [Issue], total: Int
        if filter.labels.isEmpty && filter.assignee == nil && filter.author == nil && filter.milestone == nil {
            shown = try environment.mirroredIssues(Array(selected.numbers.prefix(limit)))
            total = selected.numbers.count
        } else {
            let candidates = try environment.mirroredIssues(selected.numbers)
            let mirror = RepositoryMirror(issues: Dictionary(candidates.map { ($0.number, $0) }) { first, _ in first })
            let passing = mirror.issues(matching: filter, assignee: filter.assignee, author: filter.author) ?? []
            let matching = Self.ranked(passing, by: selected.numbers)
            shown = Array(matching.prefix(limit))
            total = matching.count
        }
        if !shown.isEmpty { try deliver(shown) }
        return Summary(count: shown.count, hasMore: total > limit, totalCount: total, mirroredAt: selected.syncedAt)
    }

    /// The issues `ranking` names, in its order.
    static func ranked(_ issues: [Issue], by ranking: [Int]) -> [Issue] {
        let byNumber = Dictionary(issues.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
        return ranking.compactMap { byNumber[$0] }
    }

    /// Issue `number` as the mirror holds it (its comments only if it kept them), and when it was synced.
    public func mirroredIssue(_ number: Int) throws -> (issue: Issue, syncedAt: Date) {
        guard let selected = try environment.selectMirrored(MirrorSelection(state: .all)) else {
            throw LookupError.notMirrored
        }
        guard let issue = try environment.mirroredIssues([number]).first else { throw LookupError.notInMirror(number) }
        return (issue, selected.syncedAt)
    }
}
