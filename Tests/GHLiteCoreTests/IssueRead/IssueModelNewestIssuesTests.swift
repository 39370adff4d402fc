import GHLiteCore
import Testing

fileprivate typealias Issue = GHLiteCore.Issue

/// A cold list past one page takes REST's pages side by side when `listNewestIssues` proves them exact, as the cursors
/// would have listed them; otherwise the cursors list it.
@Suite(.strictDoubles) struct IssueModelNewestIssuesTests {
    static let day = Date(timeIntervalSince1970: 1_717_243_200)
    static let rows = IssueFields.rows(coloured: false)

    /// As REST gives it: with its body and node ID.
    fileprivate static func issue(_ number: Int) -> Issue {
        var issue = Issue.fixture(number, body: "text", createdAt: day)
        issue.extras.id = "I_\(number)"
        return issue
    }

    /// Cursor pages of 250 issues; `asked` hears each page's cursor.
    static func cursors(_ asked: Locked<[String?]>) -> @Sendable (IssueConnectionQuery) throws -> IssueConnectionPage {
        { query in
            asked.withLock { $0.append(query.after) }
            let start = Int(query.after ?? "0")!
            let end = min(start + query.first, 250)
            return IssueConnectionPage(items: (start + 1...end).map(Self.issue), totalCount: 250,
                                       nextCursor: end < 250 ? String(end) : nil)
        }
    }

    @Test func provenPagesAreListedAsTheCursorsListThem() throws {
        let asked = Locked<[String?]>([])
        let noted = Locked<[Int]>([])
        var environment = IssueModelEnvironment.withoutMirror
        environment.listRepositoryIssues = Self.cursors(asked)
        environment.listNewestIssues = { query in
            #expect(query == NewestIssuesQuery(filter: IssuesQuery(perPage: 100), limit: 200, countsMatching: true))
            return NewestIssues(issues: (1...200).map(Self.issue), hasMore: true, matchingCount: 250, everyIssueCount: 300)
        }
        environment.noteListed = { count in noted.withLock { $0.append(count) } }
        let listing = try IssueModel(environment: environment).list(limit: 200, filter: IssueFilter(), fields: Self.rows)
        #expect(listing.issues.map(\.number) == Array(1...200))
        #expect(listing.issues.allSatisfy { $0.body == nil && $0.extras.id == nil }, "as the cursors give them")
        #expect(listing.hasMore && listing.totalCount == 250)
        #expect(asked.value.isEmpty)
        #expect(noted.value == [300], "the repository's count, as the cursors' list notes it")
    }

    @Test func pagesInDoubtLeaveTheListToTheCursors() throws {
        let asked = Locked<[String?]>([])
        var environment = IssueModelEnvironment.withoutMirror
        environment.listRepositoryIssues = Self.cursors(asked)
        environment.listNewestIssues = { _ in nil }
        let listing = try IssueModel(environment: environment).list(limit: 300, filter: IssueFilter(), fields: Self.rows)
        #expect(listing.issues.map(\.number) == Array(1...250))
        #expect(asked.value == [nil, "100", "200"])
    }

    /// People's names, comments and links come only from the cursors.
    @Test(arguments: [IssueFields.author, .assignees, .links])
    func fieldsRESTsPagesLackKeepTheCursors(field: IssueFields) throws {
        let asked = Locked<[String?]>([])
        var environment = IssueModelEnvironment.withoutMirror
        environment.listRepositoryIssues = Self.cursors(asked)
        let listing = try IssueModel(environment: environment).list(limit: 250, filter: IssueFilter(),
                                                                    fields: Self.rows.union(field))
        #expect(listing.issues.count == 250)
        #expect(asked.value == [nil, "100", "200"])
    }
}
