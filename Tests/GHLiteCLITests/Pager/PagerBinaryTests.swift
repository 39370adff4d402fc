import Foundation
import Testing

/// The built binary on a pseudo-terminal with `GH_PAGER` set, against the GitHub simulator: a real pager process
/// reads the output, and one that quits early ends nothing but the paging.
@Suite struct PagerBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    func runInTerminal(_ arguments: [String], pager: String?) throws -> GHLiteRun {
        var environment = simulator.environment(configDirectory: home.path)
        environment["GH_PAGER"] = pager
        return try GHLiteRun.runInTerminal(arguments, environment: environment)
    }

    @Test func everyLineOfAnIssueGoesThroughThePagerInColour() throws {
        let paged = try runInTerminal(["issues", "octocat/Hello-World", "1"], pager: "sed s/^/PAGED:/")
        let direct = try runInTerminal(["issues", "octocat/Hello-World", "1"], pager: nil)
        #expect(paged.status == 0)
        let lines = paged.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count > 5)
        #expect(lines.allSatisfy { $0.hasPrefix("PAGED:") })
        #expect(paged.stdout.contains("PAGED:\u{1B}[1mFound a bug\u{1B}[0m"))
        #expect(lines.map { $0.dropFirst("PAGED:".count) + "\n" }.joined() == direct.stdout)
    }

    /// `true` exits before reading; `head -n 1` after one line. The 70 kB list fills the pipe, so gh-lite's
    /// writes do meet the closed pipe.
    @Test(arguments: [["issues", "octocat/Hello-World", "1", "--comments"], ["issues", "octocat/big", "-L", "1000"]],
          ["true", "head -n 1"])
    func aPagerThatQuitsEarlyIsNoError(arguments: [String], pager: String) throws {
        let result = try runInTerminal(arguments, pager: pager)
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").count <= 1)
        #expect(!result.stdout.lowercased().contains("error"))
    }

    @Test func aPagerThatCannotStartIsReportedAndTheOutputShownDirectly() throws {
        let result = try runInTerminal(["repos", "-L", "2"], pager: "no-such-pager --flag")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(
            "error starting pager: could not start no-such-pager: No such file or directory (check GH_PAGER and PAGER)\n"))
        #expect(result.stdout.contains("octocat/Hello-World"))
    }

    @Test func thePagerGetsGhsLessAndLvSettingsButNotPager() throws {
        var environment = simulator.environment(configDirectory: home.path)
        environment["PAGER"] = "env"
        let result = try GHLiteRun.runInTerminal(["repos", "-L", "1"], environment: environment)
        let variables = result.stdout.split(separator: "\n").filter { $0.hasPrefix("LESS=") || $0.hasPrefix("LV=") || $0.hasPrefix("PAGER=") }
        #expect(variables.sorted() == ["LESS=FRX", "LV=-c"])
    }
}
