/// `GET /repos/{owner}/{repo}/issues?...&sort=created&direction=desc&per_page=P&page=N`, read side by side
/// (`GitHubAPI.parallel`, four in flight) for a cold list of more than one page: GraphQL's cursors allow no page before
/// the one before it is read. Newest-first pages shift while they are read (an issue filed, deleted, transferred,
/// closed or reopened moves every item below it by one), so each window starts a few items before the one above it
/// ends (`Window`), and the pages are kept only when every such overlap holds the same items at the same places in
/// both reads: a shift between two reads shows there, as a number doubled or skipped would. Then no item is missing or
/// doubled, as with the cursors; any doubt returns nil and the caller reads the cursors.
struct NewestIssuesEndpoint {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        client.listNewestIssues = { repo, query in try NewestIssuesEndpoint(api: api).read(repo, query) }
    }

    /// As many items as any list follows (the cursors' 1,000 pages).
    static let maximumItems = 100_000

    func read(_ repo: RepoRef, _ query: NewestIssuesQuery) throws -> NewestIssues? {
        // The count is only shown: it rides beside the first windows, in the place of one.
        let counting = query.countsMatching
        var windows = [Window.first]
        // A list of a page or less (several labels, which GraphQL cannot filter) most often needs no second page.
        let firstRound = query.limit <= Window.first.size ? 1 : api.parallel.width - (counting ? 1 : 0)
        while windows.count < firstRound { windows.append(windows.last!.next) }
        let first = try api.parallel.map(windows.count + (counting ? 1 : 0)) { [api, windows] index -> Answer in
            index < windows.count ? .window(try page(repo, query.filter, windows[index]))
                : .count(try IssueCountQuery(api: api).count(repo, query))
        }
        var joined = Joined()
        guard joined.add(zip(windows, first.compactMap(\.window))) else { return doubt() }
        let count = first.lazy.compactMap(\.count).first ?? nil
        if counting, count?.hasIssuesEnabled != true { return nil }  // the cursors say why in their own words
        // The count is of a moment among the reads: it plans the pages, which alone say where the list ends.
        let wanted = min(query.limit, count?.matching ?? .max)
        var last = windows.last!
        while true {
            let issues = joined.issues.count
            guard !joined.ended && issues < query.limit && last.end < Self.maximumItems else {
                return Self.listed(joined, limit: query.limit, count: count)
            }
            // Pull requests share the pages: as many items as the share of issues so far says are needed.
            let items = issues == 0 ? api.parallel.width * 100 : max(wanted - issues, 1) * joined.places.count / issues + 1
            // At most four rounds at once: the pages in flight are all the list holds twice.
            let more = Window.following(last, toCover: joined.places.count + items).prefix(api.parallel.width * 4)
            let reads = try api.parallel.map(more.count) { try page(repo, query.filter, more[$0]) }
            guard joined.add(zip(more, reads)) else { return doubt() }
            last = more.last!
        }
    }

    private enum Answer {
        case window([Item])
        case count(IssueCountQuery.Count?)

        var window: [Item]? { if case .window(let items) = self { items } else { nil } }
        var count: IssueCountQuery.Count?? { if case .count(let count) = self { count } else { nil } }
    }

    private static func listed(_ joined: consuming Joined, limit: Int, count: IssueCountQuery.Count?) -> NewestIssues {
        let ended = joined.ended
        var kept = joined.issues
        joined = Joined()  // the issues' only holder is now `kept`, which is cut in place
        let found = kept.count
        if found > limit { kept.removeSubrange(limit...) }
        // At the list's end the pages say it all; before it, the count (of a moment in between) says how many match.
        let matching = ended ? found : count.map { max($0.matching, found) }
        return NewestIssues(issues: kept, hasMore: matching.map { $0 > kept.count } ?? true,
                            matchingCount: matching, everyIssueCount: count?.all)
    }

    private func doubt() -> NewestIssues? {
        api.debugNote("the newest-first pages shifted while they were read: reading the issues one page after another")
        return nil
    }

    /// An issue or pull request (`issue` nil) of a page.
    struct Item {
        var number: Int
        var created: Date
        var issue: Issue?
    }

    func page(_ repo: RepoRef, _ filter: IssuesQuery, _ window: Window) throws -> [Item] {
        let url = api.url(repo.apiPath("issues"), IssuesEndpoint.filters(filter) + [
            ("sort", "created"), ("direction", "desc"), ("per_page", String(window.size)), ("page", String(window.page)),
        ])
        let items = try GitHubJSON.scan(try api.get(url), url: url) { try $0.array(Issue.init(scanning:)) }
        return items.map { Item(number: $0.number, created: $0.createdAt, issue: $0.isPullRequest ? nil : $0) }
    }

    /// A page as places in the list: items `start..<end`.
    struct Window: Equatable {
        var size: Int
        var page: Int

        var start: Int { (page - 1) * size }
        var end: Int { start + size }

        static let first = Window(size: 100, page: 1)

        /// The window reaching furthest that starts before this one ends (pages of 50 to 100: REST numbers pages
        /// of any size from the top, so some size has a page starting one to a few items before `end`).
        var next: Window {
            (50...100).map { size in Window(size: size, page: (end - 1) / size + 1) }.max { $0.end < $1.end }!
        }

        static func following(_ last: Window, toCover items: Int) -> [Window] {
            var windows = [last.next]
            while windows.last!.end < min(items, maximumItems) { windows.append(windows.last!.next) }
            return windows
        }
    }

    /// The windows' items as one list, each window after the first less the items it shares with the one before,
    /// kept only while those shared items are the same, at the same places, in both reads, no number is there twice
    /// and each item was created no later than the one before it. The reads are not kept.
    struct Joined {
        /// Every item's number and creation time, pull requests too.
        private(set) var places: [(number: Int, created: Date)] = []
        private(set) var issues: [Issue] = []
        /// A page held fewer items than it could: the list ends there.
        private(set) var ended = false
        private var numbers = Set<Int>()

        /// False when the reads, of the windows after those added, do not join the list.
        mutating func add(_ reads: some Sequence<(Window, [Item])>) -> Bool {
            reads.allSatisfy { add($0, $1) }
        }

        private mutating func add(_ window: Window, _ read: [Item]) -> Bool {
            if ended {
                // Past the end, a window holds the last items it reaches back to, or none.
                return read.map(\.number) == places[min(window.start, places.count)...].map(\.number)
            }
            // The list so far reaches exactly to the end of the window before this one, which was full.
            let shared = places.count - window.start
            guard shared > 0 || window.start == 0, read.count >= shared,
                  read.prefix(shared).map(\.number) == places.suffix(shared).map(\.number) else { return false }
            for item in read.dropFirst(shared) {
                guard numbers.insert(item.number).inserted, places.last.map({ $0.created >= item.created }) ?? true else {
                    return false
                }
                places.append((item.number, item.created))
                if let issue = item.issue { issues.append(issue) }
            }
            ended = read.count < window.size
            return true
        }
    }
}
