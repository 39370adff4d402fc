import Foundation
import Testing

extension InSimulatorWorld {
    /// `gh-lite issue ARGUMENTS -R octocat/Hello-World` as octocat, writes 10 ms apart instead of GitHub's second.
    func helloWorldIssue(_ arguments: [String]) throws -> GHLiteRun {
        var environment = simulator.environment(configDirectory: home.path)
        environment["GH_LITE_WRITE_INTERVAL_MS"] = "10"
        return try GHLiteRun.run(["issue"] + arguments + ["-R", "octocat/Hello-World"], environment: environment)
    }

    /// octocat/Hello-World's issue `number` as GitHub's REST API shows it.
    func helloWorldREST(_ number: Int) throws -> [String: Any] {
        let body = try simulator.body(of: "/repos/octocat/Hello-World/issues/\(number)")
        return try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
    }
}
