extension IssueModel {
    /// The list from the mirror alone, asking GitHub nothing: a `--search` is read by `OfflineSearch` and its
    /// matches ranked best first; otherwise newest first, as GitHub lists them.
    func listOffline(limit: Int, filter: IssueFilter, deliver: ([Issue]) throws -> Void) throws -> Summary {
        guard let mirror = try environment.readMirror() else { throw LookupError.notMirrored }
        var filter = filter
        var ranking: [Int]?
        if let text = filter.search {
            let search = try OfflineSearch(text, filter: filter)
            filter = search.filter
            ranking = try search.matchQuery.map { try environment.searchMirror($0) ?? [] }
        }
        if filter.mention != nil { throw CommandError("`--mention` needs GitHub: drop it or `--offline`") }
        for login in [filter.assignee, filter.author] where login?.lowercased() == "@me" {
            throw CommandError("`@me` needs GitHub: name the login with `--offline`")
        }
        var matching = mirror.issues(matching: filter, assignee: filter.assignee, author: filter.author) ?? []
        if let ranking { matching = Self.ranked(matching, by: ranking) }
        let shown = Array(matching.prefix(limit))
        if !shown.isEmpty { try deliver(shown) }
        return Summary(count: shown.count, hasMore: matching.count > limit, totalCount: matching.count,
                       mirroredAt: mirror.syncedAt ?? .distantPast)
    }

    /// The issues `ranking` names, in its order.
    static func ranked(_ issues: [Issue], by ranking: [Int]) -> [Issue] {
        let byNumber = Dictionary(issues.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
        return ranking.compactMap { byNumber[$0] }
    }

    /// Issue `number` as the mirror holds it (its comments only if it kept them), and when it was synced.
    public func mirroredIssue(_ number: Int) throws -> (issue: Issue, syncedAt: Date) {
        guard let mirror = try environment.readMirror() else { throw LookupError.notMirrored }
        guard let issue = mirror.issues[number] else { throw LookupError.notInMirror(number) }
        return (issue, mirror.syncedAt ?? .distantPast)
    }
}
