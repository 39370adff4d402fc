import Foundation
import Testing

/// `issue lock`, `pin` (and their undoing) and `transfer` with `--json`: the issues after the write, as
/// `issue view --json` shows them.
@Suite struct IssueLifecycleJSONBinaryTests {
    static let repo = ["-R", "octocat/Hello-World"]
    static let fast = ["GH_LITE_WRITE_INTERVAL_MS": "10"]

    @Test func pinningSeveralPrintsEachIssuePinned() async throws {
        let scenario = try FaultScenario()
        let result = try await scenario.run(["issue", "pin", "4", "6", "--yes", "--json", "number,isPinned"] + Self.repo,
                                            Self.fast)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"[{"isPinned":true,"number":4},{"isPinned":true,"number":6}]"# + "\n")
        #expect(try scenario.simulator.pinnedIssues() == [4, 6])
    }

    @Test func lockAndUnlockPrintTheIssue() async throws {
        let scenario = try FaultScenario()
        let locked = try await scenario.run(["issue", "lock", "4", "--json", "number,title", "-t", "{{.title}}"] + Self.repo)
        #expect(locked.status == 0, "\(locked.stderr)")
        #expect(locked.stdout == "Support for Linux ARM64")
        let unlocked = try await scenario.run(["issue", "unlock", "4", "--json", "number"] + Self.repo)
        #expect(unlocked.stdout == "{\"number\":4}\n")
    }

    @Test func aTransferredIssueIsPrintedFromItsNewRepository() async throws {
        let scenario = try FaultScenario()
        let result = try await scenario.run(["issue", "transfer", "6", "octocat/Spoon-Knife",
                                             "--json", "number,title,url"] + Self.repo)
        #expect(result.status == 0, "\(result.stderr)")
        let issue = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(issue["title"] as? String == "Refactor the HTTP client")
        let url = try #require(issue["url"] as? String)
        #expect(url.contains("/octocat/Spoon-Knife/issues/\(try #require(issue["number"] as? Int))"))
    }

    @Test func aQueuedLockIsPendingWithNullsWhereNoMirrorKnows() async throws {
        let scenario = try FaultScenario()
        let result = try await scenario.run(["issue", "lock", "4", "--offline", "--json", "number,title"] + Self.repo)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"number":4,"outboxEntry":1,"pending":true,"title":null}"# + "\n")
    }
}
