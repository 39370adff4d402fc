import Foundation
import Testing

/// `issue edit --json`: the issues after the edit, as `issue view --json` shows them, instead of their URLs.
@Suite struct IssueEditJSONBinaryTests {
    static let repo = ["-R", "octocat/Hello-World"]
    static let fast = ["GH_LITE_WRITE_INTERVAL_MS": "10"]

    @Test func editingSeveralPrintsAnArrayOfTheIssuesAfterTheEdit() async throws {
        let scenario = try FaultScenario()
        let result = try await scenario.run(["issue", "edit", "6", "4", "--add-label", "bug", "--yes",
                                             "--json", "number,labels", "--jq", ".[] | [.number, (.labels | map(.name) | join(\",\"))] | @tsv"]
                                            + Self.repo, Self.fast)
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.stdout.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(rows.map(\.first) == ["6", "4"])
        #expect(rows.allSatisfy { $0.count == 2 && $0[1].split(separator: ",").contains("bug") }, "\(rows)")
        #expect(!result.stdout.contains("https://"), "no URL lines beside the JSON")
    }

    @Test func oneIssueIsAnObjectWithItsNewTitleThroughTheLongTemplateFlag() async throws {
        let scenario = try FaultScenario()
        let result = try await scenario.run(["issue", "edit", "4", "-t", "ARM64 on Linux", "--json", "number,title",
                                             "--template", "{{.number}}: {{.title}}"] + Self.repo)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "4: ARM64 on Linux")
        #expect(try scenario.helloWorldREST(4)["title"] as? String == "ARM64 on Linux")
    }

    @Test func aQueuedEditShowsTheMirrorsIssueWithTheChangeMarkedPending() async throws {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(["sync", "octocat/Hello-World"]).status == 0)
        let result = try await scenario.run(["issue", "edit", "4", "--add-label", "bug", "--offline",
                                             "--json", "number,title,labels", "--jq",
                                             "[.number, .title, (.labels | map(.name) | index(\"bug\") != null), .pending, .outboxEntry]"]
                                            + Self.repo)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "[4,\"Support for Linux ARM64\",true,true,1]\n")
    }

    @Test func jsonWithoutAChangeGivenIsAUsageError() async throws {
        let scenario = try FaultScenario()
        let result = try await scenario.runInTerminal(["issue", "edit", "4", "--json", "title"] + Self.repo)
        #expect(result.status == 1)
        #expect((result.stdout + result.stderr).contains("`--json` asks nothing: give the changes as flags"),
                "\(result.stdout)")
        #expect(try scenario.requests().isEmpty)
    }

    @Test func anEditWhoseAnswerWasLostIsSentOnceAndPrintsNoJSON() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(LostAnswerBinaryTests.lostAnswer(path: "^/graphql$", requestBody: "mutation IssueEdit"))
        let result = try await scenario.run(["issue", "edit", "4", "-t", "Once", "--json", "title"] + Self.repo)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(try scenario.requests().filter { $0.body.contains("mutation IssueEdit(") }.count == 1)
        #expect(try scenario.helloWorldREST(4)["title"] as? String == "Once")
    }
}
