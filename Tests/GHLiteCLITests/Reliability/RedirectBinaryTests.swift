import Foundation
import Testing

/// GET redirects are followed (a renamed repository answers 301 to its `/repositories/{id}` address), at most
/// five of them, and the token goes only to the API's own origin. A labelled list is a REST GET (the plain
/// list is a GraphQL POST, which GitHub never redirects).
@Suite struct RedirectBinaryTests {
    static let labelled = ["-l", "bug", "-L", "2", "--json", "number"]
    static let listed = "[{\"number\":73},{\"number\":62}]\n"

    @Test func aRenamedRepositoryIsFollowedAndListed() async throws {
        let scenario = try FaultScenario()
        let target = scenario.simulator.baseURL + "/repositories/1296269/issues?state=open&labels=bug&per_page=2"
        try scenario.fault(#"{"method": "GET", "path": "^/repos/octocat/Old-World/issues", "action": "redirect", "status": 301, "location": "\#(target)"}"#)
        let result = try await scenario.run(["issues", "octocat/Old-World"] + Self.labelled)
        #expect(result.status == 0)
        #expect(result.stdout == Self.listed)
        #expect(result.stderr == "")
        let requests = try scenario.requests()
        #expect(requests.map(\.path) == ["/repos/octocat/Old-World/issues?state=open&labels=bug&per_page=2",
                                         "/repositories/1296269/issues?state=open&labels=bug&per_page=2"])
        #expect(requests.allSatisfy { $0.headers["authorization"] == "Bearer \(FaultScenario.token)" })
        try scenario.expectNoTokenLeak([result])
    }

    @Test func aRedirectToAnotherOriginLeavesTheTokenBehind() async throws {
        let scenario = try FaultScenario()
        // Same simulator, other origin: `localhost` instead of `127.0.0.1`.
        let target = "http://localhost:\(scenario.simulator.port)/repositories/1296269/issues?state=open&labels=bug&per_page=2"
        try scenario.fault(#"{"method": "GET", "path": "^/repos/octocat/Old-World/issues", "action": "redirect", "status": 307, "location": "\#(target)"}"#)
        let result = try await scenario.run(["issues", "octocat/Old-World"] + Self.labelled)
        #expect(result.status == 0)
        #expect(result.stdout == Self.listed)
        let requests = try scenario.requests()
        #expect(requests.count == 2)
        #expect(requests.first?.headers["authorization"] == "Bearer \(FaultScenario.token)")
        #expect(requests.last?.headers["host"] == "localhost:\(scenario.simulator.port)")
        #expect(requests.last?.headers["authorization"] == nil)
        try scenario.expectNoTokenLeak([result])
    }

    @Test func aRedirectLoopEndsAfterFiveHops() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(#"{"method": "GET", "path": "^/repos/octocat/Loop/issues", "action": "redirect", "status": 302, "location": "/repos/octocat/Loop/issues", "times": -1}"#)
        let result = try await scenario.run(["issues", "octocat/Loop", "-l", "bug"])
        #expect(result.status == 1)
        #expect(result.stderr == "too many redirects (more than 5) starting at \(scenario.simulator.baseURL)/repos/octocat/Loop/issues?state=open&labels=bug&per_page=30\n")
        #expect(try scenario.requests().count == 6)
        try scenario.expectNoTokenLeak([result])
    }
}
