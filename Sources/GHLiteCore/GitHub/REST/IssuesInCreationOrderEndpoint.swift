/// `GET /repos/{owner}/{repo}/issues?state=all&sort=created&direction=asc&per_page=100&page=N`: a stable order
/// that new issues only append to, whose pages GitHub serves in any order. The first page's `Link` says which is
/// the last, and the others are then asked for side by side (`GitHubAPI.parallel`).
struct IssuesInCreationOrderEndpoint {
    var api: GitHubAPI

    static let perPage = 100

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        client.listIssuesInCreationOrder = { repo, afterPages in
            try IssuesInCreationOrderEndpoint(api: api).read(repo, afterPages: afterPages)
        }
    }

    /// Nil when the pages do not fit together (see `fit`) or the server keeps no clock: read them another way.
    /// `afterPages` runs once every page has been answered, beside the reads of people's names and links, and
    /// hears when the first page was.
    func read(_ repo: RepoRef, afterPages: @escaping @Sendable (_ startedAt: Date) -> Void) throws -> IssuesInCreationOrder? {
        let first = try page(repo, 1)
        guard let startedAt = first.answeredAt else { return nil }
        let lastPage = first.lastPage ?? 1
        let rest = try api.parallel.map(lastPage - 1) { try page(repo, $0 + 2) }
        guard Self.fit([first] + rest) else {
            api.debugNote("the issues' pages in creation order did not fit together: reading them one after another")
            return nil
        }
        let issues = ([first] + rest).flatMap(\.items).filter { !$0.isPullRequest }
        guard let completed = try completed(repo, issues, beside: { afterPages(startedAt) }) else { return nil }
        return IssuesInCreationOrder(issues: completed, startedAt: startedAt)
    }

    struct NumberedPage {
        /// Pull requests too: they fill pages as issues do.
        var items: [Issue]
        /// The `Link` header's `last` page; nil on the last page itself.
        var lastPage: Int?
        var hasNext: Bool
        var answeredAt: Date?
    }

    func page(_ repo: RepoRef, _ number: Int) throws -> NumberedPage {
        let url = api.url(repo.apiPath("issues"), [
            ("state", "all"), ("sort", "created"), ("direction", "asc"),
            ("per_page", String(Self.perPage)), ("page", String(number)),
        ])
        let (items, response) = try api.get([IssueWithPeople].self, url)
        let links = response.headers["Link"].map(LinkHeader.relations) ?? [:]
        return NumberedPage(items: items.map(\.issue), lastPage: links["last"].flatMap(Self.pageNumber), hasNext: links["next"] != nil,
                            answeredAt: response.headers["Date"].flatMap(HTTPDate.parse))
    }

    /// Every page but the last full and naming the same last page, the last one with no next, no number twice, and
    /// each page's first issue created no earlier than the previous page's last: anything else means the list
    /// moved under the reads.
    static func fit(_ pages: [NumberedPage]) -> Bool {
        let count = pages.count
        for (index, page) in pages.enumerated() {
            let isLast = index == count - 1
            guard isLast ? !page.hasNext && page.lastPage == nil && (count == 1 || !page.items.isEmpty)
                    : page.items.count == perPage && page.lastPage == count && page.hasNext else { return false }
        }
        let all = pages.flatMap(\.items)
        return Set(all.map(\.number)).count == all.count
            && zip(all, all.dropFirst()).allSatisfy { $0.createdAt <= $1.createdAt }
    }

    /// `7` from `https://api.github.com/repositories/1/issues?per_page=100&page=7`.
    static func pageNumber(in url: String) -> Int? {
        guard let query = url.split(separator: "?", maxSplits: 1).dropFirst().first else { return nil }
        return query.split(separator: "&").lazy.compactMap { item -> Int? in
            let pair = item.split(separator: "=", maxSplits: 1)
            return pair.count == 2 && pair[0] == "page" ? Int(pair[1]) : nil
        }.first
    }

    /// What one read beside the others brought.
    private enum Read: Sendable {
        case other
        case names([String: String]?)
        case links([String: IssueLinks]?)
    }

    /// One request's worth of linked issues' node IDs, and whether their server counts dependencies.
    private struct LinkBatch {
        var ids: [String]
        var dependencies: Bool
    }

    /// As the changes query gives them: their users' names (`UserNamesQuery`, asked only when some issue has
    /// people), types and links where the server has them, links read only for the issues REST says have some, a
    /// hundred a request (`IssueLinksBatchQuery`); all these requests side by side, with `beside`. Nil when some user
    /// or linked issue could not be read.
    private func completed(_ repo: RepoRef, _ issues: [Issue], beside: @escaping @Sendable () -> Void) throws -> [Issue]? {
        var seen = Set<String>()
        let names = NodeIDBatches.of(issues.flatMap(\.userIDs).filter { seen.insert($0).inserted })
        let fields = api.available([.issueType, .links])
        let linked = fields.contains(.links) ? issues.filter { !$0.linkCounts.isEmpty } : []
        let ids = linked.compactMap(\.nodeID)
        guard ids.count == linked.count else { return nil }
        let links = [true, false].flatMap { dependencies in
            NodeIDBatches.of(zip(linked, ids).filter { ($0.0.linkCounts.dependencies != nil) == dependencies }.map(\.1))
                .map { LinkBatch(ids: $0, dependencies: dependencies) }
        }
        let reads = try api.parallel.map(1 + names.count + links.count) { [api] index -> Read in
            if index == 0 {
                beside()
                return .other
            }
            if index <= names.count { return .names(try UserNamesQuery(api: api).names(names[index - 1])) }
            let batch = links[index - 1 - names.count]
            return .links(try IssueLinksBatchQuery(api: api).links(batch.ids, dependencies: batch.dependencies))
        }
        var named: [String: String] = [:]
        var linksByID: [String: IssueLinks] = [:]
        for read in reads {
            switch read {
            case .other: break
            case .names(let batch):
                guard let batch else {
                    api.debugNote("some people of the issues' pages could not be read: reading the issues one page after another")
                    return nil
                }
                named.merge(batch) { first, _ in first }
            case .links(let batch):
                guard let batch else {
                    api.debugNote("some linked issues of the issues' pages could not be read: reading the issues one page after another")
                    return nil
                }
                linksByID.merge(batch) { first, _ in first }
            }
        }
        return issues.map { issue in
            var issue = names.isEmpty ? issue : issue.naming(named)
            if !fields.contains(.issueType) { issue.issueType = nil }
            if fields.contains(.links) { issue.links = issue.nodeID.flatMap { linksByID[$0] } ?? issue.linkCounts.noLinks }
            return issue
        }
    }
}
