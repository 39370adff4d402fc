import Foundation
import Testing

/// GitHub's two rate limits: the primary one ends the command at once with the reset time; the secondary
/// one is waited out (said on stderr) up to a bound of twice GH_LITE_TIMEOUT in all.
@Suite struct RateLimitBinaryTests {
    static let list = ["issues", "octocat/Hello-World", "-L", "2", "--json", "number"]
    static let listPath = "POST /graphql"

    /// A reset 30.5 minutes away, and how it reads on the user's clock: `JST-9` (a POSIX zone, no time-zone
    /// database needed) is 9 hours ahead of UTC.
    static func resetIn31Minutes() -> (epoch: Int, clock: String) {
        let reset = Int(Date().timeIntervalSince1970) + 30 * 60 + 30
        let minutesOfDay = (reset + 9 * 3_600) % 86_400 / 60
        return (reset, String(format: "%02d:%02d", minutesOfDay / 60, minutesOfDay % 60))
    }

    /// GraphQL says so with HTTP 200 and a `RATE_LIMITED` error.
    @Test func theSpentGraphQLLimitSaysWhenItResetsAfterOneRequest() async throws {
        let scenario = try FaultScenario()
        let (reset, clock) = Self.resetIn31Minutes()
        try scenario.simulator.control("rate-limit", #"{"remaining": 0, "reset": \#(reset), "resource": "graphql", "token": "\#(FaultScenario.token)"}"#)
        let result = try await scenario.run(Self.list, ["TZ": "JST-9"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "API rate limit exhausted; resets at \(clock) (in 31 minutes)\n")
        #expect(try scenario.sent() == [Self.listPath])
        try scenario.expectNoTokenLeak([result])
    }

    /// REST says so with a 403 (here on a search, a REST list).
    @Test func theSpentRESTLimitSaysWhenItResetsAfterOneRequest() async throws {
        let scenario = try FaultScenario()
        let (reset, clock) = Self.resetIn31Minutes()
        try scenario.fault(#"{"method": "GET", "path": "/issues", "action": "primary_rate_limit", "reset": \#(reset)}"#)
        let result = try await scenario.run(Self.list + ["-S", "label:bug"], ["TZ": "JST-9"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "API rate limit exhausted; resets at \(clock) (in 31 minutes)\n")
        let sent = try scenario.sent()
        #expect(sent.count == 1 && sent[0].hasPrefix("GET /search/issues?"), "\(sent)")
        try scenario.expectNoTokenLeak([result])
    }

    @Test func theSecondaryLimitIsWaitedOutAsToldAndSaidOnStderr() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(#"{"method": "POST", "path": "^/graphql$", "action": "secondary_rate_limit", "retry_after": 1}"#)
        let (result, elapsed) = try await scenario.timedRun(Self.list)
        #expect(elapsed >= 1)
        #expect(result.status == 0)
        #expect(result.stdout == "[{\"number\":78},{\"number\":77}]\n")
        #expect(result.stderr == "GitHub's secondary rate limit: waiting 1 s before trying again...\n")
        #expect(try scenario.sent() == [Self.listPath, Self.listPath])
        try scenario.expectNoTokenLeak([result])
    }

    /// GH_LITE_TIMEOUT=1 bounds the waiting at 2 s: one wait of 2 s fits, a second does not.
    @Test func theSecondaryWaitIsBoundedByTwiceTheTimeout() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(#"{"method": "POST", "path": "^/graphql$", "action": "secondary_rate_limit", "retry_after": 2, "times": 3}"#)
        let result = try await scenario.run(Self.list, ["GH_LITE_TIMEOUT": "1"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == """
            GitHub's secondary rate limit: waiting 2 s before trying again...
            GitHub's secondary rate limit is in effect: wait about 2 s and try again

            """)
        #expect(try scenario.sent() == [Self.listPath, Self.listPath])
        try scenario.expectNoTokenLeak([result])
    }

    @Test func aSecondaryLimitLongerThanTheBoundIsNotWaitedFor() async throws {
        let scenario = try FaultScenario()
        // GitHub's message without Retry-After means "wait a minute": more than the default bound of 2 x 20 s.
        try scenario.fault(#"""
            {"method": "POST", "path": "^/graphql$", "status": 403, "body": {"message": "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.", "documentation_url": "https://docs.github.com/graphql/overview/rate-limits-and-node-limits-for-the-graphql-api#secondary-rate-limits", "status": "403"}}
            """#)
        let (result, elapsed) = try await scenario.timedRun(Self.list, ["GH_LITE_TIMEOUT": "20"])
        #expect(elapsed < 10, "waited \(elapsed) s")
        #expect(result.status == 1)
        #expect(result.stderr == "GitHub's secondary rate limit is in effect: wait about 60 s and try again\n")
        #expect(try scenario.sent() == [Self.listPath])
        try scenario.expectNoTokenLeak([result])
    }
}
