import Foundation
import Testing

/// `--json` from `issue create` and `issue edit` prints the issue from the write's own answer (REST's new issue, the
/// edit document's payload) with no read after it; only fields the answer cannot carry (comments, links, GraphQL's
/// extras) cost what `issue view --json` pays for them. octocat/Hello-World's #4 has the label "help wanted".
@Suite struct WriteAnswerJSONBinaryTests {
    static let repo = ["-R", "octocat/Hello-World"]

    /// The same fields, as `issue view --json` shows the issue now.
    static func expectViewed(_ printed: GHLiteRun, _ number: Int, fields: String, in scenario: FaultScenario,
                             sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let viewed = try await scenario.run(["issue", "view", String(number), "--json", fields] + Self.repo)
        #expect(try IssueCommentJSONBinaryTests.canonical(NewIssueJSONBinaryTests.object(viewed))
                == IssueCommentJSONBinaryTests.canonical(NewIssueJSONBinaryTests.object(printed)),
                sourceLocation: sourceLocation)
    }

    @Test func aNewIssueIsPrintedFromTheCreatesAnswerAlone() async throws {
        let scenario = try FaultScenario()
        let fields = "number,title,labels,url"
        let result = try await scenario.run(["issue", "create", "-t", "Answered", "-b", "Body", "--json", fields]
                                            + Self.repo)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try scenario.sent() == ["POST /repos/octocat/Hello-World/issues"])
        let issue = try NewIssueJSONBinaryTests.object(result)
        #expect(issue["title"] as? String == "Answered")
        let number = try #require(issue["number"] as? Int)
        try await Self.expectViewed(result, number, fields: fields, in: scenario)
    }

}
