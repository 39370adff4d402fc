import Foundation
import Testing

/// Types, sub-issues and dependencies read back on `octo-org/octo-repo` (#1 Bug, #2 Feature, #3 closed Task), linked
/// through the simulator's REST routes: #1 is the parent of #3 and of a new open #4, and is blocked by #2 (open)
/// and #3 (closed).
@Suite struct IssueLinksBinaryTests {
    static let repo = ["-R", "octo-org/octo-repo"]
    static let path = "/repos/octo-org/octo-repo/issues"

    struct Linked {
        let home: TemporaryDirectory
        var simulator: Simulator?
        let environment: [String: String]

        init() throws {
            home = try TemporaryDirectory()
            let simulator = try Simulator()
            environment = simulator.environment(configDirectory: home.path)
            func id(_ number: Int) throws -> Int {
                let object = try JSONSerialization.jsonObject(
                    with: Data(try simulator.send("GET", IssueLinksBinaryTests.path + "/\(number)").utf8)) as? [String: Any]
                return try #require(object?["id"] as? Int)
            }
            _ = try simulator.send("POST", IssueLinksBinaryTests.path, json: #"{"title":"Write the guide"}"#)
            for child in [3, 4] {
                _ = try simulator.send("POST", IssueLinksBinaryTests.path + "/1/sub_issues",
                                       json: #"{"sub_issue_id":\#(try id(child))}"#)
            }
            for blocker in [3, 2] {
                _ = try simulator.send("POST", IssueLinksBinaryTests.path + "/1/dependencies/blocked_by",
                                       json: #"{"issue_id":\#(try id(blocker))}"#)
            }
            self.simulator = simulator
        }

        func run(_ arguments: [String]) throws -> GHLiteRun {
            try GHLiteRun.run(arguments + IssueLinksBinaryTests.repo, environment: environment)
        }
    }

    static func numbers(_ rows: String) -> [String] {
        rows.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }.sorted()
    }

    @Test func pipedViewPrintsTypeSubIssuesAndBlockersOpenFirstAsMetadataLines() throws {
        let linked = try Linked()
        let parent = try linked.run(["issue", "view", "1"])
        #expect(parent.status == 0, "\(parent.stderr)")
        #expect(parent.stdout.contains("type:\tBug\n"))
        #expect(parent.stdout.contains("sub-issues:\t#3 CLOSED, #4 OPEN\nsub-issues-done:\t1 of 2\n"))
        #expect(parent.stdout.contains("blocked-by:\t#2 OPEN, #3 CLOSED\n"))
        let child = try linked.run(["issue", "view", "4"])
        #expect(child.stdout.contains("parent:\t#1 OPEN\n"), "\(child.stdout)")
        #expect(!child.stdout.contains("type:"))
        let blocker = try linked.run(["issue", "view", "2"])
        #expect(blocker.stdout.contains("blocking:\t#1 OPEN\n"))
    }

    @Test func terminalViewShowsTheTreeAndTheSummary() throws {
        let linked = try Linked()
        let view = try GHLiteRun.runInTerminal(["issue", "view", "1"] + Self.repo, environment: linked.environment)
        #expect(view.status == 0, "\(view.stdout)")
        #expect(view.stdout.contains("\u{1B}[38;5;160mBug"), "Bug in GitHub's red, the nearest of 256")
        let text = view.stdout.replacingOccurrences(of: "\r\n", with: "\n")
            .replacing(#/\x{1B}\[[0-9;]*m/#, with: "")
        #expect(text.contains("Type: Bug\n"))
        #expect(text.contains("Sub-issues: 1 of 2 done\n  ├─ #3 "))
        #expect(text.contains("  └─ #4 Write the guide (Open)"))
        #expect(text.contains("Blocked by:\n  ├─ #2 "))
    }

    /// `--comments` reads the type and links in the same one request as the issue and its comments.
    @Test func viewWithCommentsShowsTheTypeAndLinksFromItsOneRequest() throws {
        let linked = try Linked()
        let view = try GHLiteRun.runInTerminal(["issue", "view", "1", "--comments"] + Self.repo,
                                               environment: linked.environment.merging(["NO_COLOR": "1"]) { $1 })
        #expect(view.status == 0, "\(view.stdout)")
        let text = view.stdout.replacingOccurrences(of: "\r\n", with: "\n")
        #expect(text.contains("Type: Bug\n"))
        #expect(text.contains("Sub-issues: 1 of 2 done\n  ├─ #3 "))
        #expect(text.contains("Blocked by:\n  ├─ #2 "))
        let sent = try #require(linked.simulator).requests()
        #expect(sent.map(\.path) == ["/graphql"] && sent[0].body.contains("query IssueView("), "\(sent.map(\.path))")
    }

    @Test func jsonGivesEachFieldInGraphQLsShape() throws {
        let linked = try Linked()
        let view = try linked.run(["issue", "view", "1", "--json",
                                   "issueType,parent,subIssues,subIssuesSummary,blockedBy,blocking"])
        #expect(view.status == 0, "\(view.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(view.stdout.utf8)) as? [String: Any])
        #expect((object["issueType"] as? [String: Any])?["name"] as? String == "Bug")
        #expect((object["issueType"] as? [String: Any])?["color"] as? String == "RED")
        #expect(object["parent"] is NSNull)
        let summary = try #require(object["subIssuesSummary"] as? [String: Int])
        #expect(summary == ["total": 2, "completed": 1, "percentCompleted": 50])
        let subIssues = try #require(object["subIssues"] as? [[String: Any]])
        #expect(subIssues.map { $0["number"] as? Int } == [3, 4])
        #expect(subIssues.map { $0["state"] as? String } == ["CLOSED", "OPEN"])
        #expect((object["blockedBy"] as? [[String: Any]])?.compactMap { $0["number"] as? Int }.sorted() == [2, 3])
        #expect((object["blocking"] as? [Any])?.isEmpty == true)
        let child = try linked.run(["issue", "view", "4", "--json", "parent"])
        #expect(child.stdout.contains(#""number" : 1"#) || child.stdout.contains(#""number":1"#), "\(child.stdout)")
    }

    @Test func listFiltersByTypeParentAndOpenBlockers() throws {
        let linked = try Linked()
        let typed = try linked.run(["issue", "list", "-s", "all", "--type", "bug"])
        #expect(typed.status == 0, "\(typed.stderr)")
        #expect(Self.numbers(typed.stdout) == ["1"])
        let children = try linked.run(["issue", "list", "-s", "all", "--parent", "1"])
        #expect(Self.numbers(children.stdout) == ["3", "4"], "\(children.stderr)")
        let blocked = try linked.run(["issue", "list", "--blocked"])
        #expect(Self.numbers(blocked.stdout) == ["1"], "\(blocked.stderr)")
        let json = try linked.run(["issue", "list", "--type", "Feature", "--json", "number,issueType"])
        #expect(json.stdout.contains("Feature"), "\(json.stderr)")
        // Search carries only counts of links: an issue that has some is read once more for them.
        let searched = try linked.run(["issue", "list", "--blocked", "--json", "number,blockedBy,subIssuesSummary"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(searched.stdout.utf8)) as? [[String: Any]])
        #expect((rows.first?["blockedBy"] as? [[String: Any]])?.compactMap { $0["number"] as? Int }.sorted() == [2, 3])
        #expect((rows.first?["subIssuesSummary"] as? [String: Int])?["total"] == 2)
    }

    @Test func terminalListShowsATypeColumnOnlyWhereTheOwnerHasTypes() throws {
        var linked = try Linked()
        let org = try GHLiteRun.runInTerminal(["issue", "list"] + Self.repo, environment: linked.environment)
        #expect(org.stdout.contains("TYPE"), "\(org.stdout)")
        #expect(org.stdout.contains("Feature"))
        let user = try GHLiteRun.runInTerminal(["issue", "list", "-R", "octocat/Hello-World"],
                                               environment: linked.environment)
        #expect(user.status == 0)
        #expect(!user.stdout.contains("TYPE"))
        linked.simulator = nil
    }

    /// An Enterprise server may lack issue types and dependencies: lists and the mirror do not ask it for them (a
    /// field it does not have would fail the whole query), and a view asks only for what its REST answer names.
    @Test func anEnterpriseServerIsNotAskedForTypesOrLinksInLists() throws {
        let linked = try Linked()
        let simulator = try #require(linked.simulator)
        let home = try TemporaryDirectory()
        let enterprise = simulator.environment(configDirectory: home.path)
            .merging(["GH_LITE_API_URL": simulator.baseURL + "/api/v3"]) { $1 }
        let list = try GHLiteRun.run(["issue", "list"] + Self.repo, environment: enterprise)
        let sync = try GHLiteRun.run(["sync", "octo-org/octo-repo"], environment: enterprise)
        #expect(list.status == 0 && sync.status == 0, "\(list.stderr)\(sync.stderr)")
        let queries = try simulator.requests().filter { $0.path == "/api/graphql" }.map(\.body)
        #expect(queries.count >= 2)
        #expect(!queries.contains { $0.contains("issueType") || $0.contains("subIssues") })
        let view = try GHLiteRun.run(["issue", "view", "1"] + Self.repo, environment: enterprise)
        #expect(view.stdout.contains("sub-issues:\t#3 CLOSED, #4 OPEN\n"), "\(view.stderr)")
    }

    /// `GH_HOST` names an Enterprise server even when its API is reached at another address: its sync, list and
    /// view leave out types and dependencies, and `--blocked` is refused before any request.
    @Test func anEnterpriseHostIsNeverAskedForTypesOrDependencies() throws {
        let linked = try Linked()
        let simulator = try #require(linked.simulator)
        let home = try TemporaryDirectory()
        let enterprise = simulator.environment(configDirectory: home.path)
            .merging(["GH_HOST": "ghe.example.com", "GH_ENTERPRISE_TOKEN": Simulator.octocatToken]) { $1 }
        let blocked = try GHLiteRun.run(["issue", "list", "--blocked"] + Self.repo, environment: enterprise)
        #expect(blocked.status == 1)
        #expect(blocked.stderr == "blocked-by and blocking links exist only on github.com, not on GitHub Enterprise "
                + "Server (ghe.example.com): leave out `--blocked`\n")
        #expect(try simulator.requests().isEmpty)
        for command in [["sync", "octo-org/octo-repo"], ["issue", "list"] + Self.repo, ["issue", "view", "1"] + Self.repo] {
            let result = try GHLiteRun.run(command, environment: enterprise)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let queries = try simulator.requests().filter { $0.path.hasSuffix("graphql") }.map(\.body)
        #expect(queries.count >= 2)
        #expect(!queries.contains { $0.contains("issueType") || $0.contains("blockedBy") || $0.contains("blocking") })
    }

    /// GitHub does not move `updatedAt` for a link, so the mirror's refresh cannot see one removed; viewing the
    /// issue online keeps what GitHub says now.
    @Test func aLinkRemovedOnGitHubLeavesTheMirrorOnceTheIssueIsViewedOnline() throws {
        var linked = try Linked()
        let simulator = try #require(linked.simulator)
        #expect(try GHLiteRun.run(["sync", "octo-org/octo-repo"], environment: linked.environment).status == 0)
        let four = try JSONSerialization.jsonObject(with: Data(try simulator.send("GET", Self.path + "/4").utf8))
        let id = try #require((four as? [String: Any])?["id"] as? Int)
        _ = try simulator.send("DELETE", Self.path + "/1/sub_issue", json: #"{"sub_issue_id":\#(id)}"#)
        #expect(try linked.run(["issue", "view", "1"]).stdout.contains("sub-issues:\t#3 CLOSED\n"))
        linked.simulator = nil
        let offline = try linked.run(["issue", "view", "1", "--offline"])
        #expect(offline.stdout.contains("sub-issues:\t#3 CLOSED\nsub-issues-done:\t1 of 1\n"), "\(offline.stdout)")
        let children = try linked.run(["issue", "list", "--offline", "-s", "all", "--parent", "1"])
        #expect(Self.numbers(children.stdout) == ["3"])
    }

    @Test func offlineViewAndListReadTheLinksFromTheMirror() throws {
        var linked = try Linked()
        let sync = try GHLiteRun.run(["sync", "octo-org/octo-repo"], environment: linked.environment)
        #expect(sync.status == 0, "\(sync.stderr)")
        linked.simulator = nil // Stopped: nothing can be sent from here on.
        let view = try linked.run(["issue", "view", "1", "--offline"])
        #expect(view.status == 0, "\(view.stderr)")
        #expect(view.stdout.contains("type:\tBug\n"))
        #expect(view.stdout.contains("sub-issues:\t#3 CLOSED, #4 OPEN\nsub-issues-done:\t1 of 2\n"))
        #expect(view.stdout.contains("blocked-by:\t#2 OPEN, #3 CLOSED\n"))
        #expect(try linked.run(["issue", "view", "4", "--offline"]).stdout.contains("parent:\t#1 OPEN\n"))
        let typed = try linked.run(["issue", "list", "--offline", "-s", "all", "--type", "BUG"])
        #expect(Self.numbers(typed.stdout) == ["1"], "\(typed.stderr)")
        let children = try linked.run(["issue", "list", "--offline", "-s", "all", "--parent", "1"])
        #expect(Self.numbers(children.stdout) == ["3", "4"], "\(children.stderr)")
        let blocked = try linked.run(["issue", "list", "--offline", "--blocked"])
        #expect(Self.numbers(blocked.stdout) == ["1"], "\(blocked.stderr)")
    }
}
