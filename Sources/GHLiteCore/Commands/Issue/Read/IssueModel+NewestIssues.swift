extension IssueModel {
    /// What REST's issue pages carry as GraphQL's list gives it. People's names, links and comments are not among
    /// them: a list that shows those reads the cursors.
    static let newestIssuesFields: IssueFields = [.title, .state, .labelNames, .labelDetails, .milestone,
                                                  .commentCount, .url, .createdAt, .updatedAt, .closedAt, .issueType]

    /// A cold list of more than one page read from REST's pages side by side (`NewestIssuesEndpoint`), as the cursors
    /// would have listed it (`likeGraphQL`) or REST's list one page after another; nil when the pages are not proven
    /// exact, refused (a milestone that does not exist, say) or unreadable: the list reads its usual pages, which say
    /// why.
    func listNewestIssues(limit: Int, filter: IssuesQuery, likeGraphQL: Bool, includeBodies: Bool, fields: IssueFields,
                          deliver: ([Issue]) throws -> Void) throws -> Summary? {
        // Owned here alone, the issues are trimmed in place: a long list is not held twice.
        guard var found = try newestIssues(NewestIssuesQuery(filter: filter, limit: limit, countsMatching: likeGraphQL))
        else { return nil }
        if likeGraphQL {
            for index in found.issues.indices { found.issues[index].trimToListed(includingBody: includeBodies, fields: fields) }
        }
        if !found.issues.isEmpty { try deliver(found.issues) }
        if let every = found.everyIssueCount { environment.noteListed?(every) }
        return Summary(count: found.issues.count, hasMore: found.hasMore,
                       totalCount: found.matchingCount ?? (found.hasMore ? nil : found.issues.count))
    }

    private func newestIssues(_ query: NewestIssuesQuery) throws -> NewestIssues? {
        do {
            return try environment.listNewestIssues(query)
        } catch is GitHubAPIError, is GraphQLError, is UnexpectedResponseError {
            return nil
        }
    }
}

extension Issue {
    /// Made as GraphQL's list query gives it, asking only for `fields`: nothing else of REST's, so `--json`'s other
    /// parts are asked for as they are for the cursors' issues (`IssueModel.withExtras`).
    mutating func trimToListed(includingBody: Bool, fields: IssueFields) {
        if !includingBody { body = nil }
        if !fields.contains(.issueType) { issueType = nil }
        extras = IssueExtras()
        linkCounts = IssueLinkCounts()
    }
}
