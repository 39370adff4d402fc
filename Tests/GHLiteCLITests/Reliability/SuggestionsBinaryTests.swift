import Foundation
import Testing

/// A word that is not a command or a flag gets a "Did you mean this?" naming the one meant, before any request.
@Suite struct SuggestionsBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    func run(_ arguments: [String]) throws -> GHLiteRun {
        try GHLiteRun.run(arguments, environment: simulator.environment(configDirectory: home.path))
    }

    @Test func statusPointsToTheStatusCommandsThatExist() throws {
        let result = try run(["status"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("unknown command \"status\" for \"gh-lite\"\n\nDid you mean this?\n"
                                        + "\tauth status\n\tissue status\n\n"), "\(result.stderr)")
        #expect(try simulator.requests().isEmpty)
    }

    @Test func aMistypedFlagGetsTheFlagMeant() throws {
        for command in [["issue", "list"], ["issue", "create"]] {
            let result = try run(command + ["-R", "octocat/Hello-World", "--lable", "bug"])
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("unknown flag: --lable\n\nDid you mean this?\n\t--label\n\n"), "\(result.stderr)")
        }
        #expect(try simulator.requests().isEmpty)
    }
}
