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

    @Test func anEditIsPrintedFromItsDocumentsAnswerAfterTheLookUpAlone() async throws {
        let scenario = try FaultScenario()
        try #require(try scenario.simulator.publishedSchema() != nil, "the document is checked against GitHub's schema")
        let fields = "number,labels,title"
        let result = try await scenario.run(["issue", "edit", "4", "--add-label", "bug", "--json", fields] + Self.repo)
        #expect(result.status == 0, "\(result.stderr)")
        let sent = try scenario.requests()
        #expect(sent.map { "\($0.method) \($0.path)" } == ["POST /graphql", "POST /graphql"])
        #expect(sent.last?.body.contains("mutation IssueEdit(") == true, "the look-up, then the document")
        let issue = try NewIssueJSONBinaryTests.object(result)
        #expect((issue["labels"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["help wanted", "bug"])
        try await Self.expectViewed(result, 4, fields: fields, in: scenario)
    }

    /// Every field REST's issue gives `issue view --json` comes in the document's answer, valid against the schema.
    @Test func anEditsAnswerCarriesEveryFieldRESTsIssueGives() async throws {
        let scenario = try FaultScenario()
        try #require(try scenario.simulator.publishedSchema() != nil, "the document is checked against GitHub's schema")
        let fields = "assignees,author,body,closed,closedAt,createdAt,id,issueType,labels,milestone,number,"
            + "reactionGroups,state,stateReason,title,updatedAt,url"
        let result = try await scenario.run(["issue", "edit", "4", "--add-label", "bug", "-t", "Renamed", "--json",
                                             fields] + Self.repo)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try scenario.sent() == ["POST /graphql", "POST /graphql"])
        try await Self.expectViewed(result, 4, fields: fields, in: scenario)
    }

    @Test func commentsAfterAnEditAreReadFromTheIssueInHand() async throws {
        let scenario = try FaultScenario()
        let fields = "number,labels,comments"
        let result = try await scenario.run(["issue", "edit", "1", "--add-label", "enhancement", "--json", fields]
                                            + Self.repo)
        #expect(result.status == 0, "\(result.stderr)")
        let comments = try #require(try NewIssueJSONBinaryTests.object(result)["comments"] as? [[String: Any]])
        #expect(!comments.isEmpty, "issue #1 has comments")
        let sent = try scenario.sent()
        #expect(!sent.contains("GET /repos/octocat/Hello-World/issues/1"), "the issue is not read again: \(sent)")
        try await Self.expectViewed(result, 1, fields: fields, in: scenario)
    }
}
