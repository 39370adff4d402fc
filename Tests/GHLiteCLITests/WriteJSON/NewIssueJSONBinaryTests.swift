import Foundation
import Testing

/// `issue create --json` (and `new-issue`): the new issue as `issue view --json` shows it, instead of its URL.
@Suite struct NewIssueJSONBinaryTests {
    static let repo = ["-R", "octocat/Hello-World"]

    static func object(_ run: GHLiteRun) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)")
    }

    @Test func aNewIssueIsTheObjectIssueViewShows() async throws {
        let scenario = try FaultScenario()
        let fields = "number,title,body,state,labels,assignees,url,comments"
        let result = try await scenario.run(["issue", "create", "-t", "Crash on start", "-b", "Steps", "-l", "bug",
                                             "-a", "@me", "--json", fields] + Self.repo)
        #expect(result.status == 0, "\(result.stderr)")
        let issue = try Self.object(result)
        let number = try #require(issue["number"] as? Int)
        #expect(issue["title"] as? String == "Crash on start")
        #expect(issue["state"] as? String == "OPEN")
        #expect((issue["labels"] as? [[String: Any]])?.map { $0["name"] as? String } == ["bug"])
        #expect((issue["assignees"] as? [[String: Any]])?.map { $0["login"] as? String } == ["octocat"])
        let viewed = try await scenario.run(["issue", "view", String(number), "--json", fields] + Self.repo)
        #expect(try IssueCommentJSONBinaryTests.canonical(Self.object(viewed))
                == IssueCommentJSONBinaryTests.canonical(issue))
        #expect(try scenario.requests().filter { $0.method == "POST" && $0.path.hasSuffix("/issues") }.count == 1)
    }

    @Test func newIssueTakesJQ() async throws {
        let scenario = try FaultScenario()
        let result = try await scenario.run(["new-issue", "octocat/Hello-World", "-t", "Docs", "-b", "",
                                             "--json", "title,closed", "--jq", "[.title, .closed] | @tsv"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Docs\tfalse\n")
    }

    @Test func aQueuedIssueIsWhatWasTypedMarkedPending() async throws {
        let scenario = try FaultScenario()
        let result = try await scenario.run(["issue", "create", "-t", "Offline idea", "-b", "Later", "-l", "bug",
                                             "--offline", "--json", "number,title,labels,state,url"] + Self.repo)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"labels":[{"name":"bug"}],"number":null,"outboxEntry":1,"pending":true,"#
                + #""state":"OPEN","title":"Offline idea","url":null}"# + "\n")
        #expect(try scenario.requests().isEmpty)
    }

    @Test func jsonWithTheBrowserTheEditorOrPromptsIsAUsageError() async throws {
        let scenario = try FaultScenario()
        let web = try await scenario.run(["issue", "create", "-t", "x", "--web", "--json", "url"] + Self.repo)
        #expect(web.status == 1)
        #expect(web.stderr.hasPrefix("cannot use `--web` with `--json`"), "\(web.stderr)")
        let prompts = try await scenario.runInTerminal(["issue", "create", "-t", "x", "--json", "url"] + Self.repo)
        #expect(prompts.status == 1)
        #expect((prompts.stdout + prompts.stderr).contains("`--json` asks nothing: give the issue's --title and --body"),
                "\(prompts.stdout)")
        #expect(try scenario.requests().filter { $0.method == "POST" }.isEmpty)
    }

    @Test func anIssueWhoseAnswerWasLostIsCreatedOnceAndPrintsNoJSON() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(LostAnswerBinaryTests.lostAnswer(path: "/issues$"))
        let result = try await scenario.run(["issue", "create", "-t", "Made once", "-b", "Body", "--json", "number"]
                                            + Self.repo)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(try LostAnswerBinaryTests.issuesTitled("Made once", in: scenario) == 1)
    }
}
