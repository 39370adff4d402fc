import Foundation
import Testing

/// `issue create` with labels, assignees or a milestone while GitHub cannot be reached: the names cannot be checked,
/// so the issue is queued with them as typed, and `sync` checks them when it sends it: an unknown one is a conflict,
/// kept in the outbox.
@Suite struct OfflineCreateBinaryTests {
    static let repo = ["-R", "octocat/Hello-World"]

    @Test(arguments: [
        (["-l", "BUG"], #""labels":[{"id":"#, #""name":"bug""#),
        (["-a", "@me"], #""assignees":[{"login":"octocat""#, #""login":"octocat""#),
        (["-m", "v2.0"], #""milestone":{"#, #""title":"v2.0""#),
    ])
    func anIssueWithNamesIsQueuedAsTypedAndSyncSendsThemResolved(flag: [String], field: String, value: String) throws {
        let world = try UnreachableWorld()
        let create = try world.run(["issue", "create", "-t", "Named on a train", "-b", "B"] + flag + Self.repo)
        #expect(create.status == 0, "\(create.stderr)")
        #expect(create.stderr.contains("! GitHub cannot be reached: new issue \"Named on a train\" queued (entry 1); send it with gh-lite sync\n"))

        let up = try world.up()
        let sync = try GHLiteRun.run(["sync"], environment: world.environment)
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(sync.stderr.contains("✓ Sent octocat/Hello-World: new issue \"Named on a train\" (entry 1)"))
        let number = try #require(sync.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "/").last)
        let created = try up.body(of: "/repos/octocat/Hello-World/issues/\(number)")
        #expect(created.contains("\"title\":\"Named on a train\""))
        #expect(created.contains(field) && created.contains(value), "\(created)")
        let issues = try up.body(of: "/repos/octocat/Hello-World/issues?state=all&per_page=100&creator=octocat")
        #expect(issues.components(separatedBy: "\"Named on a train\"").count - 1 == 1)
    }

    @Test func anUnknownNameAtSyncIsAConflictKeptInTheOutbox() throws {
        let world = try UnreachableWorld()
        let create = try world.run(["issue", "create", "-t", "Mistyped", "-b", "B", "-l", "bgu"] + Self.repo)
        #expect(create.status == 0, "\(create.stderr)")

        let up = try world.up()
        let sync = try GHLiteRun.run(["sync"], environment: world.environment)
        #expect(sync.status == 1)
        #expect(sync.stderr.contains("! Conflict, kept octocat/Hello-World: new issue \"Mistyped\" (entry 1): no label "
                                     + "\"bgu\" in octocat/Hello-World"), "\(sync.stderr)")
        #expect(sync.stderr.split(separator: "\n").filter { $0.contains("Conflict") }.count == 1)
        #expect(try up.requests().filter { $0.method == "POST" && $0.path.hasSuffix("/issues") }.isEmpty)
        let status = try GHLiteRun.run(["sync", "--status"], environment: world.environment)
        #expect(status.stdout.contains("new issue \"Mistyped\""))
    }

    /// Without a title on a terminal the questions need GitHub's lists: what the flags gave is kept as a draft.
    @Test func anInteractiveCreateThatCannotReachGitHubKeepsWhatWasGivenAsADraft() throws {
        let world = try UnreachableWorld()
        let result = try GHLiteRun.runInTerminal(["issue", "create", "-b", "Typed body", "-l", "bug"] + Self.repo,
                                                 environment: world.environment.merging(["GH_LITE_TIMEOUT": "1", "NO_COLOR": "1"]) { $1 })
        #expect(result.status == 1)
        // On a terminal stdout and stderr arrive together.
        #expect(result.stdout.contains("Your text is saved. To restore: gh-lite issue create -R octocat/Hello-World --recover "),
                "\(result.stdout)")
    }
}
