import Foundation
import GHLiteCore
import Testing

/// `issue lock|unlock|pin|unpin|delete|transfer` as a script sees them: the built binary against the simulator,
/// whose octocat/Hello-World (octocat is its admin) has open issues #2 "Broken link in docs", #4 "Support for Linux
/// ARM64", #6 "Refactor the HTTP client" and closed #5 "Upgrade dependencies" (#3 is a pull request; there is no
/// #99); octocat/empty has issues enabled and none yet, octocat/no-issues has them disabled. Every result is read
/// back through a separate request: GitHub's REST API, a GraphQL query, or another gh-lite command.
@Suite struct IssueLifecycleBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    static let writeInterval = 0.05

    @Test func lockWithAReasonThenUnlock() throws {
        let locked = try helloWorldIssue(["lock", "2", "--reason", "too_heated"])
        #expect(locked.status == 0)
        #expect(locked.stderr == "✓ Locked as TOO_HEATED: Issue #2 (Broken link in docs)\n")
        let issue = try helloWorldREST(2)
        #expect(issue["locked"] as? Bool == true)
        #expect(issue["active_lock_reason"] as? String == "too heated")

        let again = try helloWorldIssue(["lock", "2"])
        #expect(again.status == 0)
        #expect(again.stderr == "Issue #2 already locked as TOO_HEATED.  Nothing changed.\n")

        let unlocked = try helloWorldIssue(["unlock", "2"])
        #expect(unlocked.status == 0)
        #expect(unlocked.stderr == "✓ Unlocked: Issue #2 (Broken link in docs)\n")
        #expect(try helloWorldREST(2)["locked"] as? Bool == false)
        #expect(try helloWorldIssue(["unlock", "2"]).stderr == "Issue #2 already unlocked.  Nothing changed.\n")
    }

    @Test func lockManyWithYesGoesOnPastAFailureAndExitsOne() throws {
        let result = try helloWorldIssue(["lock", "4", "99", "6", "--reason", "resolved", "--yes"],
                                         writeInterval: Self.writeInterval)
        #expect(result.status == 1)
        #expect(result.stderr == """
            X Could not lock octocat/Hello-World#99: issue #99 not found in octocat/Hello-World; see its issues with `gh-lite issue list --state all -R octocat/Hello-World`
            ✓ Locked as RESOLVED: Issue #4 (Support for Linux ARM64)
            ✓ Locked as RESOLVED: Issue #6 (Refactor the HTTP client)
            could not lock #99; locked: #4, #6

            """)
        let locks = try simulator.requests().filter { $0.body.contains("LockLockable(") }
        try #require(locks.count == 2)
        #expect(Simulator.gaps(locks).allSatisfy { $0 >= Self.writeInterval })
        #expect(try helloWorldREST(4)["active_lock_reason"] as? String == "resolved")
        #expect(try helloWorldREST(6)["locked"] as? Bool == true)
    }

    @Test func lockingSeveralWithoutATerminalNeedsYesAndSendsNothing() throws {
        let result = try helloWorldIssue(["lock", "4", "6"])
        #expect(result.status == 1)
        #expect(result.stderr == "refusing to lock 2 issues without confirmation: pass --yes to lock them "
                + "(no terminal to ask on)\n")
        #expect(try simulator.requests().isEmpty)
    }

    @Test func deleteIsRefusedWithoutYesThenDoneWithIt() throws {
        let refused = try helloWorldIssue(["delete", "4"])
        #expect(refused.status == 1)
        #expect(refused.stderr == "refusing to delete issue #4 without confirmation: pass --yes to delete it "
                + "(no terminal to ask on)\n")
        #expect(try simulator.requests().isEmpty)

        let deleted = try helloWorldIssue(["delete", "4", "--yes"])
        #expect(deleted.status == 0)
        #expect(deleted.stderr == "✓ Deleted issue #4 (Support for Linux ARM64).\n")
        #expect(deleted.stdout.isEmpty)

        let viewed = try helloWorldIssue(["view", "4"])
        #expect(viewed.status == 1)
        #expect(viewed.stderr == "issue #4 in octocat/Hello-World was deleted\n")
    }

    @Test func deleteNeedsAdmin() throws {
        // octocat may only push to hubot/chatops: GitHub keeps deleting to admins.
        let result = try helloWorldIssue(["delete", "1", "--yes"], repo: "hubot/chatops")
        #expect(result.status == 1)
        #expect(result.stderr == "could not delete issue #1: only the repository's admins can delete issues "
                + "(GitHub GraphQL: octocat does not have the correct permissions to execute `DeleteIssue` (FORBIDDEN))\n")
        #expect(try helloWorldREST(1, repo: "hubot/chatops")["title"] as? String == "Deploy from chat")
    }

    @Test func transferPrintsTheNewURLAndTheIssueMoves() throws {
        let result = try helloWorldIssue(["transfer", "6", "octocat/empty"])
        #expect(result.status == 0, "\(result.stderr)")
        let url = result.stdout.trimmingCharacters(in: .newlines)
        #expect(url.hasSuffix("/octocat/empty/issues/1"))
        #expect(result.stderr.isEmpty)

        let viewed = try helloWorldIssue(["view", "1", "--json", "title,url"], repo: "octocat/empty")
        #expect(viewed.stdout.contains("\"title\":\"Refactor the HTTP client\""))
        let listed = try helloWorldIssue(["list", "--limit", "500", "--json", "number"])
        #expect(listed.status == 0)
        #expect(!listed.stdout.contains("{\"number\":6}"))
        #expect(listed.stdout.contains("{\"number\":2}"))
    }

    @Test func transferToARepositoryWithoutIssuesFailsWithGitHubsReason() throws {
        let result = try helloWorldIssue(["transfer", "6", "octocat/no-issues"])
        #expect(result.status == 1)
        #expect(result.stderr == "could not transfer issue #6 to octocat/no-issues: New repository must have issues enabled\n")
        #expect(try helloWorldREST(6)["title"] as? String == "Refactor the HTTP client")
    }

    @Test func pinThreeThenTheFourthFailsWithGitHubsMessageThenUnpin() throws {
        for number in [2, 4, 5] {
            #expect(try helloWorldIssue(["pin", "\(number)"]).status == 0)
        }
        #expect(try helloWorldIssue(["pin", "2"]).stderr
                == "! Issue #2 (Broken link in docs) is already pinned to octocat/Hello-World\n")
        let fourth = try helloWorldIssue(["pin", "6"])
        #expect(fourth.status == 1)
        #expect(fourth.stderr == "GitHub GraphQL: You can only pin up to 3 issues in a repository (UNPROCESSABLE)\n")
        #expect(try simulator.pinnedIssues() == [2, 4, 5])

        let unpinned = try helloWorldIssue(["unpin", "4"])
        #expect(unpinned.status == 0)
        #expect(unpinned.stderr == "✓ Unpinned issue #4 (Support for Linux ARM64) from octocat/Hello-World\n")
        #expect(try simulator.pinnedIssues() == [2, 5])
        let pinnedSix = try helloWorldIssue(["pin", "6"])
        #expect(pinnedSix.stderr == "✓ Pinned issue #6 (Refactor the HTTP client) to octocat/Hello-World\n")
        #expect(try helloWorldIssue(["unpin", "4"]).stderr
                == "! Issue #4 (Support for Linux ARM64) is not pinned to octocat/Hello-World\n")
    }
}
