import Foundation
import Testing

/// What NewIssueBinaryTests leaves out: the POST that creates an issue is not resent even when GitHub says when
/// to try again (`Retry-After` on a 503, the secondary rate limit), unlike the list's GraphQL query, a POST too
/// (RetryBinaryTests); and the saved draft holds the text, never the token.
@Suite struct CreateFaultBinaryTests {
    static let create = ["new-issue", "-R", "octocat/Hello-World", "-t", "Sent once", "-b", "Body"]

    @Test(arguments: [
        #"{"method": "POST", "path": "/issues$", "status": 503, "headers": {"Retry-After": "0"}}"#,
        #"{"method": "POST", "path": "/issues$", "action": "secondary_rate_limit", "retry_after": 0}"#,
    ])
    func aRefusedCreateIsNotResentAndItsDraftHoldsNoToken(rule: String) async throws {
        let scenario = try FaultScenario()
        try scenario.fault(rule)
        let result = try await scenario.run(Self.create)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("could not create the issue in octocat/Hello-World: "))
        #expect(result.stderr.contains("To restore: gh-lite new-issue octocat/Hello-World --recover "))
        #expect(try scenario.sent().filter { $0.hasPrefix("POST") } == ["POST /repos/octocat/Hello-World/issues"])
        let drafts = try scenario.files().filter { $0.contains("/drafts/") }
        #expect(drafts.count == 1)
        try scenario.expectNoTokenLeak([result])
    }
}
