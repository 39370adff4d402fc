import Foundation
import Testing

/// GET redirects are followed (a renamed repository answers 301 to its `/repositories/{id}` address), at most
/// five of them, and the token goes only to the API's own origin. An issue view is a REST GET (lists are GraphQL
/// POSTs, which GitHub never redirects).
@Suite struct RedirectBinaryTests {
    static let view = ["--json", "number"]
    static let viewed = "{\"number\":73}\n"

    @Test func aRenamedRepositoryIsFollowedAndListed() async throws {
        let scenario = try FaultScenario()
        let target = scenario.simulator.baseURL + "/repositories/1296269/issues/73"
        try scenario.fault(#"{"method": "GET", "path": "^/repos/octocat/Old-World/issues/73$", "action": "redirect", "status": 301, "location": "\#(target)"}"#)
        let result = try await scenario.run(["issue", "view", "73", "-R", "octocat/Old-World"] + Self.view)
        #expect(result.status == 0)
        #expect(result.stdout == Self.viewed)
        #expect(result.stderr == "")
        let requests = try scenario.requests()
        #expect(requests.map(\.path).prefix(2) == ["/repos/octocat/Old-World/issues/73", "/repositories/1296269/issues/73"])
        #expect(requests.allSatisfy { $0.headers["authorization"] == "Bearer \(FaultScenario.token)" })
        try scenario.expectNoTokenLeak([result])
    }

    @Test func aRedirectToAnotherOriginLeavesTheTokenBehind() async throws {
        let scenario = try FaultScenario()
        // Same simulator, other origin: `localhost` instead of `127.0.0.1`.
        let target = "http://localhost:\(scenario.simulator.port)/repositories/1296269/issues/73"
        try scenario.fault(#"{"method": "GET", "path": "^/repos/octocat/Old-World/issues/73$", "action": "redirect", "status": 307, "location": "\#(target)"}"#)
        let result = try await scenario.run(["issue", "view", "73", "-R", "octocat/Old-World"] + Self.view)
        #expect(result.status == 0 && result.stdout == Self.viewed, "\(result.stderr)")
        let requests = try scenario.requests()
        #expect(requests.count >= 2)
        #expect(requests.first?.headers["authorization"] == "Bearer \(FaultScenario.token)")
        #expect(requests[1].headers["host"] == "localhost:\(scenario.simulator.port)")
        #expect(requests[1].headers["authorization"] == nil)
        try scenario.expectNoTokenLeak([result])
    }

    @Test func aRedirectLoopEndsAfterFiveHops() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(#"{"method": "GET", "path": "^/repos/octocat/Loop/issues/1$", "action": "redirect", "status": 302, "location": "/repos/octocat/Loop/issues/1", "times": -1}"#)
        let result = try await scenario.run(["issue", "view", "1", "-R", "octocat/Loop"])
        #expect(result.status == 1)
        #expect(result.stderr == "too many redirects (more than 5) starting at \(scenario.simulator.baseURL)/repos/octocat/Loop/issues/1\n")
        #expect(try scenario.requests().count == 6)
        try scenario.expectNoTokenLeak([result])
    }
}
