import Foundation
import Testing

/// `gh-lite sync --all`: the whole outbox sent first, then every mirror of the account refreshed, one line each.
@Suite struct SyncAllBinaryTests {
    @Test func syncAllSendsTheOutboxThenRefreshesEveryMirror() async throws {
        let scenario = try FaultScenario()
        for repo in ["octocat/Hello-World", "octo-org/octo-repo"] {
            #expect(try await scenario.run(["sync", repo]).status == 0)
        }
        #expect(try await scenario.run(["issue", "comment", "78", "--offline", "--body", "From the train",
                                        "-R", "octocat/Hello-World"]).status == 0)
        // Changed behind gh-lite's back, in each repository.
        _ = try scenario.simulator.send("PATCH", "/repos/octocat/Hello-World/issues/77", json: #"{"state":"closed"}"#)
        _ = try scenario.simulator.send("PATCH", "/repos/octo-org/octo-repo/issues/1", json: #"{"title":"Renamed behind"}"#)

        let sync = try await scenario.run(["sync", "--all"], ["GH_LITE_WRITE_INTERVAL_MS": "10"])
        #expect(sync.status == 0, "\(sync.stderr)")
        let lines = sync.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("✓ Sent octocat/Hello-World: comment on #78 (entry 1)") == true, "\(sync.stderr)")
        #expect(lines.filter { $0.hasPrefix("✓ Synced ") }.map { $0.split(separator: " ").last.map(String.init) }
                == ["octo-org/octo-repo", "octocat/Hello-World"]) // As GitHub spells them, not as the mirror's folders.
        #expect(try scenario.simulator.comments(on: 78, saying: "From the train") == 1)

        let hello = try await scenario.run(["issue", "view", "77", "--offline", "-R", "octocat/Hello-World"])
        #expect(hello.stdout.contains("state:\tCLOSED\n"), "\(hello.stdout)")
        let org = try await scenario.run(["issue", "view", "1", "--offline", "-R", "octo-org/octo-repo"])
        #expect(org.stdout.hasPrefix("title:\tRenamed behind\n"), "\(org.stdout)")
    }

    @Test func syncAllWithoutMirrorsSaysHowToMakeOneAndRefusesARepository() async throws {
        let scenario = try FaultScenario()
        let none = try await scenario.run(["sync", "--all"])
        #expect(none.status == 0)
        #expect(none.stderr.hasSuffix("No mirrors yet: make one with `gh-lite sync OWNER/REPO`\n"), "\(none.stderr)")

        let named = try await scenario.run(["sync", "--all", "octocat/Hello-World"])
        #expect(named.status == 1)
        #expect(named.stderr.hasPrefix("`--all` refreshes every mirror: use it without a repository"))
        #expect(try scenario.sent().isEmpty)
    }
}
