import Foundation
import Testing

/// `gh-lite api` beside gh 2.23's `gh api` on the same simulator: the same standard output and exit code.
@Suite(.enabled(if: installedGh != nil, "gh (GitHub CLI) is not installed"))
struct GhApiBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    @Test(arguments: [
        ["api", "/user"],
        ["api", "repos/octocat/Hello-World/issues?per_page=5&state=all"],
        ["api", "--paginate", "repos/octocat/Hello-World/labels?per_page=3"],
        ["api", "--paginate", "repos/octocat/Hello-World/labels?per_page=4", "--jq", ".[].name"],
        ["api", "graphql", "--paginate", "-f", "query=\(ApiBinaryTests.labelsQuery)"],
        ["api", "graphql", "-F", "n=2", "-f", "query=query($n: Int!) { viewer { repositories(first: $n) { nodes { name } } } }"],
        ["api", "repos/octocat/Hello-World/issues/1", "-t", "{{.number}}: {{.title}} ({{.state}}){{\"\\n\"}}"],
        ["api", "repos/octocat/nope"],
        ["api", "graphql", "-f", "query=query { nope }"],
    ])
    func printsWhatGhPrints(arguments: [String]) throws {
        let gh = try runGh(arguments)
        let lite = try GHLiteRun.run(arguments, environment: simulator.environment(configDirectory: home.path))
        #expect(lite.stdout == gh.stdout)
        #expect(lite.status == gh.status)
        #expect(!lite.stdout.isEmpty)
    }
}
