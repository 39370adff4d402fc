import Foundation
import Testing

/// The `gh search issues` flags beyond people, dates and counts: `--include-prs`, `--archived`, `--app`, projects and
/// teams, against the simulator (octocat/Hello-World: 60 issues and 20 pull requests; octocat/old-stuff archived).
@Suite struct SearchIssuesGhFlagsBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    func search(_ arguments: [String]) throws -> GHLiteRun {
        try GHLiteRun.run(["search", "issues"] + arguments, environment: simulator.environment(configDirectory: home.path))
    }

    /// Number and whether it is a pull request, of everything the repository's own list holds.
    func listed(_ repository: String) throws -> [Int: Bool] {
        let body = try simulator.body(of: "/repos/\(repository)/issues?state=all&per_page=100")
        let items = try #require(JSONSerialization.jsonObject(with: Data(body.utf8)) as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: items.map { ($0["number"] as? Int ?? 0, $0["pull_request"] != nil) })
    }

    /// Numbers of the repository's merged pull requests.
    func merged(_ repository: String) throws -> Set<Int> {
        let body = try simulator.body(of: "/repos/\(repository)/issues?state=all&per_page=100")
        let items = try #require(JSONSerialization.jsonObject(with: Data(body.utf8)) as? [[String: Any]])
        return Set(items.filter { ($0["pull_request"] as? [String: Any])?["merged_at"] is String }.map { $0["number"] as? Int ?? 0 })
    }

    func found(_ arguments: [String]) throws -> [Int: Bool] {
        let result = try search(arguments + ["-L", "1000", "--json", "number,isPullRequest"])
        #expect(result.status == 0, "\(result.stderr)")
        return Dictionary(uniqueKeysWithValues: try result.jsonObjects().map {
            ($0["number"] as? Int ?? 0, $0["isPullRequest"] as? Bool ?? false)
        })
    }

    @Test func includePRsFindsPullRequestsBesideIssuesAndNamesEachRowsKind() throws {
        let everything = try listed("octocat/Hello-World")
        try #require(everything.values.contains(true) && everything.values.contains(false))
        #expect(try found(["--repo", "octocat/Hello-World", "--include-prs"]) == everything)
        #expect(try found(["--repo", "octocat/Hello-World"]) == everything.filter { !$0.value })

        let piped = try search(["--repo", "octocat/Hello-World", "--include-prs", "-L", "100"])
        #expect(piped.status == 0)
        let rows = piped.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(rows.count == everything.count)
        #expect(rows.allSatisfy { $0.count == 7 && $0[1] == "octocat/Hello-World" })
        #expect(rows.allSatisfy { row in (row[0] == "pr") == everything[Int(row[2]) ?? 0] && ["pr", "issue"].contains(row[0]) })
        let query = try #require(try simulator.requests().last?.path.removingPercentEncoding)
        #expect(!query.contains("is:issue"))
        // A merged pull request's state is gh's `merged`.
        let mergedNumbers = try merged("octocat/Hello-World")
        try #require(!mergedNumbers.isEmpty)
        #expect(Set(rows.filter { $0[3] == "merged" }.map { Int($0[2]) ?? 0 }) == mergedNumbers)
    }

    @Test func archivedFindsOnlyArchivedRepositoriesIssues() throws {
        let archived = try listed("octocat/old-stuff").filter { !$0.value }
        try #require(!archived.isEmpty)
        let result = try search(["--owner", "octocat", "--archived", "-L", "1000", "--json", "repository,number"])
        #expect(result.status == 0, "\(result.stderr)")
        let repositories = try result.jsonObjects().map { ($0["repository"] as? [String: Any])?["nameWithOwner"] as? String }
        #expect(repositories.count == archived.count && repositories.allSatisfy { $0 == "octocat/old-stuff" })
    }

    @Test func appProjectAndTeamFiltersAreGitHubsQualifiers() throws {
        let issues = try found(["--repo", "octocat/Hello-World"])
        #expect(try found(["--repo", "octocat/Hello-World", "--no-project"]) == issues)
        for flags in [["--app", "dependabot"], ["--project", "octocat/1"], ["--team-mentions", "octo-org/core"]] {
            #expect(try found(["--repo", "octocat/Hello-World"] + flags).isEmpty, "\(flags)")
        }
        let paths = try simulator.requests().compactMap { $0.path.removingPercentEncoding?.replacingOccurrences(of: "+", with: " ") }
        #expect(paths.contains { $0.contains("author:app/dependabot") })
        #expect(paths.contains { $0.contains("team:octo-org/core") })
    }
}
