extension IssueModel {
    /// The list from the repository's mirror, brought up to date first, or nil when it has no mirror or it
    /// cannot answer this filter alone (then GitHub is asked as before). The totals are what the cold list would
    /// say: GraphQL's count, except where REST lists (labels, no one or anyone assigned) know none.
    func listFromMirror(limit: Int, filter: IssueFilter, assignee: String?, author: String?, includeComments: Bool,
                        syncProgress: (Int) throws -> Void, deliver: ([Issue]) throws -> Void) throws -> Summary? {
        // Each listed issue's first 100 comments are not all in the mirror.
        guard !includeComments, filter.search == nil, filter.mention == nil,
              let mirror = try environment.refreshMirror(syncProgress),
              let matching = mirror.issues(matching: filter, assignee: assignee, author: author) else { return nil }
        let shown = Array(matching.prefix(limit))
        if !shown.isEmpty { try deliver(shown) }
        let hasMore = matching.count > limit
        let total = Self.graphQLFilters(filter) || !hasMore ? matching.count : nil
        return Summary(count: shown.count, hasMore: hasMore, totalCount: total)
    }

    /// Keeps the comments `issue view` fetched, for reading the issue later from the mirror.
    public func keep(_ comments: [IssueComment], of issue: Issue) {
        environment.keepComments(issue, comments)
    }
}
