import Foundation
import Testing

/// A token with a line break inside would add a header line of its own to every request: one from the
/// environment or the token file is refused before anything is sent, as `auth login --with-token` refuses one.
@Suite struct TokenHeaderBinaryTests {
    static let injected = FaultScenario.token + "\r\nX-Injected: 1"

    @Test(arguments: ["GH_TOKEN", "GITHUB_TOKEN"])
    func aTokenVariableWithALineBreakIsRefusedBeforeAnyRequest(variable: String) async throws {
        let scenario = try FaultScenario()
        let variables = ["GH_TOKEN": ""].merging([variable: Self.injected]) { $1 }
        let result = try await scenario.run(["issues", "octocat/Hello-World"], variables)
        #expect(result.status == 4)
        #expect(result.stdout == "")
        #expect(result.stderr == "\(variable) is not a token (it has spaces or control characters inside): "
                + "set it to the token alone, or unset it and run `gh-lite auth login`\n")
        #expect(try scenario.requests().isEmpty)
    }

    @Test func aStoredTokenWithALineBreakIsRefusedBeforeAnyRequest() async throws {
        let scenario = try FaultScenario()
        let stored = ["hosts": [scenario.simulator.hostAndPort: ["oauth_token": Self.injected]]]
        try JSONSerialization.data(withJSONObject: stored).write(to: scenario.home.url.appendingPathComponent("hosts.json"))
        let result = try await scenario.run(["repos"], ["GH_TOKEN": ""])
        #expect(result.status == 4)
        #expect(result.stderr == "the stored token for \(scenario.simulator.hostAndPort) is damaged "
                + "(it has spaces or control characters inside): run `gh-lite auth login` to sign in again\n")
        #expect(try scenario.requests().allSatisfy { $0.headers["x-injected"] == nil && $0.headers["authorization"] == nil })
    }
}
