import Foundation
import Testing

/// Types, parents and dependencies given while GitHub cannot be reached: `issue edit` queues one entry per issue and
/// `issue create` queues the issue with them, as typed; `sync` checks them against GitHub and sends each once.
@Suite struct IssueLinksOfflineBinaryTests {
    static let repo = ["-R", "octo-org/octo-repo"]

    @Test func editsQueuedWhileUnreachableAreSentOnceBySync() throws {
        let world = try UnreachableWorld()
        let edit = try world.run(["issue", "edit", "1", "2", "--add-blocked-by", "3", "--type", "Task", "--yes"] + Self.repo)
        #expect(edit.status == 0, "\(edit.stderr)")
        #expect(edit.stderr.contains("! GitHub cannot be reached: edit #1 queued (entry 1); send it with gh-lite sync\n"))
        #expect(edit.stderr.contains("✓ Edit #2 queued (entry 2); send it with gh-lite sync\n"))

        let up = try world.up()
        let sync = try GHLiteRun.run(["sync"], environment: world.environment)
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(sync.stderr.contains("✓ Sent octo-org/octo-repo: edit #2 (entry 2)"), "\(sync.stderr)")
        let sent = try up.mutations()
        #expect(sent.filter { $0.contains("AddBlockedBy") }.count == 2)
        #expect(sent.filter { $0.contains("UpdateIssueIssueType") }.count == 2)
        #expect(try up.links(1) == IssueLinksState(type: "Task", parent: nil, subIssues: [], blockedBy: [3]))
        #expect(try up.links(2) == IssueLinksState(type: "Task", parent: nil, subIssues: [], blockedBy: [3]))

        let again = try GHLiteRun.run(["sync"], environment: world.environment)
        #expect(again.status == 0)
        #expect(try up.mutations().isEmpty)
    }

    /// Its labels, assignee and milestone ride in the create with the parent and type, by the node ids sync's name
    /// look-up reads.
    @Test func anIssueCreatedOfflineGetsItsTypeParentAndBlockerWhenSynced() throws {
        let world = try UnreachableWorld()
        let create = try world.run(["issue", "create", "-t", "Queued child", "--type", "task", "--parent", "1",
                                    "--blocked-by", "2", "--offline"] + IssueLinkWritesBinaryTests.metadataFlags + Self.repo)
        #expect(create.status == 0, "\(create.stderr)")
        #expect(create.stderr.contains("✓ New issue \"Queued child\" queued (entry 1); send it with gh-lite sync\n"))

        let up = try world.up()
        _ = try up.send("POST", "/repos/octo-org/octo-repo/milestones", json: #"{"title":"v1.0"}"#)
        let sync = try GHLiteRun.run(["sync"], environment: world.environment)
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(sync.stdout == "https://github.com/octo-org/octo-repo/issues/4\n")
        let sent = try up.mutations()
        #expect(sent.count == 2 && sent.first?.contains("mutation CreateIssue(") == true
                && sent.last?.contains("AddBlockedBy") == true, "the parent and type ride in the create: \(sent)")
        #expect(try up.requests().filter { $0.method == "POST" && $0.path.hasSuffix("/issues") }.isEmpty)
        #expect(try up.links(4) == IssueLinksState(type: "Task", parent: 1, subIssues: [], blockedBy: [2]))
        #expect(try IssueLinkWritesBinaryTests.hasMetadata(try up.body(of: "/repos/octo-org/octo-repo/issues/4")))
        #expect(try GHLiteRun.run(["sync"], environment: world.environment).stderr.contains("Nothing queued"))
    }

    /// The create arrived but its answer was lost: the next sync finds the issue and still sends what had to follow
    /// it, each once, instead of dropping it with the entry. The parent rode in GraphQL's create (with the labels,
    /// assignee and milestone, when given): only the blocker follows.
    @Test(arguments: [[], ["-l", "bug", "-a", "@me"]])
    func aQueuedIssueWhoseCreateAnswerWasLostGetsItsParentAndBlockerAtTheNextSync(label: [String]) async throws {
        func creates(_ scenario: FaultScenario) throws -> Int {
            try scenario.requests().count {
                ($0.method == "POST" && $0.path.hasSuffix("/issues")) || $0.body.contains("mutation CreateIssue(")
            }
        }
        let scenario = try FaultScenario()
        let create = try await scenario.run(["issue", "create", "-t", "Lost child", "-b", "B", "--parent", "1",
                                             "--blocked-by", "2", "--offline"] + label + Self.repo)
        #expect(create.status == 0, "\(create.stderr)")
        try scenario.fault(LostWriteAnswerBinaryTests.lostMutation("mutation CreateIssue"))
        let lost = try await scenario.run(["sync"], LostAnswerBinaryTests.fast)
        #expect(lost.status == 1, "\(lost.stderr)")
        #expect(try creates(scenario) == 1)
        try scenario.simulator.clearRequests()

        let again = try await scenario.run(["sync"], LostAnswerBinaryTests.fast)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stderr.contains("new issue \"Lost child\" (entry 1) was already on GitHub"), "\(again.stderr)")
        #expect(again.stdout == "https://github.com/octo-org/octo-repo/issues/4\n")
        #expect(try creates(scenario) == 0)
        let mutations = try scenario.simulator.mutations()
        #expect(mutations.count { $0.contains("AddSubIssue") } == 0, "\(mutations)")
        #expect(mutations.count { $0.contains("AddBlockedBy") } == 1, "\(mutations)")
        let titled = try scenario.simulator.body(of: "/repos/octo-org/octo-repo/issues?state=all&per_page=100")
        #expect(titled.components(separatedBy: "\"Lost child\"").count - 1 == 1)
        #expect(try scenario.simulator.links(4) == IssueLinksState(type: nil, parent: 1, subIssues: [], blockedBy: [2]))
        #expect(try await scenario.run(["sync"]).stderr.contains("Nothing queued"))
    }

    /// A type or parent changed on GitHub since the mirror saw it is someone else's change: the queued one is a
    /// conflict, kept, never sent over it; an issue nobody touched gets its queued type.
    @Test func aQueuedTypeOrParentOverOneChangedOnGitHubMeanwhileIsAConflictKept() async throws {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(["sync", "octo-org/octo-repo"]).status == 0) // #1 a Bug, #2 a Feature, no parents
        for edit in [["1", "--type", "Task"], ["2", "--parent", "1"], ["3", "--type", "Bug"]] {
            #expect(try await scenario.run(["issue", "edit"] + edit + ["--offline"] + Self.repo).status == 0)
        }
        for edit in [["1", "--type", "Feature"], ["2", "--parent", "3"]] { // someone else
            #expect(try await scenario.run(["issue", "edit"] + edit + Self.repo).status == 0)
        }
        try scenario.simulator.clearRequests()

        let sync = try await scenario.run(["sync"], LostAnswerBinaryTests.fast)
        #expect(sync.status == 1)
        for (number, entry, what) in [(1, 1, "type"), (2, 2, "parent")] {
            #expect(sync.stderr.contains("! Conflict, kept octo-org/octo-repo: edit #\(number) (entry \(entry)): the "
                                         + "\(what) of #\(number) changed on GitHub since the edit was queued; edit it "
                                         + "again online, or drop the entry with `gh-lite sync --discard \(entry)`"),
                    "\(sync.stderr)")
        }
        #expect(sync.stderr.contains("✓ Sent octo-org/octo-repo: edit #3 (entry 3)"), "\(sync.stderr)")
        let mutations = try scenario.simulator.mutations()
        #expect(mutations.count == 1 && mutations.allSatisfy { $0.contains("UpdateIssueIssueType") }, "\(mutations)")
        #expect(try scenario.simulator.links(1).type == "Feature")
        #expect(try scenario.simulator.links(2).parent == 3)
        #expect(try scenario.simulator.links(3).type == "Bug")
    }

    @Test func offlineEditsRefuseABodyReadFromAFile() throws {
        let world = try UnreachableWorld()
        let result = try world.run(["issue", "edit", "1", "--offline", "--parent", "2", "--body-file", "-"] + Self.repo)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("`--offline` queues the changes given as flags (e.g. --add-label bug): give the "
                                        + "body with --body, not --body-file or --recover"), "\(result.stderr)")
    }
}
