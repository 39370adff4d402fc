import Foundation
import Testing

/// gh-lite's GraphQL queries as it really sends them, against GitHub's published schema: the simulator validates
/// every query it receives against that schema (answering a bad one as GitHub would, which fails the run) and
/// checks every answer it builds, so each command below fails if its query stops being one GitHub accepts.
@Suite struct PublishedSchemaBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    /// Every filter and field set that changes the IssueList query or its variables.
    static let listings: [[String]] = [
        ["octocat/Hello-World"],
        ["octocat/Hello-World", "-s", "closed"],
        ["octocat/Hello-World", "-s", "all", "-a", "octocat"],
        ["octocat/Hello-World", "-A", "defunkt"],
        ["octocat/Hello-World", "--mention", "monalisa"],
        ["octocat/Hello-World", "-m", "1"],
        ["octocat/Hello-World", "-m", "V1.0", "-s", "all"],
        ["octocat/Hello-World", "-s", "all", "-l", "bug"],
        ["octocat/Hello-World", "-s", "all", "-a", "none"],
        ["octocat/Hello-World", "-s", "all", "-a", "*"],
        ["octocat/Hello-World", "-s", "all", "-l", "bug", "-l", "enhancement", "--json", "number,assignees"],
        ["octocat/Hello-World", "--json", "number,title,body"],
        ["octocat/Hello-World", "-s", "all", "--json", "number,comments"],
        ["octocat/Hello-World", "-s", "all", "--json", "id,author,assignees,labels,milestone,projectCards,reactionGroups,isPinned"],
        ["octocat/big", "-s", "all", "-L", "250", "--json", "number"],
        ["octocat/Hello-World", "--pinned", "-s", "all", "--json", "number,title,body,labels,comments,isPinned"],
        ["octo-org/octo-repo", "--type", "Bug"],
        ["octo-org/octo-repo", "-s", "all", "--json", "number,issueType,parent,subIssues,subIssuesSummary,blockedBy,blocking"],
    ]

    @Test(arguments: listings) func issueListQueriesAreValidAgainstGitHubsSchema(arguments: [String]) throws {
        let schema = try simulator.publishedSchema()
        try #require(schema != nil, "the simulator found no GitHub GraphQL schema: check out shared/ beside the repository")
        let result = try GHLiteRun.run(["issues"] + arguments, environment: simulator.environment(configDirectory: home.path))
        #expect(result.stderr == "")
        #expect(result.status == 0)
        #expect(try simulator.requests().contains { $0.method == "POST" && $0.path == "/graphql" })
    }

    /// A cold list of more than one page counts the issues (all of them, and those its filters match) beside REST's
    /// first pages: an answer refused would make it read the cursors instead.
    @Test(arguments: [["-s", "all"], ["-s", "closed", "-a", "octocat", "-A", "octocat", "--mention", "octocat", "-m", "1"],
                      ["-s", "all", "-l", "bug", "-a", "none"], ["-a", "*"]])
    func issueCountQueriesAreValidAgainstGitHubsSchema(arguments: [String]) throws {
        let schema = try simulator.publishedSchema()
        try #require(schema != nil, "the simulator found no GitHub GraphQL schema: check out shared/ beside the repository")
        let result = try GHLiteRun.run(["issues", "octocat/big", "-L", "250"] + arguments,
                                       environment: simulator.environment(configDirectory: home.path))
        #expect(result.status == 0, "\(result.stderr)")
        let queries = try simulator.requests().filter { $0.path == "/graphql" }.map(\.body)
        #expect(queries.count { $0.contains("query IssueCount(") } == 1 && !queries.contains { $0.contains("query IssueList(") })
    }

    /// The mirror's query in both its forms: a full list (`sync`), then what changed since (a re-list).
    @Test func mirrorQueriesAreValidAgainstGitHubsSchema() throws {
        let schema = try simulator.publishedSchema()
        try #require(schema != nil, "the simulator found no GitHub GraphQL schema: check out shared/ beside the repository")
        let environment = simulator.environment(configDirectory: home.path)
        for arguments in [["sync", "octocat/Hello-World"], ["issues", "octocat/Hello-World", "-s", "all"]] {
            let result = try GHLiteRun.run(arguments, environment: environment)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        let queries = try simulator.requests().filter { $0.method == "POST" && $0.path == "/graphql" }
        #expect(queries.map { $0.body.contains("\"since\"") } == [false, true])
    }
    /// A first sync of more than a page reads REST's pages, and the links of the issues that have some by node ID.
    @Test func linksOfTheSyncsPagesQueryIsValidAgainstGitHubsSchema() throws {
        let schema = try simulator.publishedSchema()
        try #require(schema != nil, "the simulator found no GitHub GraphQL schema: check out shared/ beside the repository")
        let seven = try #require(try JSONSerialization.jsonObject(with: Data(simulator.send("GET", "/repos/octocat/big/issues/7").utf8))
            as? [String: Any])["id"] as? Int
        try simulator.send("POST", "/repos/octocat/big/issues/5/sub_issues", json: #"{"sub_issue_id":\#(try #require(seven))}"#)
        let result = try GHLiteRun.run(["sync", "octocat/big"], environment: simulator.environment(configDirectory: home.path))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try simulator.requests().contains { $0.path == "/graphql" && $0.body.contains("query IssueLinksBatch(") })
    }

    /// `issue view --comments`'s one query: the issue, its comments, reactions, type and links.
    @Test func issueViewQueryIsValidAgainstGitHubsSchema() throws {
        let schema = try simulator.publishedSchema()
        try #require(schema != nil, "the simulator found no GitHub GraphQL schema: check out shared/ beside the repository")
        let result = try GHLiteRun.run(["issue", "view", "1", "--comments", "-R", "octo-org/octo-repo"],
                                       environment: simulator.environment(configDirectory: home.path))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try simulator.requests().contains { $0.path == "/graphql" && $0.body.contains("query IssueView(") })
    }

    /// The type, sub-issue and dependency lookup (with an issue of another repository by URL) and every mutation
    /// `issue edit` and `issue create` send for them (the create's names looked up with their node ids, which ride in
    /// it), against the schema and its 2025 additions.
    @Test func issueLinkQueriesAndMutationsAreValidAgainstGitHubsSchema() throws {
        let schema = try simulator.publishedSchema()
        try #require(schema != nil, "the simulator found no GitHub GraphQL schema: check out shared/ beside the repository")
        let environment = simulator.environment(configDirectory: home.path)
        _ = try simulator.send("POST", "/repos/octo-org/octo-repo/milestones", json: #"{"title":"v1.0"}"#)
        let runs: [[String]] = [
            ["create", "-t", "Four", "--type", "Task", "--parent", "1", "--blocked-by", "2", "--blocking", "3",
             "-l", "bug", "-a", "@me", "-m", "v1.0"],
            ["edit", "4", "--remove-parent", "--remove-type", "--remove-blocked-by", "2", "--remove-blocking", "3"],
            ["edit", "4", "--add-blocked-by", "https://github.com/octo-org/api/issues/1", "--add-sub-issue", "2"],
            ["edit", "1", "--remove-sub-issue", "https://github.com/octo-org/octo-repo/issues/2", "--type", "Bug"],
        ]
        for arguments in runs {
            let result = try GHLiteRun.run(["issue"] + arguments + ["-R", "octo-org/octo-repo"], environment: environment)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        let bodies = try simulator.requests().filter { $0.path == "/graphql" }.map(\.body)
        for operation in ["RepositoryLookup", "IssueLinkLookup", "\"labelIds\"", "\"milestoneId\"", "CreateIssue", "AddSubIssue", "RemoveSubIssue", "AddBlockedBy", "RemoveBlockedBy",
                          "UpdateIssueIssueType", "r1: repository"] {
            #expect(bodies.contains { $0.contains(operation) }, "\(operation) was not sent")
        }
    }
}
