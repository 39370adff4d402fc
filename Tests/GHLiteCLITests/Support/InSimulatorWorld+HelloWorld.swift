import Foundation
import Testing

extension InSimulatorWorld {
    /// `gh-lite issue ARGUMENTS -R REPO` as octocat, writes `writeInterval` seconds apart instead of GitHub's second.
    func helloWorldIssue(_ arguments: [String], repo: String = "octocat/Hello-World", input: String = "",
                         writeInterval: Double = 0.01) throws -> GHLiteRun {
        var environment = simulator.environment(configDirectory: home.path)
        environment["GH_LITE_WRITE_INTERVAL_MS"] = String(Int(writeInterval * 1000))
        return try GHLiteRun.run(["issue"] + arguments + ["-R", repo], environment: environment, input: input)
    }

    /// The issue `number` (of octocat/Hello-World unless `repo` says) as GitHub's REST API shows it.
    func helloWorldREST(_ number: Int, repo: String = "octocat/Hello-World") throws -> [String: Any] {
        let body = try simulator.body(of: "/repos/\(repo)/issues/\(number)")
        return try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
    }
}
