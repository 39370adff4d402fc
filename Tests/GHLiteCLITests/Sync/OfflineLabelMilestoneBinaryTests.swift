import Foundation
import Testing

/// `label create|edit|delete` and `milestone create|edit|close|reopen|delete` offline, or with GitHub out of reach:
/// one outbox entry each, listed by `sync --status` and sent once by `sync`; a label or milestone someone else made
/// or changed meanwhile is a conflict, kept, and a delete of one already gone is done.
@Suite struct OfflineLabelMilestoneBinaryTests {
    static let repo = ["-R", "octocat/Hello-World"]
    static let fast = ["GH_LITE_WRITE_INTERVAL_MS": "10"]

    /// The writes gh-lite sent, as `METHOD PATH`.
    static func writes(_ scenario: FaultScenario) throws -> [String] {
        try scenario.sent().filter { !$0.hasPrefix("GET ") && !$0.hasPrefix("POST /graphql") }
    }

    static func labels(_ scenario: FaultScenario) throws -> [String: [String: Any]] {
        let body = try scenario.simulator.body(of: "/repos/octocat/Hello-World/labels?per_page=100")
        let labels = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [[String: Any]])
        return Dictionary(labels.map { ($0["name"] as? String ?? "", $0) }) { first, _ in first }
    }

    static func milestones(_ scenario: FaultScenario) throws -> [String: [String: Any]] {
        let body = try scenario.simulator.body(of: "/repos/octocat/Hello-World/milestones?state=all&per_page=100")
        let milestones = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [[String: Any]])
        return Dictionary(milestones.map { ($0["title"] as? String ?? "", $0) }) { first, _ in first }
    }

    /// A mirror of Hello-World (an edit, close or reopen is queued only for what it knows), then a clean log.
    static func mirrored() async throws -> FaultScenario {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(["sync", "octocat/Hello-World"]).status == 0)
        try scenario.simulator.clearRequests()
        return scenario
    }

    @Test func labelAndMilestoneWritesQueuedOfflineAreListedAndEachSentOnceBySync() async throws {
        let scenario = try await Self.mirrored()
        let create = try await scenario.run(["label", "create", "triage", "--color", "00ff00", "-d", "Needs a look",
                                             "--offline"] + Self.repo)
        #expect(create.status == 0, "\(create.stderr)")
        #expect(create.stderr == "✓ Create label \"triage\" queued (entry 1); send it with gh-lite sync\n")
        for command in [["label", "edit", "bug", "--color", "000000", "--offline"],
                        ["label", "delete", "wontfix", "--yes", "--offline"],
                        ["milestone", "create", "v3.0", "-d", "Next", "--offline"],
                        ["milestone", "close", "v1.0", "--offline"],
                        ["milestone", "delete", "Someday", "--yes", "--offline"]] {
            let queued = try await scenario.run(command + Self.repo)
            #expect(queued.status == 0, "\(command): \(queued.stderr)")
        }
        #expect(try scenario.sent().isEmpty)
        let status = try await scenario.run(["sync", "--status"])
        #expect(status.stdout.split(separator: "\n").map { $0.split(separator: "\t")[2] } == [
            "create label \"triage\"", "edit label \"bug\"", "delete label \"wontfix\"", "create milestone \"v3.0\"",
            "close milestone \"v1.0\"", "delete milestone \"Someday\""])

        let sync = try await scenario.run(["sync"], Self.fast)
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(sync.stderr.contains("✓ Sent octocat/Hello-World: close milestone \"v1.0\" (entry 5)"), "\(sync.stderr)")
        let writes = try Self.writes(scenario)
        #expect(writes.filter { $0.contains("/labels") }.sorted() == [
            "DELETE /repos/octocat/Hello-World/labels/wontfix", "PATCH /repos/octocat/Hello-World/labels/bug",
            "POST /repos/octocat/Hello-World/labels"])
        #expect(writes.filter { $0.contains("/milestones") }.count == 3)
        let labels = try Self.labels(scenario)
        #expect(labels["triage"]?["color"] as? String == "00ff00")
        #expect(labels["triage"]?["description"] as? String == "Needs a look")
        #expect(labels["bug"]?["color"] as? String == "000000")
        #expect(labels["wontfix"] == nil)
        let milestones = try Self.milestones(scenario)
        #expect(milestones["v3.0"]?["description"] as? String == "Next")
        #expect(milestones["v1.0"]?["state"] as? String == "closed")
        #expect(milestones["Someday"] == nil)

        let again = try await scenario.run(["sync"], Self.fast)
        #expect(again.status == 0)
        #expect(try Self.writes(scenario).isEmpty)
    }

    @Test func aLabelMadeOrChangedOnGitHubMeanwhileIsAConflictKeptAndADeleteOfOneGoneIsDone() async throws {
        let scenario = try await Self.mirrored()
        for command in [["label", "create", "triage", "--color", "00ff00", "--offline"],
                        ["label", "edit", "bug", "--color", "000000", "--offline"],
                        ["label", "delete", "wontfix", "--yes", "--offline"],
                        ["milestone", "edit", "v1.0", "--title", "v1.0.0", "--offline"]] {
            #expect(try await scenario.run(command + Self.repo).status == 0)
        }
        // Someone else, first.
        let simulator = scenario.simulator
        try simulator.send("POST", "/repos/octocat/Hello-World/labels", json: #"{"name": "Triage", "color": "ff0000"}"#)
        try simulator.send("PATCH", "/repos/octocat/Hello-World/labels/bug", json: #"{"color": "123456"}"#)
        try simulator.send("DELETE", "/repos/octocat/Hello-World/labels/wontfix")
        try simulator.send("PATCH", "/repos/octocat/Hello-World/milestones/1", json: #"{"title": "v1.0-final"}"#)

        let sync = try await scenario.run(["sync"], Self.fast)
        #expect(sync.status == 1)
        #expect(sync.stderr.contains("! Conflict, kept octocat/Hello-World: create label \"triage\" (entry 1): a label "
                                     + "\"Triage\" was made in octocat/Hello-World on GitHub since this was queued, so "
                                     + "it is not made twice; make the change again online, or drop the entry with "
                                     + "`gh-lite sync --discard 1`"), "\(sync.stderr)")
        #expect(sync.stderr.contains("! Conflict, kept octocat/Hello-World: edit label \"bug\" (entry 2): the colour of "
                                     + "label \"bug\" changed on GitHub since this was queued;"), "\(sync.stderr)")
        #expect(sync.stderr.contains("✓ octocat/Hello-World: delete label \"wontfix\" (entry 3): label \"wontfix\" is "
                                     + "already gone from GitHub, nothing to send"), "\(sync.stderr)")
        #expect(sync.stderr.contains("! Conflict, kept octocat/Hello-World: edit milestone \"v1.0\" (entry 4): the "
                                     + "title of milestone \"v1.0-final\" changed on GitHub since this was queued;"),
                "\(sync.stderr)")
        #expect(try Self.writes(scenario).isEmpty)
        let labels = try Self.labels(scenario)
        #expect(labels["bug"]?["color"] as? String == "123456")
        #expect(labels["Triage"]?["color"] as? String == "ff0000")
        #expect(labels.keys.filter { $0.lowercased() == "triage" }.count == 1)
        #expect(try Self.milestones(scenario)["v1.0-final"] != nil)
        let status = try await scenario.run(["sync", "--status"])
        #expect(status.stdout.split(separator: "\n").map { $0.split(separator: "\t")[0] } == ["1", "2", "4"])
    }

    @Test func aQueuedLabelCreateWhoseAnswerWasLostIsNotSentAgainByTheNextSync() async throws {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(["label", "create", "triage", "--offline"] + Self.repo).status == 0)
        try scenario.fault(LostAnswerBinaryTests.lostAnswer(path: "^/repos/octocat/Hello-World/labels$"))

        let first = try await scenario.run(["sync"], Self.fast)
        #expect(first.status == 1)
        #expect(first.stderr.contains("X Could not send octocat/Hello-World: create label \"triage\" (entry 1)"),
                "\(first.stderr)")
        let second = try await scenario.run(["sync"], Self.fast)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("create label \"triage\" (entry 1) was already on GitHub (an earlier answer was "
                                       + "lost): not sent again"), "\(second.stderr)")
        #expect(try scenario.sent().filter { $0 == "POST /repos/octocat/Hello-World/labels" }.count == 1)
        #expect(try Self.labels(scenario)["triage"] != nil)
    }

    @Test func anEditOfALabelOrMilestoneTheMirrorDoesNotKnowIsRefusedNotQueued() async throws {
        let scenario = try FaultScenario()
        let label = try await scenario.run(["label", "edit", "bug", "--color", "000000", "--offline"] + Self.repo)
        #expect(label.status == 1)
        #expect(label.stderr == "label \"bug\" is not in the local mirror of octocat/Hello-World, so a change made to "
                + "it on GitHub meanwhile could not be told from yours: run `gh-lite sync octocat/Hello-World` first, "
                + "or make the change online\n")
        let milestone = try await scenario.run(["milestone", "close", "v1.0", "--offline"] + Self.repo)
        #expect(milestone.status == 1)
        #expect(milestone.stderr.hasPrefix("milestone \"v1.0\" is not in the local mirror of octocat/Hello-World"))
        #expect(try await scenario.run(["sync", "--status"]).stderr == "Nothing queued: the outbox is empty\n")
        #expect(try scenario.sent().isEmpty)
    }

    @Test func aLabelMadeWhileGitHubIsDownIsQueuedAndSentOnceItIsUp() throws {
        let world = try UnreachableWorld()
        let queued = try world.run(["label", "create", "triage", "--color", "00ff00"] + Self.repo)
        #expect(queued.status == 0, "\(queued.stderr)")
        #expect(queued.stderr == "! GitHub cannot be reached: create label \"triage\" queued (entry 1); send it with gh-lite sync\n")

        let up = try world.up()
        #expect(try GHLiteRun.run(["sync"], environment: world.environment).status == 0)
        #expect(try up.requests().filter { $0.method == "POST" && $0.path == "/repos/octocat/Hello-World/labels" }.count == 1)
    }
}
