import Foundation
import Testing

/// gh's command shapes and gh-lite's own names are the same commands: the built binary, against the simulator,
/// prints the same for both (reads only, so each spelling sees the same data).
@Suite struct GhSpellingsBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    func run(_ arguments: [String]) throws -> GHLiteRun {
        try GHLiteRun.run(arguments, environment: simulator.environment(configDirectory: home.path))
    }

    func expectSame(_ old: [String], _ new: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try run(old), after = try run(new)
        #expect(before.status == 0, "\(old): \(before.stderr)", sourceLocation: sourceLocation)
        #expect(!before.stdout.isEmpty, "\(old) printed nothing", sourceLocation: sourceLocation)
        #expect(after.status == before.status && after.stdout == before.stdout && after.stderr == before.stderr,
                "\(new) differs from \(old)", sourceLocation: sourceLocation)
    }

    @Test func listViewAndRepositoriesPrintTheSameUnderEitherName() throws {
        try expectSame(["issues", "octocat/Hello-World", "-s", "all", "-L", "40"],
                       ["issue", "list", "-R", "octocat/Hello-World", "-s", "all", "-L", "40"])
        try expectSame(["issues", "octocat/Hello-World", "-l", "bug", "--json", "number,title,labels"],
                       ["issue", "ls", "-R", "octocat/Hello-World", "-l", "bug", "--json", "number,title,labels"])
        try expectSame(["issues", "octocat/Hello-World", "1", "--comments"],
                       ["issue", "view", "1", "-R", "octocat/Hello-World", "--comments"])
        try expectSame(["repos", "octo-org", "-L", "50"], ["repo", "list", "octo-org", "-L", "50"])
    }

    @Test func authTokenDashHIsTheHostnameNotHelp() throws {
        let result = try run(["auth", "token", "-h", "github.com"])
        // GH_TOKEN is set for these runs, so that is the token for any host, as gh's `auth token` prints it.
        #expect(result.status == 0 && result.stdout == Simulator.octocatToken + "\n", "\(result.stderr)")
        #expect(!result.stdout.contains("USAGE"))
    }
}
