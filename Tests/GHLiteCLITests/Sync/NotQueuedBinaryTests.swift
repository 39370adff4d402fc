import Foundation
import Testing

/// Writes the outbox cannot hold, while GitHub cannot be reached: one line saying so and why (none of libcurl's
/// words), exit 1, and nothing queued.
@Suite struct NotQueuedBinaryTests {
    static let repo = ["-R", "octocat/Hello-World"]
    static let again = "; run it again once GitHub answers\n"

    func expectRefused(_ arguments: [String], _ message: String, in world: UnreachableWorld,
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try world.run(arguments + Self.repo)
        #expect(result.status == 1, "\(arguments)", sourceLocation: sourceLocation)
        #expect(result.stderr == message, "\(arguments)", sourceLocation: sourceLocation)
    }

    @Test func aDeleteATransferAndASearchsWritesSayInOneLineWhyTheyAreNotQueued() throws {
        let world = try UnreachableWorld()
        try expectRefused(["issue", "delete", "1", "--yes"],
                          "GitHub cannot be reached: a delete cannot be queued, as it cannot be undone" + Self.again, in: world)
        try expectRefused(["issue", "transfer", "1", "octocat/empty"],
                          "GitHub cannot be reached: a transfer cannot be queued, as it moves the issue to another repository"
                          + Self.again, in: world)
        for (verb, command) in [("close", ["issue", "close"]), ("reopen", ["issue", "reopen"]), ("lock", ["issue", "lock"]),
                                ("edit", ["issue", "edit", "--add-label", "bug"])] {
            try expectRefused(command + ["--search", "crash", "--yes"],
                              "GitHub cannot be reached: `--search` needs GitHub, so nothing was queued; "
                              + "name the issues by number to queue the \(verb)\n", in: world)
        }
        let status = try world.run(["sync", "--status"])
        #expect(status.status == 0 && status.stdout.isEmpty, "\(status.stdout)")
    }

    /// A lost answer is not an unreachable GitHub: the delete and the transfer are made once, and said as perhaps
    /// made, never as refused.
    @Test func aDeleteAndATransferWhoseAnswersWereLostAreMadeOnce() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(LostWriteAnswerBinaryTests.lostMutation("deleteIssue"))
        let delete = try await scenario.run(["issue", "delete", "4", "--yes"] + Self.repo)
        try scenario.fault(LostWriteAnswerBinaryTests.lostMutation("transferIssue"))
        let transfer = try await scenario.run(["issue", "transfer", "6", "octocat/empty"] + Self.repo)
        for result in [delete, transfer] {
            #expect(result.status == 1)
            #expect(result.stderr.contains("may have been made on GitHub"), "\(result.stderr)")
            #expect(!result.stderr.contains("cannot be queued"))
        }
        for mutation in ["deleteIssue(", "transferIssue("] {
            #expect(try scenario.requests().filter { $0.body.contains(mutation) }.count == 1, "\(mutation)")
        }
        let left = try scenario.simulator.body(of: "/repos/octocat/Hello-World/issues?state=all&per_page=100")
        #expect(!left.contains("\"number\":4,") && !left.contains("\"Refactor the HTTP client\""))
        let moved = try scenario.simulator.body(of: "/repos/octocat/empty/issues?state=all&per_page=100")
        #expect(moved.components(separatedBy: "\"Refactor the HTTP client\"").count == 2, "\(moved)")
    }
}
