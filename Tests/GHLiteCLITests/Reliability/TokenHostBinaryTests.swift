import Foundation
import Testing

/// `GH_TOKEN` and `GITHUB_TOKEN` are github.com's: a host that `GH_HOST` or `api --hostname` names as an
/// Enterprise server gets `GH_ENTERPRISE_TOKEN` or `GITHUB_ENTERPRISE_TOKEN` instead, never them, as in gh. The
/// simulator stands for the API of whichever host is named (`GH_LITE_API_URL`); it logs each request's `Host` and
/// `Authorization`.
@Suite struct TokenHostBinaryTests {
    @Test func aDotComTokenIsNotSentToAnEnterpriseHost() async throws {
        let scenario = try FaultScenario()
        let result = try await scenario.run(["issues", "octocat/Hello-World"], ["GH_HOST": "ghe.example.com"])
        #expect(result.status == 4)
        #expect(result.stderr == "not signed in to \(scenario.simulator.hostAndPort): run `gh-lite auth login`, "
                + "or set GH_ENTERPRISE_TOKEN\n")
        #expect(try scenario.requests().isEmpty)
    }

    @Test func apiHostnameNamesTheHostWhoseTokenIsUsed() async throws {
        let scenario = try FaultScenario()
        let refused = try await scenario.run(["api", "--hostname", "ghe.example.com", "/user"])
        #expect(refused.status == 4)
        #expect(try scenario.requests().isEmpty)
        let enterprise = try await scenario.run(["api", "--hostname", "ghe.example.com", "/user", "--jq", ".login"],
                                                ["GH_ENTERPRISE_TOKEN": Simulator.hubotToken])
        #expect(enterprise.status == 0 && enterprise.stdout == "hubot\n", "\(enterprise.stderr)")
        let requests = try scenario.requests()
        #expect(requests.map(\.path) == ["/user"])
        #expect(requests.first?.headers["host"] == scenario.simulator.hostAndPort)
        #expect(requests.first?.headers["authorization"] == "Bearer \(Simulator.hubotToken)")
        try scenario.expectNoTokenLeak([refused, enterprise])
    }

    @Test func anEnterpriseTokenIsNotSentToGitHubDotComNorToAnotherEnterpriseHost() async throws {
        let scenario = try FaultScenario()
        let dotCom = try await scenario.run(["api", "/user", "--jq", ".login"],
                                            ["GH_TOKEN": "", "GH_ENTERPRISE_TOKEN": Simulator.hubotToken])
        #expect(dotCom.status == 4)
        #expect(dotCom.stderr.hasSuffix("or set GH_TOKEN\n"))
        #expect(try scenario.requests().isEmpty)
    }

    @Test(arguments: ["github.com", "api.github.com", "octo.ghe.com", "github.localhost"])
    func gitHubDotComItsAPIAndGHEDotComTenanciesTakeGHToken(host: String) async throws {
        let scenario = try FaultScenario()
        let result = try await scenario.run(["api", "/user", "--jq", ".login"],
                                            ["GH_HOST": host, "GH_ENTERPRISE_TOKEN": Simulator.hubotToken])
        #expect(result.status == 0 && result.stdout == "octocat\n", "\(result.stderr)")
        #expect(try scenario.requests().first?.headers["authorization"] == "Bearer \(FaultScenario.token)")
    }
}
