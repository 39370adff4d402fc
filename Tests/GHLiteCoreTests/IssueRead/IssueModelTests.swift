import GHLiteCore
import Testing

fileprivate typealias Issue = GHLiteCore.Issue

@Suite(.strictDoubles) struct IssueModelTests {
    static let day = Date(timeIntervalSince1970: 1_717_243_200)

    fileprivate static func issue(_ number: Int, pullRequest: Bool = false, comments: Int = 0) -> Issue {
        .fixture(number, comments: comments,
                 htmlURL: "https://github.com/o/r/\(pullRequest ? "pull" : "issues")/\(number)", createdAt: day,
                 isPullRequest: pullRequest)
    }

    /// Numbers `range`, every `prEvery`-th one a pull request.
    fileprivate static func items(_ range: ClosedRange<Int>, prEvery: Int = 0) -> [Issue] {
        range.map { issue($0, pullRequest: prEvery > 0 && $0 % prEvery == 0) }
    }

    @Test func theFirstRequestAsksGraphQLForTheLimitAndNothingElseIsCalled() throws {
        let queries = Locked<[IssueConnectionQuery]>([])
        var environment = IssueModelEnvironment.withoutMirror
        environment.listRepositoryIssues = { query in
            queries.withLock { $0.append(query) }
            return IssueConnectionPage(items: Self.items(1...7), totalCount: 7, nextCursor: nil)
        }
        let listing = try IssueModel(environment: environment).list(limit: 7, filter: IssueFilter())
        #expect(listing == IssueModel.Listing(issues: Self.items(1...7), hasMore: false, totalCount: 7))
        #expect(queries.value == [IssueConnectionQuery(state: .open, first: 7)])
    }

    @Test func eachGraphQLPageAsksForWhatIsLeftAfterTheCursorGiven() throws {
        let queries = Locked<[IssueConnectionQuery]>([])
        var environment = IssueModelEnvironment.withoutMirror
        environment.listRepositoryIssues = { query in
            queries.withLock { $0.append(query) }
            let start = Int(query.after ?? "0")!
            return IssueConnectionPage(items: Self.items(start + 1...start + query.first), totalCount: 1_234,
                                       nextCursor: String(start + query.first))
        }
        let listing = try IssueModel(environment: environment).list(limit: 250, filter: IssueFilter(state: .all))
        #expect(listing.issues.map(\.number) == Array(1...250))
        #expect(listing.hasMore)
        #expect(listing.totalCount == 1_234)
        #expect(queries.value.map(\.first) == [100, 100, 50])
        #expect(queries.value.map(\.after) == [nil, "100", "200"])
        #expect(queries.value.allSatisfy { $0.state == .all && !$0.includeBody })
    }

    @Test func bodiesAreAskedForOnlyWhenWanted() throws {
        let asked = Locked<[Bool]>([])
        var environment = IssueModelEnvironment.withoutMirror
        environment.listRepositoryIssues = { query in
            asked.withLock { $0.append(query.includeBody) }
            return IssueConnectionPage(items: [], totalCount: 0, nextCursor: nil)
        }
        let model = IssueModel(environment: environment)
        _ = try model.list(limit: 5, filter: IssueFilter())
        _ = try model.list(limit: 5, filter: IssueFilter(), includeBodies: true)
        #expect(asked.value == [false, true])
    }

    @Test func graphQLErrorsReachTheCommandAsTheyAre() {
        var environment = IssueModelEnvironment.withoutMirror
        environment.listRepositoryIssues = { _ in throw GraphQLError(type: "FORBIDDEN", message: "Resource not accessible") }
        #expect(throws: GraphQLError(type: "FORBIDDEN", message: "Resource not accessible")) {
            try IssueModel(environment: environment).list(limit: 30, filter: IssueFilter())
        }
    }

    @Test func aRepositoryWithIssuesTurnedOffSaysSo() {
        var environment = IssueModelEnvironment.withoutMirror
        environment.listRepositoryIssues = { _ in
            IssueConnectionPage(items: [], totalCount: 0, nextCursor: nil, hasIssuesEnabled: false)
        }
        #expect(throws: IssueLookupError.issuesDisabled) {
            try IssueModel(environment: environment).list(limit: 30, filter: IssueFilter())
        }
    }

    /// Issue `number`, labelled as given.
    fileprivate static func issue(_ number: Int, labels: [String]) -> Issue {
        var issue = issue(number)
        issue.labels = labels.map { Label(name: $0) }
        return issue
    }

    @Test func oneLabelNobodyAndAnybodyGoThroughGraphQLWhichMeansTheSameAndSeveralLabelsToRESTsPages() throws {
        let used = Locked<[String]>([])
        var environment = IssueModelEnvironment.withoutMirror
        environment.viewerLogin = { "octocat" }
        environment.listMilestones = { _ in MilestonesPage(items: [Milestone(number: 1, title: "v1")]) }
        environment.listRepositoryIssues = { query in
            used.withLock { $0.append("graphql \(query.labels) \(query.assignee ?? "-")") }
            return IssueConnectionPage(items: [], totalCount: 0, nextCursor: nil)
        }
        environment.listNewestIssues = { query in
            used.withLock { $0.append("rest \(query.filter.labels)") }
            return NewestIssues(issues: [], hasMore: false, matchingCount: 0, everyIssueCount: nil)
        }
        let model = IssueModel(environment: environment)
        _ = try model.list(limit: 5, filter: IssueFilter(state: .closed, assignee: "hubot", author: "@me", mention: "x",
                                                         milestone: "v1"))
        _ = try model.list(limit: 5, filter: IssueFilter(labels: ["bug"]))
        _ = try model.list(limit: 5, filter: IssueFilter(assignee: "none"))
        _ = try model.list(limit: 5, filter: IssueFilter(assignee: "*"))
        // GraphQL's labels match any of them, gh-lite's all of them.
        _ = try model.list(limit: 5, filter: IssueFilter(labels: ["bug", "docs"]), fields: .rows(coloured: false))
        #expect(used.value == ["graphql [] hubot", "graphql [\"bug\"] -", "graphql [] none", "graphql [] *",
                               "rest [\"bug\", \"docs\"]"])
    }

    /// Several labels whose side-by-side pages are in doubt: the first label's cursors, full pages, kept where an
    /// issue carries the others too (in any case).
    @Test func severalLabelsReadTheFirstOnesCursorsKeepingIssuesWithTheRest() throws {
        let queries = Locked<[IssueConnectionQuery]>([])
        var environment = IssueModelEnvironment.withoutMirror
        environment.listNewestIssues = { _ in nil }
        environment.listRepositoryIssues = { query in
            queries.withLock { $0.append(query) }
            return query.after == nil
                ? IssueConnectionPage(items: [Self.issue(1, labels: ["bug", "Docs"]), Self.issue(2, labels: ["bug"]),
                                              Self.issue(3, labels: ["bug", "docs", "ui"])], totalCount: 5, nextCursor: "c1")
                : IssueConnectionPage(items: [Self.issue(4, labels: ["bug"]), Self.issue(5, labels: ["docs", "bug"])],
                                      totalCount: 5, nextCursor: nil)
        }
        let filter = IssueFilter(labels: ["bug", "docs"])
        let listing = try IssueModel(environment: environment).list(limit: 30, filter: filter, fields: [.title])
        #expect(listing.issues.map(\.number) == [1, 3, 5])
        #expect(!listing.hasMore)
        #expect(listing.totalCount == 3)
        #expect(queries.value.map(\.labels) == [["bug"], ["bug"]])
        #expect(queries.value.map(\.first) == [100, 100])
        #expect(queries.value.allSatisfy { $0.fields == [.title, .labelNames] })
        let limited = try IssueModel(environment: environment).list(limit: 2, filter: filter)
        #expect(limited.issues.map(\.number) == [1, 3])
        #expect(limited.hasMore)
        #expect(limited.totalCount == nil)
    }

    /// A last page whose kept issues fill exactly what is left, with no next page, leaves nothing more to list.
    @Test func aLastPageWhoseKeptIssuesFillTheLimitExactlyLeavesNothingMore() throws {
        var environment = IssueModelEnvironment.withoutMirror
        environment.listNewestIssues = { _ in nil }
        environment.listRepositoryIssues = { query in
            IssueConnectionPage(items: [Self.issue(1, labels: ["a", "b"]), Self.issue(2, labels: ["a"])], totalCount: 2,
                                nextCursor: nil)
        }
        let listing = try IssueModel(environment: environment).list(limit: 1, filter: IssueFilter(labels: ["a", "b"]))
        #expect(listing.issues.map(\.number) == [1])
        #expect(!listing.hasMore)
        #expect(listing.totalCount == 1)
    }

    @Test func pagesNeverAskForMoreThanAHundred() throws {
        let perPage = Locked<[Int]>([])
        var environment = IssueModelEnvironment.withoutMirror
        environment.listNewestIssues = { _ in nil }
        environment.listRepositoryIssues = { query in
            perPage.withLock { $0.append(query.first) }
            return IssueConnectionPage(items: [], totalCount: 0, nextCursor: nil)
        }
        _ = try IssueModel(environment: environment).list(limit: 5_000, filter: IssueFilter(labels: ["bug"]))
        _ = try IssueModel(environment: environment).list(limit: 5_000, filter: IssueFilter())
        #expect(perPage.value == [100, 100])
    }

    /// The signed-in user, octocat, with a count of how often it was asked for.
    static func countedViewer() -> (calls: Locked<Int>, login: @Sendable () -> String) {
        let calls = Locked(0)
        return (calls, {
            calls.withLock { $0 += 1 }
            return "octocat"
        })
    }

    @Test func filtersGoToTheEndpointAndAtMeIsResolvedOnceForAllPeopleFilters() throws {
        let queries = Locked<[NewestIssuesQuery]>([])
        let (viewerCalls, viewer) = Self.countedViewer()
        var environment = IssueModelEnvironment.withoutMirror
        environment.viewerLogin = viewer
        environment.listNewestIssues = { query in
            queries.withLock { $0.append(query) }
            return NewestIssues(issues: [], hasMore: false, matchingCount: 0, everyIssueCount: nil)
        }
        let filter = IssueFilter(state: .closed, labels: ["bug", "help wanted"], assignee: "@me", author: "@me",
                                 mention: "hubot", milestone: "2")
        _ = try IssueModel(environment: environment).list(limit: 30, filter: filter, fields: .rows(coloured: false))
        let rest = IssuesQuery(state: .closed, labels: ["bug", "help wanted"], assignee: "octocat", creator: "octocat",
                               mentioned: "hubot", milestone: "2", perPage: 30)
        #expect(queries.value == [NewestIssuesQuery(filter: rest, limit: 30, countsMatching: false)])
        #expect(viewerCalls.value == 1)
    }

    @Test func withoutLabelsFiltersGoToGraphQLWithAtMeResolvedOnce() throws {
        let queries = Locked<[IssueConnectionQuery]>([])
        let (viewerCalls, viewer) = Self.countedViewer()
        var environment = IssueModelEnvironment.withoutMirror
        environment.viewerLogin = viewer
        environment.listRepositoryIssues = { query in
            queries.withLock { $0.append(query) }
            return IssueConnectionPage(items: [Self.issue(1)], totalCount: 1, nextCursor: nil)
        }
        let filter = IssueFilter(state: .closed, assignee: "@me", author: "@me", mention: "hubot", milestone: "2")
        _ = try IssueModel(environment: environment).list(limit: 30, filter: filter)
        #expect(queries.value == [IssueConnectionQuery(state: .closed, assignee: "octocat", author: "octocat",
                                                       mentioned: "hubot", milestoneNumber: 2, first: 30)])
        #expect(viewerCalls.value == 1)
    }

    @Test func noneIsPassedThroughAndNoViewerLookupHappensWithoutAtMe() throws {
        let queries = Locked<[IssueConnectionQuery]>([])
        var environment = IssueModelEnvironment.withoutMirror
        environment.listRepositoryIssues = { query in
            queries.withLock { $0.append(query) }
            return IssueConnectionPage(items: [], totalCount: 0, nextCursor: nil)
        }
        _ = try IssueModel(environment: environment).list(limit: 30, filter: IssueFilter(assignee: "none"))
        #expect(queries.value.first?.assignee == "none")
    }

    @Test func aMilestoneTitleIsLookedUpCaseInsensitivelyAcrossPagesAndStopsWhenFound() throws {
        let milestonePages = Locked<[String?]>([])
        let queries = Locked<[IssueConnectionQuery]>([])
        var environment = IssueModelEnvironment.withoutMirror
        environment.listMilestones = { query in
            milestonePages.withLock { $0.append(query.pageURL) }
            #expect(query.state == .all)
            if query.pageURL == nil {
                return MilestonesPage(items: [Milestone(number: 1, title: "v1.0")], nextPageURL: "https://api/m2")
            }
            return MilestonesPage(items: [Milestone(number: 7, title: "Someday", state: "closed")],
                                  nextPageURL: "https://api/m3")
        }
        environment.listRepositoryIssues = { query in
            queries.withLock { $0.append(query) }
            return IssueConnectionPage(items: [], totalCount: 0, nextCursor: nil)
        }
        _ = try IssueModel(environment: environment).list(limit: 30, filter: IssueFilter(milestone: "someday"))
        #expect(queries.value.first?.milestoneNumber == 7)
        #expect(milestonePages.value == [nil, "https://api/m2"])
    }

    @Test func anUnknownMilestoneTitleIsAnErrorBeforeListing() {
        var environment = IssueModelEnvironment.withoutMirror
        environment.listMilestones = { _ in MilestonesPage(items: [Milestone(number: 1, title: "v1.0")]) }
        #expect(throws: IssueLookupError.milestoneTitleNotFound("v9")) {
            try IssueModel(environment: environment).list(limit: 30, filter: IssueFilter(milestone: "v9"))
        }
    }

    @Test func searchBuildsGhsQueryAndUsesItsTotal() throws {
        let searches = Locked<[IssueSearchQuery]>([])
        var environment = IssueModelEnvironment.withoutMirror
        environment.listMilestones = { _ in MilestonesPage(items: [Milestone(number: 1, title: "v1.0 beta")]) }
        environment.searchIssues = { query in
            searches.withLock { $0.append(query) }
            return IssueSearchPage(items: Self.items(1...3, prEvery: 3), nextPageURL: nil, totalCount: 2)
        }
        let filter = IssueFilter(labels: ["bug", "help wanted"], assignee: "@me", author: "hubot", mention: "monalisa",
                                 milestone: "1", search: "crash in:title")
        let listing = try IssueModel(environment: environment).list(limit: 50, filter: filter)
        #expect(searches.value == [IssueSearchQuery(
            text: "crash in:title assignee:@me author:hubot is:issue label:\"help wanted\" label:bug "
                + "mentions:monalisa milestone:\"v1.0 beta\" state:open",
            perPage: 50)])
        #expect(listing.issues.map(\.number) == [1, 2])
        #expect(listing.totalCount == 2)
    }

    @Test func searchDropsTheDefaultStateWhenTheWordsAskForClosedOnes() throws {
        let texts = Locked<[String]>([])
        var environment = IssueModelEnvironment.withoutMirror
        environment.searchIssues = { query in
            texts.withLock { $0.append(query.text) }
            return IssueSearchPage(items: [], totalCount: 0)
        }
        let model = IssueModel(environment: environment)
        _ = try model.list(limit: 5, filter: IssueFilter(search: "is:closed crash"))
        _ = try model.list(limit: 5, filter: IssueFilter(state: .all, assignee: "none", search: "crash"))
        _ = try model.list(limit: 5, filter: IssueFilter(state: .closed, search: "crash"))
        #expect(texts.value == ["is:closed crash is:issue", "crash is:issue no:assignee", "crash is:issue state:closed"])
    }

    @Test func searchWithAMilestoneNumberThatDoesNotExistSaysSo() {
        var environment = IssueModelEnvironment.withoutMirror
        environment.listMilestones = { _ in MilestonesPage(items: []) }
        #expect(throws: IssueLookupError.milestoneNumberNotFound(5)) {
            try IssueModel(environment: environment).list(limit: 5, filter: IssueFilter(milestone: "5", search: "x"))
        }
    }

    @Test func aPullRequestNumberIsAnErrorThatSaysSo() {
        var environment = IssueModelEnvironment.withoutMirror
        environment.getIssue = { number in Self.issue(number, pullRequest: true) }
        #expect(throws: IssueLookupError.pullRequest(number: 3, url: "https://github.com/o/r/pull/3")) {
            try IssueModel(environment: environment).issue(3)
        }
    }

    @Test func thePreviewFetchesOnlyTheNewestCommentAndNoneWhenThereAreNone() throws {
        let queries = Locked<[IssueCommentsQuery]>([])
        var environment = IssueModelEnvironment.withoutMirror
        environment.listIssueComments = { number, query in
            #expect(number == 4)
            queries.withLock { $0.append(query) }
            return IssueCommentsPage(items: [IssueComment(authorLogin: "hubot", body: "newest", createdAt: Self.day)])
        }
        let model = IssueModel(environment: environment)
        #expect(try model.comments(of: Self.issue(4, comments: 45), all: false).map(\.body) == ["newest"])
        #expect(queries.value == [IssueCommentsQuery(perPage: 1, page: 45)])
        #expect(try model.comments(of: Self.issue(4), all: true).isEmpty)
        #expect(queries.value.count == 1)
    }

    @Test func allCommentsFollowEveryPage() throws {
        var environment = IssueModelEnvironment.withoutMirror
        environment.listIssueComments = { _, query in
            let comment = { (body: String) in IssueComment(authorLogin: "a", body: body, createdAt: Self.day) }
            switch query.pageURL {
            case nil:
                #expect(query.perPage == 100)
                return IssueCommentsPage(items: [comment("1"), comment("2")], nextPageURL: "https://api/c2")
            default: return IssueCommentsPage(items: [comment("3")])
            }
        }
        let bodies = try IssueModel(environment: environment).comments(of: Self.issue(1, comments: 3), all: true).map(\.body)
        #expect(bodies == ["1", "2", "3"])
    }

    @Test func theWebListOpensGhsQueryWithoutAnyRequest() throws {
        let opened = Locked<[String]>([])
        var environment = IssueModelEnvironment.withoutMirror
        environment.openInBrowser = { path in
            opened.withLock { $0.append(path) }
            return "https://github.com/o/r/" + path
        }
        let model = IssueModel(environment: environment)
        _ = try model.openList(filter: IssueFilter(labels: ["help wanted"], assignee: "@me"))
        _ = try model.openIssue(12)
        #expect(opened.value == ["issues?q=assignee%3A%40me%20is%3Aissue%20label%3A%22help%20wanted%22%20state%3Aopen",
                                 "issues/12"])
    }

    @Test func theContainerBindsTheRepositoryIntoEveryClosure() throws {
        var environment = ContainerEnvironment.failing
        let seen = Locked<[String]>([])
        environment.gitHub.listRepositoryIssues = { repo, _ in
            seen.withLock { $0.append("list \(repo)") }
            return IssueConnectionPage(items: [], totalCount: 0, nextCursor: nil)
        }
        environment.gitHub.listNewestIssues = { repo, _ in
            seen.withLock { $0.append("list with labels \(repo)") }
            return NewestIssues(issues: [], hasMore: false, matchingCount: 0, everyIssueCount: nil)
        }
        environment.gitHub.searchIssues = { query in
            seen.withLock { $0.append("search \(query.text)") }
            return IssueSearchPage(items: [], totalCount: 0)
        }
        environment.browser.open = { url in seen.withLock { $0.append("open \(url)") } }
        let container = Container(environment: environment, configuration: Configuration(variables: ["GH_HOST": "ghe.example.com"]))
        let model = container.makeIssueModel(repo: RepoRef(owner: "octo-org", name: "tools"))
        _ = try model.list(limit: 1, filter: IssueFilter())
        _ = try model.list(limit: 1, filter: IssueFilter(labels: ["bug", "docs"]), fields: .rows(coloured: false))
        _ = try model.list(limit: 1, filter: IssueFilter(state: .all, search: "x"))
        _ = try model.openIssue(3)
        #expect(seen.value == ["list octo-org/tools", "list with labels octo-org/tools", "search x is:issue repo:octo-org/tools",
                               "open https://ghe.example.com/octo-org/tools/issues/3"])
    }

    @Test func pagesAreHandedOverAsTheyArriveWithoutAccumulation() throws {
        var environment = IssueModelEnvironment.withoutMirror
        environment.listNewestIssues = { _ in nil }
        environment.listRepositoryIssues = { query in
            let start = Int(query.after ?? "0")!
            let items = (start + 1...start + 4).map { Self.issue($0, labels: $0 % 4 == 0 ? ["bug"] : ["bug", "ui"]) }
            return IssueConnectionPage(items: items, totalCount: 12, nextCursor: start < 8 ? String(start + 4) : nil)
        }
        var delivered: [[Int]] = []
        let summary = try IssueModel(environment: environment).list(limit: 100, filter: IssueFilter(labels: ["bug", "ui"])) {
            delivered.append($0.map(\.number))
        }
        #expect(delivered == [[1, 2, 3], [5, 6, 7], [9, 10, 11]])
        #expect(summary == IssueModel.Summary(count: 9, hasMore: false, totalCount: 9))
    }
}
