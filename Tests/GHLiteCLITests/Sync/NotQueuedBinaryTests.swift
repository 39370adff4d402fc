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
}
