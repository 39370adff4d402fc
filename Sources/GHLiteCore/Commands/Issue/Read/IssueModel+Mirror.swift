extension IssueModel {
    /// The list from the repository's mirror, brought up to date first, then picked as offline lists pick it; nil
    /// when it has no mirror or it cannot answer this filter alone (then GitHub is asked as before). The totals are
    /// what the cold list would say: GraphQL's count, except where REST lists (labels, no one or anyone assigned) know none.
    /// A mirror that could not be written holds older data than GitHub's answer: nil, and `mirrorNotUpdated` hears why.
    func listFromMirror(limit: Int, filter: IssueFilter, assignee: String?, author: String?, includeComments: Bool,
                        syncProgress: (Int) throws -> Void, mirrorNotUpdated: (MirrorNotUpdated) -> Void,
                        deliver: ([Issue]) throws -> Void) throws -> Summary? {
        // Each listed issue's first 100 comments are not all in the mirror.
        guard !includeComments, filter.search == nil, filter.mention == nil else { return nil }
        // While GitHub answers what changed, the issues the mirror would show are read: those GitHub did not change
        // are shown as read.
        let early = Self.picksInSQL(filter, assignee: assignee, author: author)
            ? Self.readAhead(limit: limit, state: filter.state, environment: environment) : nil
        let refreshed: MirrorRefresh?
        do {
            refreshed = try environment.refreshMirror(syncProgress)
        } catch {
            _ = early?()
            throw error
        }
        guard let refreshed, refreshed.notSaved == nil else {
            _ = early?()
            if let reason = refreshed?.notSaved { mirrorNotUpdated(notUpdated(reason)) }
            return nil
        }
        if let early = early?(), let changed = refreshed.changed {
            // Nothing GitHub said changed was written: the mirror picks what it picked before the request.
            let picked = changed.isEmpty && limit <= Self.readAheadLimit ? early.selected : nil
            guard let selected = try picked ?? environment.selectMirrored(MirrorSelection(state: filter.state,
                                                                                          limit: limit))
            else { return nil }
            let shown = Array(selected.numbers.prefix(limit))
            try deliverMirrored(shown, read: early.issues.filter { !changed.contains($0.key) }, deliver: deliver)
            return Self.summary(shown: shown.count, of: selected.total, limit: limit, filter: filter)
        }
        guard let picked = try pickMirrored(limit: limit, filter: filter, match: nil, assignee: assignee, author: author,
                                            deliver: deliver),
              let matching = picked.matching else { return nil }
        return Self.summary(shown: matching.shown, of: matching.total, limit: limit, filter: filter)
    }

    /// Issues read beside the caller, and decoded, at most `readAheadLimit`: more would be held in memory at once.
    static let readAheadLimit = 1000

    /// The first issues in `state` the mirror holds now, as picked and by number, read beside the caller; nil when
    /// it has no mirror, or an issue's record cannot be read (the list then reads it as before, and says so).
    private static func readAhead(limit: Int, state: IssuesQuery.State, environment: IssueModelEnvironment)
        -> () -> (selected: MirrorSelection.Result, issues: [Int: Issue])? {
        environment.beside.value {
            let selection = MirrorSelection(state: state, limit: min(limit, readAheadLimit))
            guard let selected = try? environment.selectMirrored(selection),
                  let issues = (try? environment.readableMirroredIssues(selected.numbers)) ?? nil else { return nil }
            return (selected, Dictionary(issues.map { ($0.number, $0) }) { first, _ in first })
        }
    }

    private static func summary(shown: Int, of total: Int, limit: Int, filter: IssueFilter) -> Summary {
        let hasMore = total > limit
        return Summary(count: shown, hasMore: hasMore, totalCount: graphQLFilters(filter) || !hasMore ? total : nil)
    }

    /// Keeps the links `issue view` read, for reading the issue later from the mirror; says so when it cannot.
    public func keepLinks(of issue: Issue) -> MirrorNotUpdated? {
        environment.keepLinks(issue).map(notUpdated)
    }

    /// Keeps the comments `issue view` fetched, for reading the issue later from the mirror; says so when it cannot.
    public func keep(_ comments: [IssueComment], of issue: Issue) -> MirrorNotUpdated? {
        environment.keepComments(issue, comments).map(notUpdated)
    }

    /// The mirror could not be written, for `reason`: how old what it holds is.
    private func notUpdated(_ reason: String) -> MirrorNotUpdated {
        let synced = (try? environment.selectMirrored(MirrorSelection(state: .all, limit: 0))) ?? nil
        return MirrorNotUpdated(reason: reason, syncedAt: synced?.syncedAt)
    }
}
