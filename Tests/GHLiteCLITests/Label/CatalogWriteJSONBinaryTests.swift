import Foundation
import Testing

/// `label` and `milestone` writes with `--json` as a user runs them against the simulator: the object after the
/// write in the matching list's `--json` names and shapes, from the write's own answer where it carries the fields;
/// queued, the fields known locally marked pending; a lost answer still writes once.
@Suite struct CatalogWriteJSONBinaryTests {
    static let repo = ["-R", "octocat/Hello-World"]
    let scenario: FaultScenario

    init() throws { scenario = try FaultScenario() }

    func run(_ arguments: [String]) async throws -> GHLiteRun {
        try await scenario.run(arguments + Self.repo)
    }

    func object(_ run: GHLiteRun) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)")
    }

    /// The one label `label list --json` shows for `name`.
    func listed(_ name: String, _ fields: String) async throws -> [String: Any] {
        let listed = try await run(["label", "list", "--search", name, "--json", fields])
        let labels = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        return try #require(labels.first { $0["name"] as? String == name })
    }

    func labelCount(_ name: String) throws -> Int {
        try scenario.simulator.body(of: "/repos/octocat/Hello-World/labels?per_page=100")
            .components(separatedBy: "\"name\":\"\(name)\"").count - 1
    }

    // MARK: labels

    @Test func labelCreateAnswersFromItsOwnAnswerWithNoRequestMore() async throws {
        let created = try await run(["label", "create", "triage", "-c", "00ff00", "-d", "Needs a look",
                                     "--json", "name,color,description,isDefault,id"])
        #expect(created.status == 0, "\(created.stderr)")
        #expect(try scenario.sent() == ["POST /repos/octocat/Hello-World/labels"])
        let label = try object(created)
        #expect(label["name"] as? String == "triage" && label["color"] as? String == "00ff00")
        #expect(label["description"] as? String == "Needs a look" && label["isDefault"] as? Bool == false)
        #expect(label["id"] as? String == (try await listed("triage", "name,id"))["id"] as? String)
        #expect(label.count == 5)
    }

    /// The read back's `query Label` is checked by the simulator against GitHub's published schema.
    @Test func labelFieldsTheAnswerLacksAreReadBackOnceAsTheListHasThem() async throws {
        try #require(try scenario.simulator.publishedSchema() != nil,
                     "the simulator found no GitHub GraphQL schema: check out shared/ beside the repository")
        let fields = "name,createdAt,updatedAt,url"
        let created = try await run(["label", "create", "triage", "-c", "00ff00", "--json", fields])
        #expect(created.status == 0 && created.stderr.isEmpty, "\(created.stderr)")
        #expect(try scenario.sent() == ["POST /repos/octocat/Hello-World/labels", "POST /graphql"])
        let label = try object(created)
        let list = try await listed("triage", fields)
        for field in ["name", "createdAt", "updatedAt", "url"] {
            #expect(label[field] as? String == list[field] as? String, "\(field)")
        }
        #expect(label["url"] as? String == "https://github.com/octocat/Hello-World/labels/triage")
    }

    @Test func labelEditPrintsTheLabelUnderItsNewName() async throws {
        let edited = try await run(["label", "edit", "bug", "-n", "defect", "--json", "name,color,url"])
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(try object(edited) as? [String: String] == ["name": "defect", "color": "d73a4a",
                                                            "url": "https://github.com/octocat/Hello-World/labels/defect"])
    }

    @Test func labelDeleteReadsTheLabelsLastFieldsBeforeItGoes() async throws {
        let deleted = try await run(["label", "delete", "wontfix", "--yes", "--json", "name,description"])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(try object(deleted) as? [String: String] == ["name": "wontfix", "description": "This will not be worked on"])
        #expect(try scenario.sent() == ["POST /graphql", "DELETE /repos/octocat/Hello-World/labels/wontfix"])
        #expect(try labelCount("wontfix") == 0)
    }

    @Test func labelCloneWithJSONIsAnArrayOfTheLabelsWritten() async throws {
        let cloned = try await scenario.run(["label", "clone", "octocat/Hello-World", "-R", "octocat/Spoon-Knife",
                                             "--json", "name,url"])
        #expect(cloned.status == 0, "\(cloned.stderr)")
        #expect(try JSONSerialization.jsonObject(with: Data(cloned.stdout.utf8)) as? [[String: String]]
                == [["name": "priority: high", "url": "https://github.com/octocat/Spoon-Knife/labels/priority%3A%20high"]],
                "\(cloned.stdout)")
    }

    @Test func jqAndTemplateFormatTheWrite() async throws {
        let filtered = try await run(["label", "create", "triage", "-c", "00ff00", "--json", "name,color",
                                      "--jq", ".name + \" #\" + .color"])
        #expect(filtered.status == 0 && filtered.stdout == "triage #00ff00\n", "\(filtered.stderr)")
        let templated = try await run(["milestone", "create", "v9.0", "--json", "number,title",
                                       "--template", "{{.number}}: {{.title}}"])
        #expect(templated.status == 0 && templated.stdout == "4: v9.0", "\(templated.stderr)")
    }

    @Test func anUnknownFieldIsRefusedBeforeAnyRequest() async throws {
        for command in [["label", "create", "triage", "--json", "title"], ["milestone", "close", "1", "--json", "name"],
                        ["label", "create", "triage", "--jq", ".name"]] {
            let refused = try await run(command)
            #expect(refused.status == 1)
            #expect(refused.stderr.contains("unknown JSON field: \"\(command[4])\"; available fields: ")
                    || refused.stderr.contains("cannot use `--jq` without specifying `--json`"), "\(refused.stderr)")
        }
        #expect(try scenario.sent().isEmpty)
    }

    // MARK: milestones

    @Test func milestoneCreateAndEditAnswerFromTheWritesOwnAnswer() async throws {
        let fields = "number,title,description,state,dueOn,openIssues,closedIssues,progress,url"
        let created = try await run(["milestone", "create", "v9.0", "-d", "Next", "--due", "2030-05-01", "--json", fields])
        #expect(created.status == 0, "\(created.stderr)")
        let milestone = try object(created)
        #expect(milestone["number"] as? Int == 4 && milestone["state"] as? String == "open")
        #expect((milestone["dueOn"] as? String)?.hasPrefix("2030-05-01T") == true)
        #expect(milestone["url"] as? String == "https://github.com/octocat/Hello-World/milestone/4")
        let edited = try await run(["milestone", "edit", "v9.0", "--no-due", "-t", "v9.1", "--json", "title,dueOn"])
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(edited.stdout == #"{"dueOn":null,"title":"v9.1"}"# + "\n")
        let closed = try await run(["milestone", "close", "v1.0", "--json", "state,openIssues,progress"])
        #expect(closed.stdout == #"{"openIssues":15,"progress":37,"state":"closed"}"# + "\n")
        #expect(try scenario.sent().filter { !$0.hasPrefix("GET ") }
                == ["POST /repos/octocat/Hello-World/milestones", "PATCH /repos/octocat/Hello-World/milestones/4",
                    "PATCH /repos/octocat/Hello-World/milestones/1"])
    }

    // MARK: queued

    @Test func queuedWritesPrintWhatIsKnownMarkedPendingWithTheirEntry() async throws {
        #expect(try await scenario.run(["sync", "octocat/Hello-World"]).status == 0)
        try scenario.simulator.clearRequests()
        let label = try await run(["label", "edit", "bug", "-d", "Broken", "--offline",
                                   "--json", "name,color,description,url"])
        #expect(label.status == 0, "\(label.stderr)")
        #expect(label.stdout == #"{"color":"d73a4a","description":"Broken","name":"bug","outboxEntry":1,"pending":true,"url":null}"#
                + "\n")
        let milestone = try await run(["milestone", "close", "v1.0", "--offline", "--json", "number,title,state,url"])
        #expect(milestone.status == 0, "\(milestone.stderr)")
        #expect(milestone.stdout
                == #"{"number":1,"outboxEntry":2,"pending":true,"state":"closed","title":"v1.0","url":null}"# + "\n")
        #expect(milestone.stderr.contains("queued (entry 2); send it with gh-lite sync"))
        // A delete knows what the mirror shows of it.
        let label2 = try await run(["label", "delete", "wontfix", "--yes", "--offline", "--json", "name,color,description"])
        #expect(label2.stdout == #"{"color":"ffffff","description":"This will not be worked on","name":"wontfix","outboxEntry":3,"pending":true}"#
                + "\n", "\(label2.stderr)")
        let milestone2 = try await run(["milestone", "delete", "Someday", "--yes", "--offline", "--json", "number,title,url"])
        #expect(milestone2.stdout == #"{"number":3,"outboxEntry":4,"pending":true,"title":"Someday","url":null}"# + "\n",
                "\(milestone2.stderr)")
        #expect(try scenario.sent().isEmpty)
    }

    @Test func aWriteQueuedWhileGitHubIsDownPrintsItsPendingObject() throws {
        let world = try UnreachableWorld()
        let queued = try world.run(["label", "create", "triage", "--color", "00ff00", "--json", "name,color,id"] + Self.repo)
        #expect(queued.status == 0, "\(queued.stderr)")
        #expect(queued.stderr == "! GitHub cannot be reached: create label \"triage\" queued (entry 1); send it with gh-lite sync\n",
                "\(queued.stderr)")
        #expect(queued.stdout == #"{"color":"00ff00","id":null,"name":"triage","outboxEntry":1,"pending":true}"# + "\n")
    }

    // MARK: lost answers

    @Test func aLabelCreateWhoseAnswerWasLostIsMadeOnceAndPrintsNoJSON() async throws {
        try scenario.fault(LostAnswerBinaryTests.lostAnswer(path: "/labels$"))
        let created = try await run(["label", "create", "triage", "-c", "00ff00", "--json", "name"])
        #expect(created.status == 1)
        #expect(created.stdout.isEmpty)
        #expect(created.stderr.contains("may have been made on GitHub"), "\(created.stderr)")
        #expect(try scenario.sent().filter { $0.hasPrefix("POST /repos") }.count == 1)
        #expect(try labelCount("triage") == 1)
    }

    @Test func aMilestoneEditWhoseAnswerWasLostIsMadeOnce() async throws {
        try scenario.fault(LostAnswerBinaryTests.lostAnswer(method: "PATCH", path: "/milestones/2$"))
        let edited = try await run(["milestone", "edit", "v2.0", "-t", "v2.5", "--json", "title"])
        #expect(edited.status == 1)
        #expect(edited.stdout.isEmpty)
        #expect(try scenario.sent().filter { $0.hasPrefix("PATCH") } == ["PATCH /repos/octocat/Hello-World/milestones/2"])
        let milestones = try scenario.simulator.body(of: "/repos/octocat/Hello-World/milestones?state=all&per_page=100")
        #expect(milestones.components(separatedBy: "\"v2.5\"").count - 1 == 1)
    }

    /// The label is made; only the read for `--json` is lost, every retry of it: it says the label was written, and
    /// it is made once.
    @Test func aLostReadBackSaysTheLabelWasWritten() async throws {
        try scenario.fault(#"{"method": "POST", "path": "^/graphql$", "request_body": "query Label\\(", "action": "lost_answer", "times": -1}"#)
        let created = try await run(["label", "create", "triage", "-c", "00ff00", "--json", "createdAt"])
        #expect(created.status == 1)
        #expect(created.stderr.hasPrefix("label \"triage\" written in octocat/Hello-World, but reading it back for --json "
                                         + "failed: "), "\(created.stderr)")
        #expect(try scenario.requests().contains { $0.body.contains("query Label(") })
        #expect(try labelCount("triage") == 1)
    }
}
