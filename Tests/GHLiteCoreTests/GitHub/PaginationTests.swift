import GHLiteCore
import Testing

fileprivate typealias Issue = GHLiteCore.Issue

/// Every paged list ends, whatever the server says: a next page already read (a `Link` pointing back, a GraphQL
/// cursor handed out again) or more pages than gh-lite reads ends it with a one-line error, even when the pages
/// yield nothing to show, so no count of found items would ever end the loop.
@Suite(.strictDoubles) struct PaginationTests {
    static let selfLink = "https://api.github.com/repositories/1/issues?page=2"

    fileprivate static func issue(_ number: Int, pullRequest: Bool = false) -> Issue {
        .fixture(number, isPullRequest: pullRequest)
    }

    static func repeated(_ kind: PaginationError.Kind, after pages: Int) -> PaginationError {
        PaginationError(kind: kind, reason: .repeated, pagesRead: pages)
    }

    @Test func aPageThatNamesItselfAsNextEndsAShortList() throws {
        let fetched = Locked(0)
        #expect(throws: Self.repeated(.link, after: 2)) {
            try Page<Int>.all { _ in
                fetched.withLock { $0 += 1 }
                return Page(items: [], nextPageURL: Self.selfLink)
            }
        }
        #expect(fetched.value == 2)
    }

    @Test func aListThatNeverEndsStopsAtTheCap() throws {
        let fetched = Locked(0)
        #expect(throws: PaginationError(kind: .link, reason: .tooManyPages, pagesRead: 7)) {
            try Page<Int>.all(maximumPages: 7) { _ in
                let page = fetched.withLock { $0 += 1; return $0 }
                return Page(items: [page], nextPageURL: "https://api.github.com/x?page=\(page + 1)")
            }
        }
        #expect(fetched.value == 7)
    }

    /// Pages with no issue carrying every label give a list of several labels nothing to show.
    @Test func aListOfSeveralLabelsWhoseCursorsPointBackEnds() throws {
        let asked = Locked<[String?]>([])
        var environment = IssueModelEnvironment.withoutMirror
        environment.listNewestIssues = { _ in nil }
        environment.listRepositoryIssues = { query in
            asked.withLock { $0.append(query.after) }
            let next = query.after == nil ? "c2" : query.after == "c2" ? "c3" : "c2"
            return IssueConnectionPage(items: [Self.issue(3)], totalCount: 1_000, nextCursor: next)
        }
        #expect(throws: Self.repeated(.cursor, after: 3)) {
            try IssueModel(environment: environment).list(limit: 30, filter: IssueFilter(labels: ["bug", "ui"]))
        }
        #expect(asked.value == [nil, "c2", "c3"])
    }

    @Test func aGraphQLCursorHandedOutAgainEndsTheList() throws {
        let asked = Locked<[String?]>([])
        var environment = IssueModelEnvironment.withoutMirror
        environment.listRepositoryIssues = { query in
            asked.withLock { $0.append(query.after) }
            return IssueConnectionPage(items: [Self.issue(asked.value.count)], totalCount: 1_000, nextCursor: "Y3Vyc29yOjE=")
        }
        #expect(throws: Self.repeated(.cursor, after: 2)) {
            try IssueModel(environment: environment).list(limit: 1_000, filter: IssueFilter())
        }
        #expect(asked.value == [nil, "Y3Vyc29yOjE="])
    }

    @Test func aSearchWithNoMatchPointingBackEnds() throws {
        var environment = IssueModelEnvironment.withoutMirror
        environment.searchIssues = { _ in IssueSearchPage(items: [], nextPageURL: Self.selfLink, totalCount: 0) }
        #expect(throws: Self.repeated(.link, after: 2)) {
            try IssueModel(environment: environment).list(limit: 30, filter: IssueFilter(search: "nothing matches"))
        }
    }

    @Test func aMilestoneLookupPointingBackEnds() throws {
        var environment = IssueModelEnvironment.withoutMirror
        environment.listMilestones = { _ in MilestonesPage(items: [Milestone(number: 1, title: "v1")], nextPageURL: Self.selfLink) }
        #expect(throws: Self.repeated(.link, after: 2)) {
            try IssueModel(environment: environment).list(limit: 30, filter: IssueFilter(milestone: "v9"))
        }
    }

    @Test func archivedRepositoriesPointingBackEndWithNoArchived() throws {
        let requests = Locked(0)
        let model = ReposModel(environment: .viewerRepos({ _ in
            requests.withLock { $0 += 1 }
            return ReposPage(items: [Repository(name: "old", ownerLogin: "octocat", isArchived: true)], nextPageURL: Self.selfLink)
        }))
        #expect(throws: Self.repeated(.link, after: 2)) { try model.list(limit: 30, filter: ReposFilter(archived: false)) }
        #expect(requests.value == 2)
    }

    @Test func anEndlessListOfIssuesWithoutEveryLabelStopsAtTheCap() throws {
        let requests = Locked(0)
        var environment = IssueModelEnvironment.withoutMirror
        environment.listNewestIssues = { _ in nil }
        environment.listRepositoryIssues = { _ in
            let page = requests.withLock { $0 += 1; return $0 }
            return IssueConnectionPage(items: [Self.issue(page)], totalCount: 1_000_000, nextCursor: "c\(page)")
        }
        #expect(throws: PaginationError(kind: .cursor, reason: .tooManyPages, pagesRead: 1_000)) {
            try IssueModel(environment: environment).list(limit: 30, filter: IssueFilter(labels: ["bug", "ui"]))
        }
        #expect(requests.value == 1_000)
    }

    @Test func eachMessageIsOneLineSayingWhatToDo() {
        let repeated = Self.repeated(.cursor, after: 2).userMessage
        #expect(repeated == "the list stopped after 2 pages: GitHub's next-page cursor pointed back at a page already read, "
                + "so what was listed may be incomplete; try again later")
        let capped = PaginationError(kind: .link, reason: .tooManyPages, pagesRead: 1_000).userMessage
        #expect(capped == "the list stopped after 1000 pages, the most gh-lite reads, and GitHub still named a next link: "
                + "narrow the list down with filters or --limit")
    }
}
