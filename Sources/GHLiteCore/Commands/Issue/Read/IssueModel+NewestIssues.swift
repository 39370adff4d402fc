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
        let query = NewestIssuesQuery(filter: filter, limit: limit, countsMatching: likeGraphQL)
        let found: NewestIssues?
        do {
            found = try environment.listNewestIssues(query)
        } catch is GitHubAPIError, is GraphQLError, is UnexpectedResponseError {
            return nil
        }
        guard let found else { return nil }
        let issues = likeGraphQL ? found.issues.map { $0.asListed(includingBody: includeBodies, fields: fields) } : found.issues
        if !issues.isEmpty { try deliver(issues) }
        if let every = found.everyIssueCount { environment.noteListed?(every) }
        return Summary(count: issues.count, hasMore: found.hasMore,
                       totalCount: found.matchingCount ?? (found.hasMore ? nil : issues.count))
    }
}

extension Issue {
    /// As GraphQL's list query gives it, asking only for `fields`: nothing else of REST's, so `--json`'s other parts
    /// are asked for as they are for the cursors' issues (`IssueModel.withExtras`).
    func asListed(includingBody: Bool, fields: IssueFields) -> Issue {
        var issue = self
        if !includingBody { issue.body = nil }
        if !fields.contains(.issueType) { issue.issueType = nil }
        issue.extras = IssueExtras()
        issue.linkCounts = IssueLinkCounts()
        return issue
    }
}
