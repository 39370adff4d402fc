extension IssueModel {
    /// What REST's issue pages carry as GraphQL's list gives it. People's names, links and comments are not among
    /// them: a list that shows those reads the cursors.
    static let newestIssuesFields: IssueFields = [.title, .state, .labelNames, .labelDetails, .milestone,
                                                  .commentCount, .url, .createdAt, .updatedAt, .closedAt, .issueType]

    /// A cold list of more than one page read from REST's pages side by side (`NewestIssuesEndpoint`), as the cursors
    /// would have listed it (`likeGraphQL`) or REST's list one page after another. `firstPage` is the list's own
    /// first request, sent beside the count that starts the pages; nil when that page holds all there is or the pages
    /// are not proven exact: the list goes on from `firstPage`, one page after another.
    func listNewestIssues<Page>(limit: Int, filter: IssuesQuery, likeGraphQL: Bool, includeBodies: Bool,
                                fields: IssueFields, deliver: ([Issue]) throws -> Void,
                                firstPage: PrefetchedPage<Page>) throws -> Summary? {
        let query = NewestIssuesQuery(filter: filter, limit: limit, countsMatching: likeGraphQL)
        let found: NewestIssues?
        do {
            found = try environment.listNewestIssues(query) { firstPage.read() }
        } catch is GitHubAPIError, is GraphQLError {
            return nil  // a page refused (a milestone that does not exist, say): the cursors say it in their words
        }
        guard let found else { return nil }
        let issues = likeGraphQL ? found.issues.map { $0.asListed(includingBody: includeBodies, fields: fields) } : found.issues
        if !issues.isEmpty { try deliver(issues) }
        environment.noteListed?(found.everyIssueCount)
        return Summary(count: issues.count, hasMore: found.hasMore,
                       totalCount: found.matchingCount ?? (found.hasMore ? nil : issues.count))
    }
}

/// A list's first page, read beside the count that starts REST's pages (`IssueModel.listNewestIssues`), and kept
/// when it is the whole list (or failed, to say why). A page with more after it is not kept: REST's pages list them
/// all, or, when those are in doubt, something changed since it was read, and the list reads it again.
final class PrefetchedPage<Page: Sendable>: Sendable {
    private let fetch: @Sendable () throws -> Page
    private let goesOn: @Sendable (Page) -> Bool
    private let result = Locked<Result<Page, any Error>?>(nil)

    /// `goesOn`: whether more pages follow this one.
    init(_ fetch: @escaping @Sendable () throws -> Page, goesOn: @escaping @Sendable (Page) -> Bool) {
        self.fetch = fetch
        self.goesOn = goesOn
    }

    func read() -> NewestIssuesQuery.FirstPage {
        let read = Result { try fetch() }
        if (try? read.get()).map(goesOn) == true { return .more }
        result.withLock { $0 = read }
        return .complete
    }

    /// The page kept, or its error, once; nil when none was.
    func take() throws -> Page? {
        try result.withLock { value in
            defer { value = nil }
            return value
        }?.get()
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
