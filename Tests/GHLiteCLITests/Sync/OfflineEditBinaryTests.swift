import Foundation
import Testing

/// `issue edit` offline, or with GitHub out of reach: every change given as flags waits in the outbox and `sync`
/// sends it once, only what GitHub does not already show; a title changed on GitHub meanwhile is kept, not overwritten.
@Suite struct OfflineEditBinaryTests {
    static let repo = ["-R", "octocat/Hello-World"]
    static let fast = ["GH_LITE_WRITE_INTERVAL_MS": "10"]

    /// The mutations of each edit document sent to issue `number` (`addLabelsToLabelable updateIssue`), and every
    /// REST write to it (none expected), among `requests` (by default those logged). Reads the issue's node id after,
    /// so the request log is cleared.
    static func writes(to number: Int, in scenario: FaultScenario,
                       among requests: [Simulator.RecordedRequest]? = nil) throws -> [String] {
        let path = "/repos/octocat/Hello-World/issues/\(number)"
        let requests = try requests ?? scenario.simulator.requests()
        let rest = requests.filter { $0.method != "GET" && ($0.path.hasSuffix(path) || $0.path.contains(path + "/")) }
        let documents = requests.filter { $0.path == "/graphql" && $0.body.contains("mutation IssueEdit(") }
        let issue = try JSONSerialization.jsonObject(with: Data(scenario.simulator.body(of: path).utf8)) as? [String: Any]
        let id = try #require(issue?["node_id"] as? String)
        return rest.map { "\($0.method) \($0.path)" } + documents.filter { $0.body.contains(#""\#(id)""#) }.map { document in
            IssueEditBinaryTests.mutationFields.filter { document.body.contains(": \($0)(input:") }.joined(separator: " ")
        }
    }

    @Test func labelsAndAssigneesQueuedOfflineAreSentOnceLeavingWhatIsAlreadyThere() async throws {
        let scenario = try FaultScenario()
        let queued = try await scenario.run(["issue", "edit", "1", "--offline", "--add-label", "enhancement,bug",
                                             "--remove-label", "priority: high", "--add-assignee", "monalisa",
                                             "--remove-assignee", "hubot"] + Self.repo)
        #expect(queued.status == 0, "\(queued.stderr)")
        #expect(queued.stderr == "✓ Edit #1 queued (entry 1); send it with gh-lite sync\n")
        #expect(try scenario.sent().isEmpty)

        let sync = try await scenario.run(["sync"], Self.fast)
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(sync.stderr.contains("✓ Sent octocat/Hello-World: edit #1 (entry 1)"))
        #expect(try Self.writes(to: 1, in: scenario) == ["addLabelsToLabelable removeLabelsFromLabelable "
                                                         + "addAssigneesToAssignable removeAssigneesFromAssignable"],
                "labels added and removed, assignees added and removed: one document")
        let issue = try scenario.helloWorldREST(1) // clears the request log
        let labels = (issue["labels"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(Set(labels) == ["bug", "enhancement"])
        let assignees = (issue["assignees"] as? [[String: Any]] ?? []).compactMap { $0["login"] as? String }
        #expect(Set(assignees) == ["octocat", "monalisa"])
        #expect(try await scenario.run(["sync", "--status"]).stderr == "Nothing queued: the outbox is empty\n")
    }

    @Test func aTitleQueuedOfflineIsSentOnceAndOneRetitledOnGitHubMeanwhileIsAConflictKept() async throws {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(["sync", "octocat/Hello-World"]).status == 0) // the mirror
        #expect(try await scenario.run(["issue", "edit", "1", "--offline", "--title", "Crash on start"] + Self.repo).status == 0)
        #expect(try await scenario.run(["issue", "edit", "4", "--offline", "--title", "Mine", "--body", "My words"]
                                       + Self.repo).status == 0)
        #expect(try await scenario.run(["issue", "edit", "4", "--title", "Theirs"] + Self.repo).status == 0) // someone else
        try scenario.simulator.clearRequests()

        let sync = try await scenario.run(["sync"], Self.fast)
        #expect(sync.status == 1)
        #expect(sync.stderr.contains("✓ Sent octocat/Hello-World: edit #1 (entry 1)"), "\(sync.stderr)")
        #expect(sync.stderr.contains("! Conflict, kept octocat/Hello-World: edit #4 (entry 2): the title of #4 changed "
                                     + "on GitHub since the edit was queued; edit it again online, or drop the entry "
                                     + "with `gh-lite sync --discard 2` (it prints the text)"), "\(sync.stderr)")
        let sent = try scenario.simulator.requests()
        #expect(try Self.writes(to: 1, in: scenario, among: sent) == ["updateIssue"])
        #expect(try Self.writes(to: 4, in: scenario, among: sent).isEmpty)
        #expect(try scenario.helloWorldREST(1)["title"] as? String == "Crash on start")
        #expect(try scenario.helloWorldREST(4)["title"] as? String == "Theirs")

        let discard = try await scenario.run(["sync", "--discard", "2"])
        #expect(discard.stdout == "Mine\n\nMy words\n", "what was typed is not lost")
    }

    @Test func aMilestoneQueuedOfflineOverOneChangedOnGitHubMeanwhileIsAConflictKept() async throws {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(["sync", "octocat/Hello-World"]).status == 0) // the mirror: #1 in v1.0
        #expect(try await scenario.run(["issue", "edit", "1", "--offline", "-m", "v2.0"] + Self.repo).status == 0)
        #expect(try await scenario.run(["issue", "edit", "1", "--remove-milestone"] + Self.repo).status == 0) // someone else
        try scenario.simulator.clearRequests()

        let sync = try await scenario.run(["sync"], Self.fast)
        #expect(sync.status == 1)
        #expect(sync.stderr.contains("! Conflict, kept octocat/Hello-World: edit #1 (entry 1): the milestone of #1 "
                                     + "changed on GitHub since the edit was queued"), "\(sync.stderr)")
        #expect(try Self.writes(to: 1, in: scenario).isEmpty)
        #expect(try scenario.helloWorldREST(1)["milestone"] is NSNull, "their removal stands")
        let status = try await scenario.run(["sync", "--status"])
        #expect(status.stdout.contains("the milestone of #1 changed on GitHub"), "\(status.stdout)")
    }

    @Test func aQueuedTitleWhoseAnswerWasLostIsNotSentAgainByTheNextSync() async throws {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(["sync", "octocat/Hello-World"]).status == 0) // the mirror
        #expect(try await scenario.run(["issue", "edit", "1", "--offline", "--title", "Crash on start"] + Self.repo).status == 0)
        try scenario.fault(LostAnswerBinaryTests.lostAnswer(path: "^/graphql$", requestBody: "mutation IssueEdit"))

        let first = try await scenario.run(["sync"], Self.fast)
        #expect(first.status == 1)
        let second = try await scenario.run(["sync"], Self.fast)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("edit #1 (entry 1) was already on GitHub (an earlier answer was lost): not sent again"),
                "\(second.stderr)")
        #expect(try Self.writes(to: 1, in: scenario) == ["updateIssue"], "sent once, by the first sync")
        #expect(try scenario.helloWorldREST(1)["title"] as? String == "Crash on start")
    }

    @Test func aTitleForAnIssueTheMirrorLacksIsRefusedAndNothingIsQueued() async throws {
        let scenario = try FaultScenario()
        let refused = try await scenario.run(["issue", "edit", "1", "--offline", "--title", "New"] + Self.repo)
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("#1 is not in the local mirror of octocat/Hello-World"), "\(refused.stderr)")
        #expect(refused.stderr.contains("run `gh-lite sync octocat/Hello-World` first"))
        #expect(try await scenario.run(["sync", "--status"]).stderr == "Nothing queued: the outbox is empty\n")
        #expect(try scenario.sent().isEmpty)
    }

    @Test func aLabelTheRepositoryLacksIsAConflictKeptWithCloseMatches() async throws {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(["issue", "edit", "4", "--offline", "--add-label", "enhancment"] + Self.repo).status == 0)
        let sync = try await scenario.run(["sync"], Self.fast)
        #expect(sync.status == 1)
        #expect(sync.stderr.contains("! Conflict, kept octocat/Hello-World: edit #4 (entry 1): no label "
                                     + "\"enhancment\" in octocat/Hello-World"), "\(sync.stderr)")
        #expect(sync.stderr.contains("enhancement"), "a close match is named")
        #expect(try Self.writes(to: 4, in: scenario).isEmpty)
    }

    @Test func anEditMadeWhileGitHubIsDownIsQueuedAndSentOnceItIsUp() throws {
        let world = try UnreachableWorld()
        let queued = try world.run(["issue", "edit", "1", "--add-label", "enhancement"] + Self.repo)
        #expect(queued.status == 0, "\(queued.stderr)")
        #expect(queued.stderr == "! GitHub cannot be reached: edit #1 queued (entry 1); send it with gh-lite sync\n")

        let up = try world.up()
        let sync = try GHLiteRun.run(["sync"], environment: world.environment)
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(try up.requests().filter { $0.body.contains("mutation IssueEdit(") }.count == 1)
        #expect(try up.body(of: "/repos/octocat/Hello-World/issues/1").contains("\"enhancement\""))
    }
}
