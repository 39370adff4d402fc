import Foundation
import Testing

/// GraphQL answers its errors with HTTP 200 and an `errors` array: such an answer is final (not tried again,
/// not asked of the REST API instead) and reads as the same one line a REST error would.
@Suite struct GraphQLErrorBinaryTests {
    @Test func anUnknownRepositoryIsNotFoundAfterOneQuery() async throws {
        let scenario = try FaultScenario()
        let result = try await scenario.run(["issues", "octocat/nope"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "repository octocat/nope not found (or you have no access)\n")
        #expect(try scenario.sent() == ["POST /graphql"])
        try scenario.expectNoTokenLeak([result])
    }

    static let saml = "Resource protected by organization SAML enforcement. You must grant your Personal Access token "
        + "access to this organization. (FORBIDDEN)"

    /// GitHub's partial answer: what it shows is listed, one line on stderr says what it left out and why, and the
    /// exit code tells a script the list is incomplete.
    @Test func aPartialAnswerListsWhatItHasSaysWhatIsMissingAndExits1() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(#"{"method": "POST", "path": "^/graphql$", "action": "graphql_partial", "nulls": 2}"#)
        let result = try await scenario.run(["issues", "octocat/Hello-World", "-L", "5"])
        #expect(result.status == 1, "\(result.stderr)")
        // The two newest open issues were left out; the next page (the fault answers once) fills the list up to
        // its limit.
        #expect(result.stdout.split(separator: "\n").map { $0.prefix { $0 != "\t" } } == ["74", "73", "66", "64", "62"],
                "\(result.stdout)")
        #expect(result.stderr == "GitHub left out 2 issues it would not show: \(Self.saml) and 1 more error\n")
        #expect(try scenario.sent() == ["POST /graphql", "POST /graphql"])
    }

    @Test func aPartialIssueStatusShowsWhatCameAndExits1() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(#"{"method": "POST", "path": "^/graphql$", "request_body": "IssueStatus", "action": "graphql_partial"}"#)
        let result = try await scenario.run(["issue", "status", "-R", "octocat/Hello-World"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("Issues assigned to you"))
        #expect(result.stderr == "GitHub left out 1 issue it would not show: \(Self.saml)\n")
    }

    /// Nothing usable: GitHub's own message and type, not "unexpected answer".
    @Test func anAnswerWithNothingUsableShowsGitHubsMessageAndType() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(#"{"method": "POST", "path": "^/graphql$", "action": "graphql_partial", "nulls": "data"}"#)
        let result = try await scenario.run(["issues", "octocat/Hello-World"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "GitHub GraphQL: \(Self.saml)\n")
        #expect(try scenario.sent() == ["POST /graphql"])
    }
}
