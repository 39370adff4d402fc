extension IssueModel {
    /// The list from the repository's mirror, brought up to date first, then picked as offline lists pick it; nil
    /// when it has no mirror or it cannot answer this filter alone (then GitHub is asked as before). The totals are
    /// what the cold list would say: GraphQL's count, except where REST lists (labels, no one or anyone assigned) know none.
    func listFromMirror(limit: Int, filter: IssueFilter, assignee: String?, author: String?, includeComments: Bool,
                        syncProgress: (Int) throws -> Void, deliver: ([Issue]) throws -> Void) throws -> Summary? {
        // Each listed issue's first 100 comments are not all in the mirror.
        guard !includeComments, filter.search == nil, filter.mention == nil,
              try environment.refreshMirror(syncProgress) != nil,
              let picked = try pickMirrored(limit: limit, filter: filter, match: nil, assignee: assignee, author: author,
                                            deliver: deliver),
              let matching = picked.matching else { return nil }
        let hasMore = matching.total > limit
        let total = Self.graphQLFilters(filter) || !hasMore ? matching.total : nil
        return Summary(count: matching.shown, hasMore: hasMore, totalCount: total)
    }

    /// Keeps the links `issue view` read, for reading the issue later from the mirror.
    public func keepLinks(of issue: Issue) {
        environment.keepLinks(issue)
    }

    /// Keeps the comments `issue view` fetched, for reading the issue later from the mirror.
    public func keep(_ comments: [IssueComment], of issue: Issue) {
        environment.keepComments(issue, comments)
    }
}
