import Foundation
import Testing

/// `GH_DEBUG=api` shows every request and response on stderr with the token masked, and changes nothing else.
@Suite struct DebugLogBinaryTests {
    @Test func requestsAndResponsesAreLoggedWithTheTokenMasked() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(#"{"method": "POST", "path": "^/graphql$", "status": 503, "headers": {"Retry-After": "0"}}"#)
        let plain = try await scenario.run(["issues", "octocat/Hello-World", "-L", "2"], ["GH_LITE_NO_CACHE": "1"])
        try scenario.fault(#"{"method": "POST", "path": "^/graphql$", "status": 503, "headers": {"Retry-After": "0"}}"#)
        let debug = try await scenario.run(["issues", "octocat/Hello-World", "-L", "2"], ["GH_LITE_NO_CACHE": "1", "GH_DEBUG": "api"])
        #expect(debug.status == 0)
        #expect(debug.stdout == plain.stdout)
        let lines = debug.stderr.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0 == "> POST \(scenario.simulator.baseURL)/graphql" }.count == 2)
        #expect(lines.filter { $0 == "> Authorization: Bearer ********" }.count == 2)
        #expect(lines.contains("< HTTP 503") && lines.contains("< HTTP 200"))
        #expect(lines.contains { $0.hasPrefix("< X-GitHub-Request-Id: C0DE:") })
        #expect(lines.contains { $0.hasPrefix("< (") && $0.hasSuffix(" bytes of body)") })
        #expect(try scenario.requests().count == 4)
        try scenario.expectNoTokenLeak([plain, debug])
    }

    @Test func aFailureIsLoggedTooWithoutTheToken() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(#"{"method": "POST", "path": "^/graphql$", "action": "stall", "seconds": 20}"#)
        let result = try await scenario.run(["issues", "octocat/Hello-World"], ["GH_DEBUG": "api", "GH_LITE_TIMEOUT": "1"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("> Authorization: Bearer ********\n"))
        #expect(result.stderr.contains("< failed: "))
        let last = result.stderr.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("request to \(scenario.simulator.hostAndPort) timed out: try again, or raise GH_LITE_TIMEOUT ("))
        try scenario.expectNoTokenLeak([result])
    }
}
