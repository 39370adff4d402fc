import Foundation
import Testing

/// Read requests (GETs and the issue list's GraphQL query, a POST that changes nothing) are tried again (at most
/// three tries in all) when GitHub answers 502/503/504 or the connection breaks mid-answer; what still fails is
/// one line naming the status or the host, never an HTML page. (A POST that creates an issue is never resent:
/// CreateFaultBinaryTests.)
@Suite struct RetryBinaryTests {
    static let list = ["issues", "octocat/Hello-World", "-L", "2", "--json", "number"]
    static let listPath = "POST /graphql"
    static let listed = "[{\"number\":78},{\"number\":77}]\n"

    @Test func theListQueryIsTriedAgainAfter503And504AndThenSucceeds() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(#"[{"method": "POST", "path": "^/graphql$", "status": 503}, {"method": "POST", "path": "^/graphql$", "status": 504}]"#)
        let result = try await scenario.run(Self.list)
        // Back-off: 1 s then 2 s, each with up to a second of jitter on top: the gaps have a floor, not a ceiling.
        let gaps = Simulator.gaps(try scenario.requests())
        try #require(gaps.count == 2)
        #expect(gaps[0] >= 1 && gaps[1] >= 2, "\(gaps)")
        #expect(result.status == 0)
        #expect(result.stdout == Self.listed)
        #expect(result.stderr == "")
        #expect(try scenario.sent() == Array(repeating: Self.listPath, count: 3))
        try scenario.expectNoTokenLeak([result])
    }

    /// Every wait is capped by GH_LITE_TIMEOUT (twice it, in all): a 503 asking for more is not waited for, so a
    /// `Retry-After: 3600` cannot keep gh-lite asleep for an hour. (Uncapped, this run would sleep 5 s and succeed.)
    @Test func a503AskingForLongerThanTheTimeoutAllowsEndsAtOnce() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(#"{"method": "POST", "path": "^/graphql$", "status": 503, "headers": {"Retry-After": "5"}}"#)
        let result = try await scenario.run(Self.list, ["GH_LITE_TIMEOUT": "1"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("HTTP 503: Service Unavailable"), "\(result.stderr)")
        #expect(try scenario.sent() == [Self.listPath])
        try scenario.expectNoTokenLeak([result])
    }

    @Test(arguments: ["reset", "truncate"])
    func aListQueryWhoseAnswerBrokeOffIsTriedAgain(action: String) async throws {
        let scenario = try FaultScenario()
        try scenario.fault(#"{"method": "POST", "path": "^/graphql$", "action": "\#(action)"}"#)
        let result = try await scenario.run(Self.list)
        #expect(result.status == 0)
        #expect(result.stdout == Self.listed)
        #expect(result.stderr == "")
        #expect(try scenario.sent() == [Self.listPath, Self.listPath])
        try scenario.expectNoTokenLeak([result])
    }

    @Test func anAnswerThatKeepsBreakingOffIsOneClearLineAfterThreeTries() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(#"{"method": "POST", "path": "^/graphql$", "action": "truncate", "times": 4}"#)
        let result = try await scenario.run(Self.list)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("the connection to \(scenario.simulator.hostAndPort) broke before the answer was complete: try again ("))
        #expect(result.stderr.split(separator: "\n").count == 1)
        // Three tries, and the fourth rule is still waiting: no fourth request.
        #expect(try scenario.sent() == Array(repeating: Self.listPath, count: 3))
        try scenario.expectNoTokenLeak([result])
    }

    @Test func gitHubsHTMLErrorPageBecomesTheStatusAndRequestIDAfterThreeTries() async throws {
        let scenario = try FaultScenario()
        // `Retry-After: 0` only keeps the test quick: the back-off itself is timed by the 503/504 test.
        try scenario.fault(#"{"method": "POST", "path": "^/graphql$", "action": "html", "status": 502, "times": 4, "headers": {"Retry-After": "0"}}"#)
        let result = try await scenario.run(Self.list)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        let url = scenario.simulator.baseURL + "/graphql"
        #expect(result.stderr.range(of: #"^HTTP 502: Bad Gateway \(\#(NSRegularExpression.escapedPattern(for: url))\) request id C0DE:[0-9A-F:]+\n$"#,
                                    options: .regularExpression) != nil, "\(result.stderr)")
        #expect(!result.stderr.contains("<") && !result.stderr.lowercased().contains("html"))
        #expect(try scenario.sent() == Array(repeating: Self.listPath, count: 3))
        try scenario.expectNoTokenLeak([result])
    }

    @Test(arguments: [("", "the body is empty"), ("<html><body>Unicorn!</body></html>", "the body is not the JSON gh-lite expected"),
                      (#"{"data": {"repository": {"hasIssuesEnabled": true, "issues": {"totalCount": 4"#, "the body is not the JSON gh-lite expected"),
                      ("{}", "the answer has neither data nor errors")])
    func aSuccessThatIsNotAnAnswerIsOneLineWithTheStatusAndRequestID(body: String, detail: String) async throws {
        let scenario = try FaultScenario()
        let escaped = body.replacingOccurrences(of: "\"", with: "\\\"")
        try scenario.fault(#"{"method": "POST", "path": "^/graphql$", "status": 200, "body": "\#(escaped)"}"#)
        let result = try await scenario.run(Self.list)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        let url = scenario.simulator.baseURL + "/graphql"
        let expected = "^unexpected answer from GitHub \\(HTTP 200, \(NSRegularExpression.escapedPattern(for: url))\\): "
            + "\(detail); request id C0DE:[0-9A-F:]+; try again later\n$"
        #expect(result.stderr.range(of: expected, options: .regularExpression) != nil, "\(result.stderr)")
        // A whole answer that cannot be read is not a broken connection: it is not asked for again.
        #expect(try scenario.sent() == [Self.listPath])
        try scenario.expectNoTokenLeak([result])
    }
}
