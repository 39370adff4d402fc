import Foundation
import Testing

/// `--json isPinned,stateReason`, which gh added after 2.23: GitHub's values, from the simulator's own state.
@Suite struct IssueStateJSONFieldsBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    func objects(_ arguments: [String]) throws -> [[String: Any]] {
        let result = try GHLiteRun.run(arguments, environment: simulator.environment(configDirectory: home.path))
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let value = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return try #require(value as? [[String: Any]] ?? (value as? [String: Any]).map { [$0] })
    }

    @Test func aPinnedIssueSaysSoInListsAndView() throws {
        _ = try simulator.graphQL(#"mutation { pinIssue(input: {issueId: "MDU6SXNzdWUzMDAwMDAwMDAy"}) { issue { number } } }"#)
        let listed = try objects(["issue", "list", "-R", "octocat/Hello-World", "-L", "100", "--json", "number,isPinned"])
        #expect(listed.filter { $0["isPinned"] as? Bool == true }.compactMap { $0["number"] as? Int } == [1])
        #expect(listed.count == 36 && listed.allSatisfy { $0["isPinned"] is Bool })
        let viewed = try objects(["issue", "view", "1", "-R", "octocat/Hello-World", "--json", "isPinned"])
        #expect(viewed.first?["isPinned"] as? Bool == true)
    }

    @Test func stateReasonIsGitHubsInCapitalsAndEmptyForAnOpenIssue() throws {
        let listed = try objects(["issue", "list", "-R", "octocat/Hello-World", "-s", "all", "-L", "100",
                                  "--json", "number,closed,stateReason"])
        let reasons = Dictionary(uniqueKeysWithValues: listed.map { ($0["number"] as? Int ?? 0, $0["stateReason"] as? String) })
        #expect(reasons[5] == "NOT_PLANNED" && reasons[1] == "")
        #expect(listed.filter { $0["stateReason"] as? String == "NOT_PLANNED" }.count == 10)
        #expect(listed.filter { $0["closed"] as? Bool == true }.count == 24)
    }
}
