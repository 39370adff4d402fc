import Foundation
@testable import GHLiteCore
import Testing

/// Pages read side by side are kept only when they fit together as one list would.
@Suite(.strictDoubles) struct IssuesInCreationOrderEndpointTests {
    typealias Page = IssuesInCreationOrderEndpoint.NumberedPage

    static func page(_ numbers: Range<Int>, last: Int?, next: Bool) -> Page {
        Page(items: numbers.map { number in
            Issue.fixture(number, title: "#\(number)", createdAt: Date(timeIntervalSince1970: Double(number)))
        }, lastPage: last, hasNext: next, answeredAt: nil)
    }

    @Test func fullPagesThenALastOneFit() {
        #expect(IssuesInCreationOrderEndpoint.fit([Self.page(1..<101, last: 2, next: true), Self.page(101..<131, last: nil, next: false)]))
        #expect(IssuesInCreationOrderEndpoint.fit([Self.page(1..<1, last: nil, next: false)]), "an empty repository")
    }

    @Test func pagesThatMovedUnderTheReadsDoNotFit() {
        let cases: [[Page]] = [
            [Self.page(1..<100, last: 2, next: true), Self.page(101..<131, last: nil, next: false)],   // short before the last
            [Self.page(1..<101, last: 2, next: true), Self.page(100..<131, last: nil, next: false)],  // #100 twice
            [Self.page(1..<101, last: 3, next: true), Self.page(101..<131, last: nil, next: false)],  // a page gone
            [Self.page(1..<101, last: 2, next: true), Self.page(101..<201, last: 3, next: true)],     // a page more
            [Self.page(101..<201, last: 2, next: true), Self.page(1..<31, last: nil, next: false)],   // created earlier
            [Self.page(1..<101, last: 2, next: true), Self.page(1..<1, last: nil, next: false)],      // an empty last page
        ]
        for pages in cases { #expect(!IssuesInCreationOrderEndpoint.fit(pages)) }
    }

    @Test func theLastPageNumberIsReadFromItsLink() {
        #expect(IssuesInCreationOrderEndpoint.pageNumber(in: "https://api.github.com/repositories/1/issues?per_page=100&page=7") == 7)
        #expect(IssuesInCreationOrderEndpoint.pageNumber(in: "https://api.github.com/repositories/1/issues?per_page=100") == nil)
    }

    static func restIssue(author: String, assignees: String) throws -> GHLiteCore.Issue {
        let json = """
            {"number": 1, "title": "Bump", "html_url": "https://github.com/o/r/issues/1", "created_at": "2026-01-01T00:00:00Z",
             "user": \(author), "assignees": \(assignees)}
            """
        return try GitHubJSON.decoder().decode(IssueWithPeople.self, from: Data(json.utf8)).issue
    }

    @Test func aBotIsMirroredAsGraphQLSpellsItWithNoIDAndAUserWithTheirIDToBeNamed() throws {
        let issue = try Self.restIssue(author: #"{"login": "dependabot[bot]", "node_id": "BOT_1", "type": "Bot"}"#,
                                       assignees: #"[{"login": "octocat", "node_id": "U_1", "type": "User"}]"#)
        #expect(issue.authorLogin == "dependabot")
        #expect(issue.extras.hasAuthor && issue.extras.author == Person(login: "dependabot", id: nil, name: nil))
        #expect(issue.extras.assignees == [Person(login: "octocat", id: "U_1", name: nil)])
        #expect(issue.userIDs == ["U_1"])
    }

    @Test func aDeletedAccountStaysUnknownAsTheChangesQueryLeavesIt() throws {
        let issue = try Self.restIssue(author: "null", assignees: "[]")
        #expect(issue.authorLogin == "ghost" && !issue.extras.hasAuthor && issue.extras.assignees == [])
    }

    @Test func eachUserGetsTheirNameAndAUserWithNoneOrABotNone() throws {
        let issue = try Self.restIssue(author: #"{"login": "octocat", "node_id": "U_1", "type": "User"}"#,
                                       assignees: #"[{"login": "octocat", "node_id": "U_1", "type": "User"}, "#
                                           + #"{"login": "hubot", "node_id": "U_2", "type": "User"}, "#
                                           + #"{"login": "copilot[bot]", "node_id": "BOT_1", "type": "Bot"}]"#)
        let named = issue.naming(["U_1": "The Octocat", "BOT_1": "Copilot"])
        #expect(named.extras.author == Person(login: "octocat", id: "U_1", name: "The Octocat"))
        #expect(named.extras.assignees == [Person(login: "octocat", id: "U_1", name: "The Octocat"),
                                           Person(login: "hubot", id: "U_2", name: nil),
                                           Person(login: "copilot", id: nil, name: nil)])
        #expect((named.authorLogin, named.assigneeLogins) == (issue.authorLogin, issue.assigneeLogins))
    }
}
