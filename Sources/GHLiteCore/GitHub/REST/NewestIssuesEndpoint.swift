/// `GET /repos/{owner}/{repo}/issues?...&sort=created&direction=desc&per_page=100&page=N`, the pages asked for side by
/// side (`GitHubAPI.parallel`), for a cold list of more than one page: GraphQL's cursors allow no page before the one
/// before it is read. Newest-first pages shift while they are read, so the result is kept only when proven exact:
/// - before the pages, `IssueCountQuery` counts the repository's issues, and its answer's `Date` is when the reads began;
/// - the pages fit together: each full and naming a next one up to the last, no number twice, none created later
///   than the one before it (an issue filed meanwhile pushes the later pages down, showing one twice);
/// - after them, side by side: the count again, unchanged (a deletion or transfer pulls the later pages up, skipping
///   one, and leaves no other trace), and the newest-created issue or pull request updated since the reads began
///   (one item of `since`, every state), created before the oldest item read (a close, a reopen, a label or an
///   assignee changed under the pages moves its `updated_at`; further down it moves nothing read).
/// Any doubt returns nil: the caller reads the cursors from the first page, as before.
struct NewestIssuesEndpoint {
    var api: GitHubAPI

    static let perPage = 100
    /// As many items as any list follows (the cursors' 1,000 pages).
    static let maximumPages = 1_000

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        client.listNewestIssues = { repo, query, firstPage in try NewestIssuesEndpoint(api: api).read(repo, query, firstPage) }
    }

    func read(_ repo: RepoRef, _ query: NewestIssuesQuery,
              _ firstPage: @escaping @Sendable () -> NewestIssuesQuery.FirstPage) throws -> NewestIssues? {
        // The list's own first page costs no round trip more; the pages below are all asked for after the count.
        let answers = try api.parallel.map(2) { [api] index -> (IssueCountQuery.Count?, NewestIssuesQuery.FirstPage) in
            index == 0 ? (try IssueCountQuery(api: api).count(repo, query), .more) : (nil, firstPage())
        }
        guard case .more = answers[1].1, let before = answers[0].0, before.hasIssuesEnabled,
              let startedAt = before.answeredAt else { return nil }
        let wanted = min(query.limit, before.matching ?? .max)
        var pages: [NumberedPage] = []
        var issues: [Issue] = []
        while issues.count < wanted && pages.count < Self.maximumPages && (pages.last.map(Self.hasMore) ?? true) {
            // Pull requests share the pages: as many pages as the issues per page so far say are needed.
            let perPage = pages.isEmpty ? Self.perPage : max(1, issues.count / pages.count)
            let count = min((wanted - issues.count + perPage - 1) / perPage, Self.maximumPages - pages.count)
            let first = pages.count + 1
            let wave = try api.parallel.map(count) { try page(repo, query.filter, first + $0) }
            pages += wave
            issues += wave.flatMap(\.issues)
        }
        guard Self.fit(pages) else { return doubt("the newest-first pages did not fit together") }
        let (after, changed) = try checks(repo, query, since: startedAt)
        guard let after, after.all == before.all else { return doubt("the issues were counted again differently") }
        let oldest = pages.last { !$0.items.isEmpty }?.items.last
        if let changed, oldest.map({ changed.createdAt >= $0.created }) ?? true {
            return doubt("issue #\(changed.number) changed while the pages were read")
        }
        let kept = Array(issues.prefix(query.limit))
        // What matches now: an issue changed below the pages read changes the count, not them.
        let matching = after.matching
        let hasMore = matching.map { $0 > kept.count } ?? (issues.count > kept.count || pages.last.map(Self.hasMore) == true)
        return NewestIssues(issues: kept, hasMore: hasMore, matchingCount: matching, everyIssueCount: after.all)
    }

    /// The count again and the newest-created item updated since `startedAt`, asked side by side.
    private func checks(_ repo: RepoRef, _ query: NewestIssuesQuery, since startedAt: Date) throws
        -> (IssueCountQuery.Count?, Issue?) {
        let url = api.url(repo.apiPath("issues"), [
            ("state", "all"), ("since", ISO8601.format(startedAt)), ("sort", "created"), ("direction", "desc"),
            ("per_page", "1"),
        ])
        let answers = try api.parallel.map(2) { [api] index -> (IssueCountQuery.Count?, Issue?) in
            guard index == 1 else { return (try IssueCountQuery(api: api).count(repo, query), nil) }
            return (nil, try api.get([Issue].self, url).0.first)
        }
        return (answers[0].0, answers[1].1)
    }

    private func doubt(_ reason: String) -> NewestIssues? {
        api.debugNote(reason + ": reading the issues one page after another")
        return nil
    }

    struct NumberedPage {
        /// Every item's number and creation time, pull requests too: they fill pages as issues do.
        var items: [(number: Int, created: Date)]
        /// The items less the pull requests.
        var issues: [Issue]
        var hasNext: Bool
    }

    func page(_ repo: RepoRef, _ filter: IssuesQuery, _ number: Int) throws -> NumberedPage {
        let url = api.url(repo.apiPath("issues"), IssuesEndpoint.filters(filter) + [
            ("sort", "created"), ("direction", "desc"), ("per_page", String(Self.perPage)), ("page", String(number)),
        ])
        let (items, response) = try api.get([Issue].self, url)
        return NumberedPage(items: items.map { ($0.number, $0.createdAt) }, issues: items.filter { !$0.isPullRequest },
                            hasNext: (response.headers["Link"].map(LinkHeader.relations) ?? [:])["next"] != nil)
    }

    private static func hasMore(_ page: NumberedPage) -> Bool { page.hasNext && page.items.count == perPage }

    /// Full pages naming a next one, then at most one page that ends the list, then only empty pages; no number
    /// twice; each item created no later than the one before it.
    static func fit(_ pages: [NumberedPage]) -> Bool {
        let ends = pages.firstIndex { !hasMore($0) } ?? pages.count
        guard pages[ends...].allSatisfy({ !$0.hasNext }), pages.dropFirst(ends + 1).allSatisfy(\.items.isEmpty) else {
            return false
        }
        let all = pages.flatMap(\.items)
        return Set(all.map(\.number)).count == all.count
            && zip(all, all.dropFirst()).allSatisfy { $0.created >= $1.created }
    }
}
