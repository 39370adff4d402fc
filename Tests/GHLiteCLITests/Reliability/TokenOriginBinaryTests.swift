import Foundation
import Testing

/// The token goes only to the API's own origin, and over plain http only to this machine, told from the
/// address and not from a name that starts like one. A name such as `127.0.0.1.evil.example` need not resolve
/// here: `http_proxy` sends whatever gh-lite asks for to the simulator, which records it, so a request that
/// went out (with or without the token) is seen there.
@Suite struct TokenOriginBinaryTests {
    func lookalike(_ scenario: FaultScenario) -> String { "http://127.0.0.1.evil.example:\(scenario.simulator.port)" }

    func throughTheSimulator(_ scenario: FaultScenario) -> [String: String] { ["http_proxy": scenario.simulator.baseURL] }

    @Test func anAPINameThatStartsLikeLoopbackGetsNoTokenOverPlainHTTP() async throws {
        let scenario = try FaultScenario()
        let result = try await scenario.run(["repos", "--json", "name"],
                                            throughTheSimulator(scenario).merging(["GH_LITE_API_URL": lookalike(scenario)]) { $1 })
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "refusing to send a token over plain http to 127.0.0.1.evil.example: use an https API URL\n")
        #expect(try scenario.requests().isEmpty)
        try scenario.expectNoTokenLeak([result])
    }

    @Test func aDeviceFlowNameThatStartsLikeLoopbackIsRefusedBeforeAnyRequest() async throws {
        let scenario = try FaultScenario()
        try scenario.simulator.control("device-flow", #"{"outcomes":["success"],"interval":0}"#)
        let extra = throughTheSimulator(scenario).merging(["GH_LITE_OAUTH_URL": lookalike(scenario), "GH_TOKEN": ""]) { $1 }
        let result = try await scenario.run(["auth", "login"], extra)
        #expect(result.status == 1)
        #expect(result.stderr == "refusing to sign in over plain http to 127.0.0.1.evil.example: use an https URL in GH_LITE_OAUTH_URL\n")
        #expect(try scenario.requests().isEmpty)
        #expect(try scenario.files().allSatisfy { !$0.hasSuffix("/hosts.json") })
    }

    /// The second line of defence behind the unit test: a `Link` to another origin (`localhost` rather than
    /// `127.0.0.1`, same simulator) is followed without the token.
    @Test func aNextPageOnAnotherOriginIsAskedForWithoutTheToken() async throws {
        let scenario = try FaultScenario()
        let next = "http://localhost:\(scenario.simulator.port)/search/issues?q=label%3Abug&per_page=2&page=2"
        let issue = #"{"number":9,"title":"one","labels":[{"name":"bug","color":"d73a4a"}],"#
            + #""html_url":"https://github.com/octocat/Hello-World/issues/9","created_at":"2024-01-01T00:00:00Z"}"#
        try scenario.fault(#"{"method":"GET","path":"^/search/issues\\?","status":200,"#
                           + #""headers":{"link":"<\#(next)>; rel=\"next\""},"body":{"total_count":2,"#
                           + #""incomplete_results":false,"items":[\#(issue)]}}"#)
        let result = try await scenario.run(["issues", "octocat/Hello-World", "-S", "label:bug", "-L", "2", "--json", "number"])
        #expect(result.status == 0, "\(result.stderr)")
        let requests = try scenario.requests()
        #expect(requests.count == 2)
        #expect(requests.first?.headers["authorization"] == "Bearer \(FaultScenario.token)")
        #expect(requests.last?.headers["host"] == "localhost:\(scenario.simulator.port)")
        #expect(requests.last?.path.hasSuffix("&page=2") == true)
        #expect(requests.last?.headers["authorization"] == nil)
        try scenario.expectNoTokenLeak([result])
    }
}
