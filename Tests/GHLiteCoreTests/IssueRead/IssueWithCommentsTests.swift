import GHLiteCore
import Testing

fileprivate typealias Issue = GHLiteCore.Issue

/// `issue view --comments`: the issue and its comments in one request; REST's pages only past 100 comments, and
/// REST's way, with its words, where that request has no issue to give.
@Suite(.strictDoubles) struct IssueWithCommentsTests {
    static let day = Date(timeIntervalSince1970: 1_717_243_200)

    fileprivate static func issue(_ number: Int, comments: Int, carrying carried: Int? = nil) -> Issue {
        var issue = Issue.fixture(number, comments: comments, createdAt: day)
        issue.comments = carried.map { (0..<$0).map { comment("graphql \($0)") } }
        return issue
    }

    static func comment(_ body: String) -> IssueComment { IssueComment(authorLogin: "hubot", body: body, createdAt: day) }

    @Test func oneRequestBringsTheIssueWithItsCommentsAndNothingElseIsAsked() throws {
        var environment = IssueModelEnvironment.withoutMirror
        environment.getIssueWithComments = { number in Self.issue(number, comments: 2, carrying: 2) }
        let issue = try IssueModel(environment: environment).issueWithComments(7)
        #expect(issue.number == 7)
        #expect(issue.comments?.map(\.body) == ["graphql 0", "graphql 1"])
    }

    @Test func pastAHundredCommentsAllOfThemComeFromRESTsPages() throws {
        let pages = Locked<[IssueCommentsQuery]>([])
        var environment = IssueModelEnvironment.withoutMirror
        environment.getIssueWithComments = { number in Self.issue(number, comments: 150, carrying: 100) }
        environment.listIssueComments = { _, query in
            pages.withLock { $0.append(query) }
            guard query.pageURL != nil else {
                return IssueCommentsPage(items: (0..<100).map { Self.comment("rest \($0)") }, nextPageURL: "https://api/c2")
            }
            return IssueCommentsPage(items: (100..<150).map { Self.comment("rest \($0)") })
        }
        let issue = try IssueModel(environment: environment).issueWithComments(7)
        #expect(issue.comments?.map(\.body) == (0..<150).map { "rest \($0)" })
        #expect(pages.value.count == 2)
    }

    @Test func whereTheOneRequestHasNoIssueRESTSaysWhatTheNumberIs() {
        var environment = IssueModelEnvironment.withoutMirror
        environment.getIssueWithComments = { _ in nil }
        environment.getIssue = { number in
            Issue.fixture(number, title: "A change", htmlURL: "https://github.com/o/r/pull/\(number)",
                          createdAt: Self.day, isPullRequest: true)
        }
        #expect(throws: IssueLookupError.pullRequest(number: 3, url: "https://github.com/o/r/pull/3")) {
            try IssueModel(environment: environment).issueWithComments(3)
        }
    }

    @Test func whereTheOneRequestHasNoIssueTheIssueAndItsCommentsComeFromREST() throws {
        var environment = IssueModelEnvironment.withoutMirror
        environment.getIssueWithComments = { _ in nil }
        environment.getIssue = { number in Self.issue(number, comments: 1) }
        environment.listIssueComments = { _, _ in IssueCommentsPage(items: [Self.comment("rest")]) }
        let issue = try IssueModel(environment: environment).issueWithComments(4)
        #expect(issue.comments?.map(\.body) == ["rest"])
    }
}
