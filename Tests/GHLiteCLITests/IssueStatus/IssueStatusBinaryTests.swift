import Foundation
import GHLiteCore
import Testing

/// `issue status` through the built binary against the simulator, signed in as octocat. In the seeded
/// octocat/Hello-World, 11 open issues are assigned to octocat, one (#1) mentions octocat and 16 were opened by
/// octocat; octocat/empty has none, octocat/no-issues has issues disabled.
@Suite struct IssueStatusBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    func run(_ arguments: [String], repo: String = "octocat/Hello-World") throws -> GHLiteRun {
        try GHLiteRun.run(["issue", "status", "-R", repo] + arguments,
                          environment: simulator.environment(configDirectory: home.path))
    }

    func graphQLRequests() throws -> [Simulator.RecordedRequest] {
        try simulator.requests().filter { $0.path.hasSuffix("/graphql") }
    }

    @Test func pipedShowsTheThreeListsWithGhsHeadingsAndWhatIsLeftOut() throws {
        let result = try run([])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.hasPrefix("""

            Relevant issues in octocat/Hello-World

            Issues assigned to you
              66\tOPEN\tDocument the configuration file (66)\tdocumentation\t2024-08-29T10:31:30Z

            """))
        #expect(result.stdout.contains("""
              1\tOPEN\tFound a bug\tbug, priority: high\t2024-02-04T09:37:05Z
              And 1 more: gh-lite issue list -R octocat/Hello-World --assignee @me

            Issues mentioning you
              1\tOPEN\tFound a bug\tbug, priority: high\t2024-02-04T09:37:05Z

            Issues opened by you
              74\tOPEN\tBroken link in docs (74)\tdocumentation\t2024-09-30T13:21:06Z

            """))
        #expect(result.stdout.hasSuffix("  And 6 more: gh-lite issue list -R octocat/Hello-World --author @me\n\n"))
        let queries = try graphQLRequests()
        try #require(queries.count == 1)
        #expect(queries[0].body.contains("assigned: issues("))
        // The command named shows them: the 16 issues opened by octocat, all at once.
        let more = try GHLiteRun.run(["issue", "list", "-R", "octocat/Hello-World", "--author", "@me"],
                                     environment: simulator.environment(configDirectory: home.path))
        #expect(more.status == 0, "\(more.stderr)")
        #expect(more.stdout.split(separator: "\n").count == 16)
    }

    @Test func aClosedIssueLeavesTheListsAndEmptyListsSaySo() throws {
        let closed = try GHLiteRun.run(["issue", "close", "1", "-R", "octocat/Hello-World"],
                                       environment: simulator.environment(configDirectory: home.path))
        try #require(closed.status == 0)
        let result = try run([])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Issues mentioning you\n  There are no issues mentioning you\n\n"))
        #expect(!result.stdout.contains("\t1\t") && !result.stdout.contains("  1\t"))

        let empty = try run([], repo: "octocat/empty")
        #expect(empty.stdout == """

            Relevant issues in octocat/empty

            Issues assigned to you
              There are no issues assigned to you

            Issues mentioning you
              There are no issues mentioning you

            Issues opened by you
              There are no issues opened by you


            """)
    }

    @Test func aTerminalGetsBoldHeadingsColouredNumbersAndGrayNotes() throws {
        let result = try GHLiteRun.runInTerminal(["issue", "status", "-R", "octocat/Hello-World"],
                                                 environment: simulator.environment(configDirectory: home.path))
        #expect(result.status == 0)
        #expect(result.stdout.contains("\nRelevant issues in octocat/Hello-World\n\n\u{1B}[1mIssues assigned to you\u{1B}[0m\n"))
        #expect(result.stdout.contains("\u{1B}[32m  #66\u{1B}[0m  Document the configuration file (66)"))
        #expect(result.stdout.contains("\u{1B}[90m  And 1 more: gh-lite issue list -R octocat/Hello-World --assignee @me\u{1B}[0m\n"))
        #expect(result.stdout.contains("\u{1B}[1mIssues mentioning you\u{1B}[0m\n\u{1B}[32m  #1\u{1B}[0m  Found a bug"))
        #expect(result.stdout.contains(" ago"))

        let empty = try GHLiteRun.runInTerminal(["issue", "status", "-R", "octocat/empty"],
                                                environment: simulator.environment(configDirectory: home.path))
        #expect(empty.stdout.contains("\u{1B}[90m  There are no issues opened by you\u{1B}[0m\n"))
    }

    @Test func jsonHasGhsThreeKeysWithTheFieldsAskedFor() throws {
        let result = try run(["--json", "number,title,assignees"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\n  "))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["assigned", "mentioned", "createdBy"])
        let assigned = try #require(object["assigned"] as? [[String: Any]])
        #expect(assigned.count == 10)
        #expect(assigned.allSatisfy { Set($0.keys) == ["number", "title", "assignees"] })
        #expect(assigned.allSatisfy { ($0["assignees"] as? [[String: Any]])?.contains { $0["login"] as? String == "octocat" } == true })
        let mentioned = try #require(object["mentioned"] as? [[String: Any]])
        #expect(mentioned.map { $0["number"] as? Int } == [1])
        #expect((object["createdBy"] as? [Any])?.count == 10)
        #expect(try graphQLRequests().first?.body.contains(" body ") == false)
    }

    /// The simulator checks each query and its own answer against GitHub's published schema.
    @Test(arguments: [[], ["--json", "number,body,comments,labels,milestone"]])
    func theQueryIsValidAgainstGitHubsSchema(arguments: [String]) throws {
        try #require(try simulator.publishedSchema() != nil, "the simulator found no GitHub GraphQL schema")
        let result = try run(arguments)
        #expect(result.stderr == "")
        #expect(result.status == 0)
        #expect(try graphQLRequests().count == 1)
    }

    @Test func aRepositoryWithoutIssuesOrAccessIsOneLineAndExitOne() throws {
        let disabled = try run([], repo: "octocat/no-issues")
        #expect(disabled.status == 1)
        #expect(disabled.stdout == "")
        #expect(disabled.stderr == "the 'octocat/no-issues' repository has disabled issues\n")
        let missing = try run([], repo: "octocat/nope")
        #expect(missing.status == 1)
        #expect(missing.stderr == "repository octocat/nope not found (or you have no access)\n")
    }
}
