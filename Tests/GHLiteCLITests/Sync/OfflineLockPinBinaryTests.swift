import Foundation
import Testing

/// `issue lock|unlock|pin|unpin` offline, or with GitHub out of reach: one outbox entry per issue, sent once by
/// `sync`; an issue someone else already set so meanwhile is a conflict, kept.
@Suite struct OfflineLockPinBinaryTests {
    static let repo = ["-R", "octocat/Hello-World"]
    static let fast = ["GH_LITE_WRITE_INTERVAL_MS": "10"]

    static func count(_ text: String, in scenario: FaultScenario) throws -> Int {
        try scenario.requests().filter { $0.body.contains(text) }.count
    }

    @Test func aLockAndAPinQueuedOfflineAreEachSentOnceBySync() async throws {
        let scenario = try FaultScenario()
        let lock = try await scenario.run(["issue", "lock", "2", "--offline", "--reason", "too_heated"] + Self.repo)
        #expect(lock.status == 0, "\(lock.stderr)")
        #expect(lock.stderr == "✓ Lock #2 queued (entry 1); send it with gh-lite sync\n")
        #expect(try await scenario.run(["issue", "pin", "4", "--offline"] + Self.repo).status == 0)
        #expect(try scenario.sent().isEmpty)

        let sync = try await scenario.run(["sync"], Self.fast)
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(sync.stderr.contains("✓ Sent octocat/Hello-World: lock #2 (entry 1)"))
        #expect(sync.stderr.contains("✓ Sent octocat/Hello-World: pin #4 (entry 2)"))
        #expect(try Self.count("lockLockable(", in: scenario) == 1)
        #expect(try Self.count("pinIssue(", in: scenario) == 1)
        let issue = try scenario.helloWorldREST(2)
        #expect(issue["locked"] as? Bool == true)
        #expect(issue["active_lock_reason"] as? String == "too heated")
        #expect(try scenario.simulator.pinnedIssues().contains(4))
        #expect(try await scenario.run(["sync", "--status"]).stderr == "Nothing queued: the outbox is empty\n")
    }

    @Test func aQueuedPinWhoseAnswerWasLostIsNotSentAgainByTheNextSync() async throws {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(["issue", "pin", "4", "--offline"] + Self.repo).status == 0)
        try scenario.fault(LostWriteAnswerBinaryTests.lostMutation("pinIssue"))

        let first = try await scenario.run(["sync"], Self.fast)
        #expect(first.status == 1)
        #expect(first.stderr.contains("X Could not send octocat/Hello-World: pin #4 (entry 1)"), "\(first.stderr)")
        let second = try await scenario.run(["sync"], Self.fast)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("pin #4 (entry 1) was already on GitHub (an earlier answer was lost): not sent again"),
                "\(second.stderr)")
        #expect(try Self.count("pinIssue(", in: scenario) == 1)
        #expect(try scenario.simulator.pinnedIssues().contains(4))
    }

    @Test func anUnlockOfAnIssueSomeoneElseUnlockedMeanwhileIsAConflictKept() async throws {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(["issue", "lock", "2"] + Self.repo).status == 0)
        #expect(try await scenario.run(["issue", "unlock", "2", "--offline"] + Self.repo).status == 0)
        #expect(try await scenario.run(["issue", "unlock", "2"] + Self.repo).status == 0) // someone else, first
        try scenario.simulator.clearRequests()

        let sync = try await scenario.run(["sync"], Self.fast)
        #expect(sync.status == 1)
        #expect(sync.stderr.contains("! Conflict, kept octocat/Hello-World: unlock #2 (entry 1): #2 is already unlocked "
                                     + "on GitHub; drop the entry with `gh-lite sync --discard 1`"), "\(sync.stderr)")
        #expect(try Self.count("unlockLockable(", in: scenario) == 0)
        let status = try await scenario.run(["sync", "--status"])
        #expect(status.stdout.hasPrefix("1\toctocat/Hello-World\tunlock #2\t"))
    }

    @Test func aPinMadeWhileGitHubIsDownIsQueuedAndSentOnceItIsUp() throws {
        let world = try UnreachableWorld()
        let queued = try world.run(["issue", "pin", "2"] + Self.repo)
        #expect(queued.status == 0, "\(queued.stderr)")
        // One short line: libcurl's words are only for GH_DEBUG=api.
        #expect(queued.stderr == "! GitHub cannot be reached: pin #2 queued (entry 1); send it with gh-lite sync\n")

        let up = try world.up()
        #expect(try GHLiteRun.run(["sync"], environment: world.environment).status == 0)
        #expect(try up.requests().filter { $0.body.contains("pinIssue(") }.count == 1)
        #expect(try up.pinnedIssues().contains(2))
    }

    @Test func offlineTakesNumbersNotASearch() async throws {
        let scenario = try FaultScenario()
        let search = try await scenario.run(["issue", "lock", "--offline", "-S", "label:stale"] + Self.repo)
        #expect(search.status == 1)
        #expect(search.stderr.hasPrefix("`--search` needs GitHub: name the issues by number with `--offline`"))
        #expect(try scenario.sent().isEmpty)
    }
}
