import Foundation
import Testing

/// Numbers in rate-limit headers that are no numbers (`nan`, `inf`, `1e300`, `-1`) crashed gh-lite with SIGILL
/// ("Double value cannot be converted to Int"), in new-issue before the draft was written. Now each is ignored
/// (GitHub's defaults apply: a minute to wait, an hour to the reset) or clamped, the command ends with its one
/// line and exit 1, and GH_DEBUG=api says what was not used as sent.
@Suite struct HostileNumbersBinaryTests {
    static let list = ["issues", "octocat/Hello-World", "-L", "2", "--json", "number"]
    static let create = ["new-issue", "-R", "octocat/Hello-World", "-t", "Kept whatever happens", "-b", "Body"]
    static let resetInAnHour = #"^API rate limit exhausted; resets at \d\d:\d\d \(in 60 minutes\)$"#

    /// GH_LITE_TIMEOUT=1 allows 2 s of waiting: GitHub's minute (or the day `1e300` is read as) is not waited.
    @Test(arguments: [("nan", 60), ("inf", 60), ("-1", 60), ("1e300", 86_400)])
    func aRetryAfterThatIsNoNumberEndsAListWithTheWaitToExpect(value: String, wait: Int) async throws {
        let scenario = try FaultScenario()
        try scenario.fault(#"{"method": "POST", "path": "^/graphql$", "action": "secondary_rate_limit", "status": 429, "retry_after": "\#(value)"}"#)
        let result = try await scenario.run(Self.list, ["GH_LITE_TIMEOUT": "1"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "GitHub's secondary rate limit is in effect: wait about \(wait) s and try again\n")
        #expect(try scenario.sent() == ["POST /graphql"])
    }

    @Test(arguments: ["1e300", "nan", "-inf"])
    func aResetTimeThatIsNoTimeEndsAListWithGitHubsHour(value: String) async throws {
        let scenario = try FaultScenario()
        try scenario.fault(#"{"method": "GET", "path": "/issues", "action": "primary_rate_limit", "reset": "\#(value)"}"#)
        let result = try await scenario.run(Self.list + ["-S", "label:bug"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.trimmingCharacters(in: .newlines).range(of: Self.resetInAnHour, options: .regularExpression) != nil,
                "\(result.stderr)")
        #expect(try scenario.sent().count == 1)
    }

    @Test(arguments: [
        (#""action": "secondary_rate_limit", "status": 429, "retry_after": "nan""#,
         "GitHub's secondary rate limit is in effect: wait about 60 s and try again"),
        (#""action": "primary_rate_limit", "reset": "1e300""#, "API rate limit exhausted; resets at"),
    ])
    func aNewIssueRefusedWithNoNumbersKeepsItsDraft(rule: String, reason: String) async throws {
        let scenario = try FaultScenario()
        try scenario.fault(#"{"method": "POST", "path": "/issues$", \#(rule)}"#)
        let result = try await scenario.run(Self.create)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("could not create the issue in octocat/Hello-World: \(reason)"), "\(result.stderr)")
        #expect(result.stderr.contains("Your text is saved. To restore: gh-lite new-issue octocat/Hello-World --recover "))
        let draft = try #require(try scenario.files().first { $0.contains("/drafts/") })
        #expect(try String(contentsOfFile: draft, encoding: .utf8).contains("Kept whatever happens"))
        #expect(try scenario.sent().filter { $0.hasPrefix("POST") } == ["POST /repos/octocat/Hello-World/issues"])
        try scenario.expectNoTokenLeak([result])
    }

    @Test func theDebugLogSaysWhatWasNotUsedAsSent() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(#"{"method": "POST", "path": "^/graphql$", "action": "secondary_rate_limit", "retry_after": "nan"}"#)
        let result = try await scenario.run(Self.list, ["GH_LITE_TIMEOUT": "1", "GH_DEBUG": "api"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\n! Retry-After: nan ignored: not a number of seconds from 0 to 86400\n"))
    }
}
