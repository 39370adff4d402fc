import Foundation
import GHLiteCore
import Testing

/// `issue edit` and `issue create` setting types, parents, sub-issues and dependencies, as a script sees them: the
/// built binary against the simulator's octo-org/octo-repo (types Task, Bug, Feature; #1 a Bug, #2 a Feature, #3 a
/// closed Task), with #4 to #7 added for each test. Every result is read back from the simulator over GraphQL.
@Suite struct IssueLinkWritesBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws {
        world = try SimulatorWorld()
        for title in ["Four", "Five", "Six", "Seven"] {
            try world.simulator.send("POST", "/repos/octo-org/octo-repo/issues", json: #"{"title":"\#(title)"}"#)
        }
    }

    func run(_ arguments: [String], repo: String = "octo-org/octo-repo",
             extra: [String: String] = [:]) throws -> GHLiteRun {
        let environment = simulator.environment(configDirectory: home.path).merging(extra) { $1 }
        return try GHLiteRun.run(["issue"] + arguments + ["-R", repo], environment: environment)
    }

    func links(_ number: Int) throws -> IssueLinksState { try simulator.links(number) }

    func mutations() throws -> [String] { try simulator.mutations() }

    // MARK: Parent and sub-issues

    @Test func parentIsSetOnSeveralIssuesAtOnce() throws {
        let result = try run(["edit", "4", "5", "--parent", "1", "--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try links(1).subIssues == [4, 5])
        #expect(try links(4).parent == 1)
    }

    @Test func parentGivenByURLMovesAnIssueThatHasOne() throws {
        #expect(try run(["edit", "4", "--parent", "1"]).status == 0)
        let moved = try run(["edit", "4", "--parent", "https://github.com/octo-org/octo-repo/issues/2"])
        #expect(moved.status == 0, "\(moved.stderr)")
        #expect(try links(4).parent == 2)
        #expect(try links(1).subIssues == [])
    }

    @Test func removeParentLeavesTheParentWithoutIt() throws {
        #expect(try run(["edit", "4", "5", "--parent", "1", "--yes"]).status == 0)
        let result = try run(["edit", "4", "--remove-parent"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try links(4).parent == nil)
        #expect(try links(1).subIssues == [5])
    }

    @Test func subIssuesAreAddedAndRemoved() throws {
        let added = try run(["edit", "1", "--add-sub-issue", "4,5", "--add-sub-issue", "#6"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(try links(1).subIssues == [4, 5, 6])
        let removed = try run(["edit", "1", "--remove-sub-issue", "5"])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(try links(1).subIssues == [4, 6])
    }

    @Test func aSubIssueWithAnotherParentIsRefusedBeforeAnythingIsWritten() throws {
        #expect(try run(["edit", "4", "--parent", "1"]).status == 0)
        try simulator.clearRequests()
        let result = try run(["edit", "2", "--add-sub-issue", "4", "--type", "Task"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("#4 already has a parent (#1)"), "\(result.stderr)")
        #expect(try mutations().isEmpty)
        #expect(try links(2) == IssueLinksState(type: "Feature", parent: nil, subIssues: [], blockedBy: []))
    }

    @Test func aCycleIsRefusedWithGitHubsWords() throws {
        #expect(try run(["edit", "4", "--parent", "1"]).status == 0)
        #expect(try run(["edit", "5", "--parent", "4"]).status == 0)
        let result = try run(["edit", "1", "--parent", "5"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Sub issue cannot be an ancestor of its parent"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try links(1).parent == nil)
    }

    /// #1 given GitHub's most, 100 sub-issues, through the REST API.
    func fillIssueOne() throws {
        for number in 8...107 {
            let created = try simulator.send("POST", "/repos/octo-org/octo-repo/issues", json: #"{"title":"Part \#(number)"}"#)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(created.utf8)) as? [String: Any])
            let id = try #require(json["id"] as? Int)
            try simulator.send("POST", "/repos/octo-org/octo-repo/issues/1/sub_issues", json: #"{"sub_issue_id":\#(id)}"#)
        }
    }

    @Test func aParentWithAHundredSubIssuesTakesNoMoreAndNothingIsWritten() throws {
        try fillIssueOne()
        let edit = try run(["edit", "4", "--parent", "1", "--type", "Task"])
        #expect(edit.status == 1)
        #expect(edit.stderr == "#1 has 100 sub-issues and GitHub allows 100: remove some with `--remove-sub-issue` first\n")
        let create = try run(["create", "-t", "One too many", "--parent", "1"])
        #expect(create.status == 1)
        #expect(try mutations().isEmpty)
        #expect(try simulator.requests().allSatisfy { $0.method == "GET" || $0.path == "/graphql" })
        #expect(try links(1).subIssues.count == 100)
        #expect(try links(4).type == nil)
    }

    // MARK: Types

    @Test func typeIsSetOnSeveralIssuesAndRemoved() throws {
        let set = try run(["edit", "4", "5", "--type", "task", "--yes"])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(try links(4).type == "Task")
        #expect(try links(5).type == "Task")
        let removed = try run(["edit", "4", "--remove-type"])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(try links(4).type == nil)
        #expect(try links(5).type == "Task")
    }

    @Test func anUnknownTypeIsRefusedWithCloseMatchesBeforeAnythingIsWritten() throws {
        let result = try run(["edit", "4", "--type", "Bugg", "--parent", "1"])
        #expect(result.status == 1)
        #expect(result.stderr == "no issue type \"Bugg\" in octo-org; did you mean 'Bug'?\n")
        #expect(try mutations().isEmpty)
        #expect(try links(4).parent == nil)
    }

    @Test func aUserRepositoryHasNoTypes() throws {
        let result = try run(["edit", "2", "--type", "Bug"], repo: "octocat/Hello-World")
        #expect(result.status == 1)
        #expect(result.stderr.contains("issue types exist only for organisations, and octocat is a user account"))
        #expect(try mutations().isEmpty)
    }

    // MARK: Dependencies

    @Test func blockersAndBlockedIssuesAreAddedAndRemovedOnSeveralIssues() throws {
        let added = try run(["edit", "4", "5", "--add-blocked-by", "2", "--add-blocking", "6", "--yes"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(try links(4).blockedBy == [2])
        #expect(try links(5).blockedBy == [2])
        #expect(try links(6).blockedBy == [4, 5])
        let removed = try run(["edit", "4", "--remove-blocked-by", "2", "--remove-blocking", "6"])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(try links(4).blockedBy == [])
        #expect(try links(6).blockedBy == [5])
    }

    @Test func anIssueCannotBlockItself() throws {
        let result = try run(["edit", "4", "--add-blocked-by", "4"])
        #expect(result.status == 1)
        #expect(result.stderr == "#4 cannot block itself\n")
        #expect(try mutations().isEmpty)
    }

    @Test func dependenciesOnAnEnterpriseServerAreRefusedBeforeAnyRequest() throws {
        let result = try run(["edit", "4", "--add-blocking", "5"],
                             extra: ["GH_HOST": "ghe.example.com", "GH_ENTERPRISE_TOKEN": Simulator.octocatToken])
        #expect(result.status == 1)
        #expect(result.stderr.contains("blocked-by and blocking links exist only on github.com"), "\(result.stderr)")
        #expect(try simulator.requests().isEmpty)
    }

    // MARK: Create

    @Test func aNewIssueGetsItsTypeParentAndDependencies() throws {
        let result = try run(["create", "-t", "Child", "--type", "bug", "--parent", "1", "--blocked-by", "2,3",
                              "--blocking", "5"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "https://github.com/octo-org/octo-repo/issues/8\n")
        let sent = try mutations()
        #expect(sent.count { $0.contains("mutation CreateIssue(") } == 1, "\(sent)")
        #expect(!sent.contains { $0.contains("AddSubIssue") }, "the parent rode in the create")
        #expect(try links(8) == IssueLinksState(type: "Bug", parent: 1, subIssues: [], blockedBy: [2, 3]))
        #expect(try links(5).blockedBy == [8])
    }

    /// The parent and the type ride in the create itself: the look-up, then one write, nothing after it.
    @Test func aNewSubIssueIsMadeInOneWriteAfterOneLookUp() throws {
        let result = try run(["create", "-t", "Child", "-b", "Steps", "--type", "Task", "--parent", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "https://github.com/octo-org/octo-repo/issues/8\n")
        let sent = try simulator.requests()
        #expect(sent.count == 2, "\(sent.map { "\($0.method) \($0.path) \($0.body.prefix(40))" })")
        #expect(sent.first?.body.contains("query IssueLinkLookup(") == true)
        #expect(sent.last?.body.contains("mutation CreateIssue(") == true)
        #expect(try links(8) == IssueLinksState(type: "Task", parent: 1, subIssues: [], blockedBy: []))
        #expect(try links(1).subIssues == [8])
        #expect(try simulator.body(of: "/repos/octo-org/octo-repo/issues/8").contains("\"body\":\"Steps\""))
    }

    /// GraphQL's create applied and its answer lost: one sub-issue, and the text kept as a draft as after REST's;
    /// with labels, an assignee and a milestone as without.
    @Test(arguments: [[], Self.metadataFlags])
    func aNewSubIssueWhoseCreateAnswerWasLostIsMadeOnceAndKeptAsADraft(metadata: [String]) throws {
        _ = try simulator.send("POST", "/repos/octo-org/octo-repo/milestones", json: #"{"title":"v1.0"}"#)
        try simulator.control("faults", LostWriteAnswerBinaryTests.lostMutation("mutation CreateIssue"))
        let result = try run(["create", "-t", "Lost sub-issue", "--parent", "1"] + metadata)
        #expect(result.status == 1)
        #expect(result.stderr.contains("The issue may have been created anyway: check "), "\(result.stderr)")
        #expect(result.stderr.contains("To restore: gh-lite issue create -R octo-org/octo-repo --recover "))
        #expect(try mutations().count { $0.contains("mutation CreateIssue(") } == 1)
        #expect(try simulator.requests().allSatisfy { $0.path == "/graphql" })
        #expect(try links(1).subIssues == [8])
        let titled = try simulator.body(of: "/repos/octo-org/octo-repo/issues?state=all&per_page=100")
        #expect(titled.components(separatedBy: "\"Lost sub-issue\"").count - 1 == 1)
        #expect(try Self.hasMetadata(try simulator.body(of: "/repos/octo-org/octo-repo/issues/8")) == !metadata.isEmpty)
    }

    static let metadataFlags = ["-l", "bug", "-a", "@me", "-m", "v1.0"]

    /// The issue's REST body names the label bug, the assignee octocat and the milestone v1.0.
    static func hasMetadata(_ body: String) throws -> Bool {
        let issue = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        let labels = (issue["labels"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        let assignees = (issue["assignees"] as? [[String: Any]])?.compactMap { $0["login"] as? String }
        let milestone = (issue["milestone"] as? [String: Any])?["title"] as? String
        return labels == ["bug"] && assignees == ["octocat"] && milestone == "v1.0"
    }

    /// Labels, assignees and a milestone ride in the create too, by the node ids the name look-up reads with the
    /// names: the look-ups, then one write, no REST create and no addSubIssue after it.
    @Test func aNewSubIssueWithLabelsAssigneesAndAMilestoneIsMadeInOneWrite() throws {
        _ = try simulator.send("POST", "/repos/octo-org/octo-repo/milestones", json: #"{"title":"v1.0"}"#)
        let result = try run(["create", "-t", "Whole child", "--type", "Task", "--parent", "1"] + Self.metadataFlags)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "https://github.com/octo-org/octo-repo/issues/8\n")
        #expect(result.stderr.isEmpty, "nothing reported dropped: \(result.stderr)")
        let named = ["query RepositoryLookup(", "query IssueLinkLookup(", "mutation CreateIssue(", "mutation AddSubIssue("]
        let sent = try simulator.requests().map { request in
            named.first { request.body.contains($0) } ?? "\(request.method) \(request.path)"
        }
        #expect(sent == ["query RepositoryLookup(", "query IssueLinkLookup(", "mutation CreateIssue("])
        #expect(try links(8) == IssueLinksState(type: "Task", parent: 1, subIssues: [], blockedBy: []))
        #expect(try Self.hasMetadata(try simulator.body(of: "/repos/octo-org/octo-repo/issues/8")))
    }

    @Test func aNewIssueWithAnUnknownTypeOrParentIsNotCreated() throws {
        let result = try run(["create", "-t", "Child", "--type", "Bugg", "--parent", "99"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("did you mean 'Bug'?"), "\(result.stderr)")
        #expect(result.stderr.contains("could not find issue #99 in octo-org/octo-repo"), "\(result.stderr)")
        #expect(try simulator.requests().allSatisfy { $0.method == "GET" || $0.path == "/graphql" })
        #expect(try mutations().isEmpty)
    }

    @Test func aLinkRefusedAfterTheCreateLeavesOneIssueAndSaysHowToFinish() throws {
        try simulator.control("faults", #"{"method":"POST","path":"^/graphql$","request_body":"AddBlockedBy","status":403,"body":"{\"message\":\"Forbidden\"}"}"#)
        let result = try run(["create", "-t", "Half linked", "--parent", "1", "--blocked-by", "2"])
        #expect(result.status == 1)
        #expect(result.stdout == "https://github.com/octo-org/octo-repo/issues/8\n")
        #expect(result.stderr.contains("could not link #8 as asked: "), "\(result.stderr)")
        #expect(result.stderr.contains("finish with `gh-lite issue edit 8 -R octo-org/octo-repo`"))
        #expect(try mutations().count { $0.contains("mutation CreateIssue(") } == 1)
        #expect(try links(8).parent == 1)
    }

    @Test func aCreateThatFailedKeepsItsTypeAndParentInTheDraftThatRecoversThem() throws {
        try simulator.control("faults", #"{"method":"POST","path":"^/graphql$","request_body":"createIssue\\(","status":502}"#)
        let failed = try run(["create", "-t", "Kept", "--type", "Task", "--parent", "1"])
        #expect(failed.status == 1)
        let (path, draft) = try IssueDraft.saved(on: failed.stderr, repository: "octo-org/octo-repo", command: .issueCreate)
        #expect(draft.links == IssueLinkEdit(parent: IssueLinkReference(number: 1), type: "Task"))
        let recovered = try run(["create", "--recover", path])
        #expect(recovered.status == 0, "\(recovered.stderr)")
        #expect(try links(8) == IssueLinksState(type: "Task", parent: 1, subIssues: [], blockedBy: []))
    }
}
