import Foundation
import GHLiteCore
import Testing

fileprivate typealias Issue = GHLiteCore.Issue

@Suite(.strictDoubles) struct MirrorRefreshModelTests {
    static let day = Date(timeIntervalSince1970: 1_700_000_000)
    static let bug = Label(name: "bug", color: "d73a4a")
    static let catalog = RepositoryCatalog(labels: [.init(id: "LA_1", label: bug)],
                                           milestones: [.init(id: "MI_1", number: 1, title: "v1.0")])

    fileprivate static func issue(_ number: Int, _ state: Issue.State = .open, title: String? = nil, updated: TimeInterval = 0,
                      labels: [Label] = []) -> Issue {
        .fixture(number, title: title, state: state, labels: labels, createdAt: day.addingTimeInterval(Double(number)),
                 updatedAt: day.addingTimeInterval(updated))
    }

    fileprivate static func page(_ items: [Issue], open: Int, closed: Int, catalog: RepositoryCatalog = catalog,
                                 next: String? = nil, answeredAt: Date? = nil) -> IssueChangesPage {
        IssueChangesPage(items: items, openCount: open, closedCount: closed, catalog: catalog, nextCursor: next,
                         answeredAt: answeredAt)
    }

    fileprivate static func stored(_ issues: [Issue]) -> RepositoryMirror {
        RepositoryMirror(issues: Dictionary(uniqueKeysWithValues: issues.map { ($0.number, $0) }), labels: [bug],
                         syncedThrough: issues.map(\.updatedAt).max())
    }

    /// A model over `stored` (its state read as the store reads it: counts without the numbers excluded), answering
    /// each query from `answer`; records the queries, the numbers the counts left out and the updates saved.
    /// `inCreationOrder`: what the pages read side by side give (nil: they did not fit together).
    fileprivate static func model(stored: RepositoryMirror?, inCreationOrder: IssuesInCreationOrder? = nil,
                                  answer: @escaping @Sendable (IssueChangesQuery) -> IssueChangesPage)
        -> (MirrorRefreshModel, Locked<[IssueChangesQuery]>, Locked<[MirrorUpdate]>, Locked<[[Int]?]>) {
        let queries = Locked<[IssueChangesQuery]>([])
        let saved = Locked<[MirrorUpdate]>([])
        let excluded = Locked<[[Int]?]>([])
        var environment = MirrorRefreshModelEnvironment.failing
        environment.mirrorState = { excluding in
            excluded.withLock { $0.append(excluding) }
            guard let stored else { return nil }
            guard let excluding else { return MirrorState(catalog: Self.catalog, syncedThrough: stored.syncedThrough) }
            let counted = stored.issues.values.filter { !excluding.contains($0.number) }
            let open = counted.count { $0.state == .open }
            return MirrorState(catalog: Self.catalog, syncedThrough: stored.syncedThrough, openCount: open,
                               closedCount: counted.count - open)
        }
        environment.listIssueChanges = { query in
            queries.withLock { $0.append(query) }
            return answer(query)
        }
        environment.saveMirror = { update in saved.withLock { $0.append(update) } }
        environment.mirrorHolds = { issues in Set(issues.filter { stored?.issues[$0.number] == $0 }.map(\.number)) }
        environment.listIssuesInCreationOrder = { afterPages in
            if let inCreationOrder { afterPages(inCreationOrder.startedAt) }
            return inCreationOrder
        }
        environment.listedIssueCount = { nil }
        return (MirrorRefreshModel(environment: environment), queries, saved, excluded)
    }

    @Test func aDeltaThatAgreesIsWrittenFromOneRequestStartingAnOverlapBeforeTheNewestUpdate() throws {
        let old = Self.stored([Self.issue(1, updated: 10), Self.issue(2, updated: 20)])
        let closed = Self.issue(2, .closed, title: "Renamed", updated: 30)
        let (model, queries, saved, excluded) = Self.model(stored: old) { _ in Self.page([closed], open: 1, closed: 1) }
        let state = try model.refresh()
        // Five minutes before the newest update the mirror had seen: 20 s after `day`, less 300 s.
        #expect(queries.value == [IssueChangesQuery(since: Date(timeIntervalSince1970: 1_700_000_000 + 20 - 300))])
        // The state is read without counts before the request, all the counts beside it, then the counts without
        // the changed issue, which is counted as it is now.
        #expect(excluded.value == [nil, [], [2]])
        #expect(state == MirrorState(catalog: Self.catalog, syncedThrough: Self.day.addingTimeInterval(30), openCount: 1,
                                     closedCount: 1))
        #expect(saved.value == [MirrorUpdate(replacesAll: false, issues: [closed], catalog: Self.catalog,
                                             syncedThrough: Self.day.addingTimeInterval(30))])
    }

    @Test func aDeltaWithNothingNewIsCheckedAgainstTheCountsReadBeforeTheRequest() throws {
        let old = Self.stored([Self.issue(1, updated: 10), Self.issue(2, .closed, updated: 20)])
        let (model, queries, saved, excluded) = Self.model(stored: old) { _ in Self.page([], open: 1, closed: 1) }
        let state = try model.refresh()
        #expect(queries.value.count == 1)
        #expect(excluded.value == [nil, []])
        #expect(state == MirrorState(catalog: Self.catalog, syncedThrough: Self.day.addingTimeInterval(20), openCount: 1,
                                     closedCount: 1))
        #expect(saved.value == [MirrorUpdate(replacesAll: false, issues: [], catalog: Self.catalog,
                                             syncedThrough: Self.day.addingTimeInterval(20))])
    }

    @Test func issuesTheOverlapBringsBackAsTheMirrorHoldsThemAreNotWrittenNorCountedAgain() throws {
        let held = Self.issue(2, .closed, updated: 20)
        let old = Self.stored([Self.issue(1, updated: 10), held])
        let (model, _, saved, excluded) = Self.model(stored: old) { _ in Self.page([held], open: 1, closed: 1) }
        let refreshed = try #require(try model.refreshIfMirrored())
        #expect(excluded.value == [nil, []])
        // Still named: another process may have written it after a list read the mirror beside this request, so the
        // list must read it again rather than show what it read (MirrorBinaryTests' two processes at once).
        #expect(refreshed.changed == [2])
        #expect(saved.value == [MirrorUpdate(replacesAll: false, issues: [], catalog: Self.catalog,
                                             syncedThrough: Self.day.addingTimeInterval(20))])
    }

    @Test func requestsAreReadiedBesideTheStateReadAndTheMirrorCountedBesideTheRequest() throws {
        let events = Locked<[String]>([])
        let old = Self.stored([Self.issue(1, updated: 10)])
        var (model, _, _, _) = Self.model(stored: old) { _ in
            events.withLock { $0.append("request") }
            return Self.page([], open: 1, closed: 0)
        }
        let readState = model.environment.mirrorState
        model.environment.mirrorState = { excluding in
            events.withLock { $0.append(excluding == nil ? "state" : "counts") }
            return try readState(excluding)
        }
        model.environment.prepareRequests = { events.withLock { $0.append("prepare") } }
        // The job beside runs only when waited for, so the order shows where the wait is.
        model.environment.beside = Beside { job in { job() } }
        try model.refresh()
        #expect(events.value == ["prepare", "state", "request", "counts"])
    }

    @Test(arguments: [
        // The closed issue 2 was deleted or transferred: the open count stays, the closed one drops.
        (1, 0),
        // The open issue 1 was.
        (0, 1),
    ])
    func anIssueGoneWithoutATraceFallsBackToAFullList(open: Int, closed: Int) throws {
        let old = Self.stored([Self.issue(1, updated: 10), Self.issue(2, .closed, updated: 20)])
        let full = [Self.issue(3, updated: 10)]
        let (model, queries, saved, _) = Self.model(stored: old) { query in
            query.since == nil ? Self.page(full, open: 1, closed: 0) : Self.page([], open: open, closed: closed)
        }
        let state = try model.refresh()
        #expect(queries.value.map(\.since) == [Self.day.addingTimeInterval(20 - 300), nil])
        #expect(saved.value == [MirrorUpdate(replacesAll: true, issues: full, catalog: Self.catalog,
                                             syncedThrough: Self.day.addingTimeInterval(10))])
        #expect(state == MirrorState(catalog: Self.catalog, syncedThrough: Self.day.addingTimeInterval(10), openCount: 1))
    }

    @Test func labelsAndMilestonesChangedWithoutAnIssueMovingAreSavedFromOneRequest() throws {
        let old = Self.stored([Self.issue(1, updated: 10, labels: [Self.bug])])
        let renamed = RepositoryCatalog(labels: [.init(id: "LA_1", label: Label(name: "defect", color: "000000"))],
                                        milestones: [])
        let (model, queries, saved, _) = Self.model(stored: old) { _ in Self.page([], open: 1, closed: 0, catalog: renamed) }
        let state = try model.refresh()
        #expect(queries.value.count == 1)
        #expect(saved.value == [MirrorUpdate(replacesAll: false, issues: [], catalog: renamed,
                                             syncedThrough: Self.day.addingTimeInterval(10))])
        #expect(state.catalog == renamed)
    }

    @Test func anUpdateStampedAfterGitHubsClockMovesTheSyncOnlyUpToThatClock() throws {
        let old = Self.stored([Self.issue(1, updated: 10)])
        let future = Self.issue(2, updated: 4_000_000_000)
        let answeredAt = Self.day.addingTimeInterval(60)
        let (model, queries, saved, _) = Self.model(stored: old) { _ in
            Self.page([future], open: 2, closed: 0, answeredAt: answeredAt)
        }
        #expect(try model.refresh().syncedThrough == answeredAt)
        #expect(saved.value.map(\.syncedThrough) == [answeredAt])
        #expect(queries.value.map(\.since) == [Self.day.addingTimeInterval(10 - 300)])
    }

    @Test func withoutAMirrorEveryPageOfEveryStateIsReadAndProgressHeard() throws {
        let (model, queries, saved, _) = Self.model(stored: nil) { query in
            query.after == nil ? Self.page([Self.issue(1, updated: 5)], open: 1, closed: 1, next: "c1")
                : Self.page([Self.issue(2, .closed, updated: 7)], open: 1, closed: 1)
        }
        let heard = Locked<[Int]>([])
        let state = try model.refresh { count in heard.withLock { $0.append(count) } }
        // The first page again after the pages in creation order (none here) were tried: it may have aged meanwhile.
        #expect(queries.value == [IssueChangesQuery(since: nil), IssueChangesQuery(since: nil),
                                  IssueChangesQuery(since: nil, after: "c1")])
        #expect(saved.value.map { $0.issues.map(\.number) } == [[1, 2]])
        #expect(saved.value.map(\.replacesAll) == [true])
        #expect(state.syncedThrough == Self.day.addingTimeInterval(7))
        #expect(state.issueCount == 2)
        #expect(heard.value == [1, 1, 2])
    }

    /// Pages read side by side from `day + 100` on; the changes since then answer `changed`, with counts `open`/`closed`.
    fileprivate static func readInCreationOrder(changed: [Issue], open: Int, closed: Int)
        -> (MirrorRefreshModel, Locked<[IssueChangesQuery]>, Locked<[MirrorUpdate]>) {
        let startedAt = Self.day.addingTimeInterval(100)
        let read = IssuesInCreationOrder(issues: [Self.issue(1, updated: 5), Self.issue(2, .closed, updated: 7)],
                                         startedAt: startedAt)
        let (model, queries, saved, _) = Self.model(stored: nil, inCreationOrder: read) { query in
            if query.since != nil { return Self.page(changed, open: open, closed: closed) }
            return query.after == nil ? Self.page([Self.issue(1, updated: 5)], open: 1, closed: 1, next: "c1")
                : Self.page([Self.issue(2, .closed, updated: 7)], open: 1, closed: 1)
        }
        return (model, queries, saved)
    }

    @Test func pagesReadSideBySideAreKeptWithWhatChangedSinceWhenTheCountsAgree() throws {
        let reopened = Self.issue(2, .open, updated: 150)
        let (model, queries, saved) = Self.readInCreationOrder(changed: [reopened], open: 2, closed: 0)
        let state = try model.refresh()
        #expect(queries.value == [IssueChangesQuery(since: nil), IssueChangesQuery(since: Self.day.addingTimeInterval(100 - 300))])
        #expect(saved.value.map(\.issues) == [[Self.issue(1, updated: 5), reopened]])
        #expect(state.openCount == 2 && state.closedCount == 0)
    }

    @Test func pagesReadSideBySideAreDroppedForTheCursorsWhenAnIssueWasFiledMeanwhileOrTheCountsDiffer() throws {
        let filed = Issue.fixture(3, title: "Filed meanwhile", author: "hubot",
                                  createdAt: Self.day.addingTimeInterval(100))
        for (changed, open) in [([filed], 2), ([], 2)] {
            let (model, queries, saved) = Self.readInCreationOrder(changed: changed, open: open, closed: 1)
            try model.refresh()
            #expect(queries.value.map(\.after) == [nil, nil, nil, "c1"])
            #expect(saved.value.map { $0.issues.map(\.number) } == [[1, 2]])
        }
    }

    @Test func anIssueChangedWhilePagesWereReadIsWrittenOnceAsItsLastPageHadIt() throws {
        let first = Self.issue(1, updated: 5), again = Self.issue(1, .closed, updated: 9)
        let (model, _, saved, _) = Self.model(stored: nil) { query in
            query.after == nil ? Self.page([first], open: 0, closed: 1, next: "c1")
                : Self.page([again], open: 0, closed: 1)
        }
        let state = try model.refresh()
        #expect(saved.value.map(\.issues) == [[again]])
        #expect(state.openCount == 0 && state.closedCount == 1)
    }

    @Test func aSyncThatCannotWriteTheMirrorFailsSayingWhyWhereAListHearsWhy() throws {
        struct DiskFull: UserFacingError {
            var userMessage: String { "the disk is full: free some space, then try again" }
            var exitCode: ExitCode { .error }
        }
        let old = Self.stored([Self.issue(1, updated: 10)])
        var (model, _, _, _) = Self.model(stored: old) { _ in Self.page([Self.issue(1, updated: 20)], open: 1, closed: 0) }
        model.environment.saveMirror = { _ in throw DiskFull() }
        #expect(throws: CommandError("could not write the local mirror: the disk is full: free some space, then try again")) {
            try model.refresh()
        }
        let listed = try model.refreshIfMirrored()
        #expect(listed?.state.syncedThrough == Self.day.addingTimeInterval(20))
        #expect(listed?.notSaved == "the disk is full: free some space, then try again")
    }

    @Test func aListOfARepositoryWithoutAMirrorAsksNothingAndMakesNone() throws {
        let (model, queries, saved, _) = Self.model(stored: nil) { _ in Self.page([], open: 0, closed: 0) }
        #expect(try model.refreshIfMirrored() == nil)
        #expect(queries.value.isEmpty && saved.value.isEmpty)
    }

    @Test func aRepositoryListedBeforeWithOnePageOfIssuesInAllIsMirroredFromOneRequest() throws {
        var (model, queries, saved, _) = Self.model(stored: nil) { _ in
            Self.page([Self.issue(1, updated: 10), Self.issue(2, .closed, updated: 20)], open: 1, closed: 1)
        }
        model.environment.listedIssueCount = { MirrorRefreshModel.pageSize }
        let made = try model.refreshIfMirrored()
        #expect(made?.state.openCount == 1 && made?.state.closedCount == 1 && made?.changed == nil)
        #expect(queries.value == [IssueChangesQuery(since: nil, first: 100)])
        #expect(saved.value.map(\.replacesAll) == [true] && saved.value.first?.issues.map(\.number) == [1, 2])
    }

    @Test func aRepositoryListedBeforeWithMoreThanOnePageOfIssuesGetsNoMirror() throws {
        var (model, queries, saved, _) = Self.model(stored: nil) { _ in Self.page([], open: 0, closed: 0) }
        model.environment.listedIssueCount = { MirrorRefreshModel.pageSize + 1 }
        #expect(try model.refreshIfMirrored() == nil)
        #expect(queries.value.isEmpty && saved.value.isEmpty)
    }

    @Test func filtersAsGitHubDoesNewestFirst() throws {
        var assigned = Self.issue(3, labels: [Self.bug, Label(name: "Priority: High")])
        assigned.assigneeLogins = ["Hubot"]
        assigned.milestone = Milestone(number: 2, title: "v2.0")
        let mirror = Self.stored([Self.issue(1), Self.issue(2, .closed, labels: [Self.bug]), assigned])
        func numbers(_ filter: IssueFilter, assignee: String? = nil) -> [Int]? {
            mirror.issues(matching: filter, assignee: assignee, author: nil)?.map(\.number)
        }
        #expect(numbers(IssueFilter()) == [3, 1])
        #expect(numbers(IssueFilter(state: .all, labels: ["BUG"])) == [3, 2])
        #expect(numbers(IssueFilter(state: .all, labels: ["bug", "priority: high"])) == [3])
        #expect(numbers(IssueFilter(), assignee: "hubot") == [3])
        #expect(numbers(IssueFilter(), assignee: "none") == [1])
        #expect(numbers(IssueFilter(milestone: "V2.0")) == [3])
        #expect(numbers(IssueFilter(milestone: "2")) == [3])
        // GitHub words a milestone that does not exist; a search or a mention needs GitHub too.
        #expect(numbers(IssueFilter(milestone: "v9")) == nil)
        #expect(numbers(IssueFilter(search: "crash")) == nil)
        #expect(numbers(IssueFilter(mention: "octocat")) == nil)
    }
}
