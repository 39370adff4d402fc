import Foundation
import Testing

/// `issue list --pinned`: the repository's pinned issues (GraphQL `repository.pinnedIssues`), as GitHub holds them,
/// piped, on a terminal and as `--json`; the mirror does not keep pins, so offline it says so.
@Suite struct PinnedIssuesBinaryTests {
    static let repo = ["-R", "octocat/Hello-World"]

    /// Issues 2 and 4 pinned, in that order.
    static func pinned() async throws -> FaultScenario {
        let scenario = try FaultScenario()
        for number in ["2", "4"] {
            #expect(try await scenario.run(["issue", "pin", number] + repo).status == 0)
        }
        try scenario.simulator.clearRequests()
        return scenario
    }

    @Test func listsThePinnedIssuesAsGitHubHoldsThemPipedOnATerminalAndAsJSON() async throws {
        let scenario = try await Self.pinned()
        let piped = try await scenario.run(["issue", "list", "--pinned"] + Self.repo)
        #expect(piped.status == 0, "\(piped.stderr)")
        let numbers = piped.stdout.split(separator: "\n").compactMap { Int($0.split(separator: "\t")[0]) }
        #expect(numbers == (try scenario.simulator.pinnedIssues()))
        #expect(numbers == [2, 4])

        let terminal = try await scenario.runInTerminal(["issue", "list", "--pinned"] + Self.repo)
        #expect(terminal.status == 0)
        #expect(terminal.stdout.contains("Showing 2 of 2 issues in octocat/Hello-World that match your search"),
                "\(terminal.stdout)")

        let json = try await scenario.run(["issue", "list", "--pinned", "--json", "number,isPinned"] + Self.repo)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["number"] as? Int } == [2, 4])
        #expect(objects.allSatisfy { $0["isPinned"] as? Bool == true })
    }

    @Test func anUnpinnedIssueLeavesTheList() async throws {
        let scenario = try await Self.pinned()
        #expect(try await scenario.run(["issue", "unpin", "2"] + Self.repo).status == 0)
        let piped = try await scenario.run(["issue", "list", "--pinned"] + Self.repo)
        #expect(piped.stdout.split(separator: "\n").map { $0.split(separator: "\t")[0] } == ["4"])
    }

    @Test func offlineItSaysTheMirrorKeepsNoPinsAndOtherFiltersAreRefused() async throws {
        let scenario = try await Self.pinned()
        #expect(try await scenario.run(["sync", "octocat/Hello-World"]).status == 0)
        let offline = try await scenario.run(["issue", "list", "--pinned", "--offline"] + Self.repo)
        #expect(offline.status == 1)
        #expect(offline.stderr == "the local mirror does not keep which issues are pinned: list them without `--offline`\n")
        let labelled = try await scenario.run(["issue", "list", "--pinned", "-l", "bug"] + Self.repo)
        #expect(labelled.status != 0)
        #expect(labelled.stderr.hasPrefix("`--pinned` lists every pinned issue: only `--state` narrows it"))
    }
}
