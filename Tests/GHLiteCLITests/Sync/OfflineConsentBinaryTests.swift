import Foundation
import Testing

/// A write to several issues queued offline asks first as it does online: on a terminal it lists them and asks,
/// elsewhere it needs `--yes`; saying no, or no `--yes`, queues nothing.
@Suite struct OfflineConsentBinaryTests {
    static let repo = ["-R", "octocat/Hello-World"]

    @Test func severalIssuesWithoutATerminalNeedYesAndNothingIsQueuedWithout() async throws {
        let scenario = try FaultScenario()
        let refused = try await scenario.run(["issue", "close", "1", "2", "--offline"] + Self.repo)
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("refusing to close 2 issues without confirmation: pass --yes to close them"),
                "\(refused.stderr)")
        let lock = try await scenario.run(["issue", "lock", "1", "2", "--offline"] + Self.repo)
        #expect(lock.status == 1)
        #expect(try await scenario.run(["sync", "--status"]).stderr == "Nothing queued: the outbox is empty\n")

        let agreed = try await scenario.run(["issue", "close", "1", "2", "--offline", "--yes"] + Self.repo)
        #expect(agreed.status == 0, "\(agreed.stderr)")
        #expect(try await scenario.run(["sync", "--status"]).stdout.split(separator: "\n").count == 2)
        #expect(try scenario.sent().isEmpty)
    }

    @Test func onATerminalTheIssuesAreListedAndNoQueuesNothing() async throws {
        let scenario = try FaultScenario()
        let session = try TerminalSession(["issue", "edit", "1", "2", "--offline", "--add-label", "bug"] + Self.repo,
                                          environment: scenario.environment(["NO_COLOR": "1"]))
        try session.waitFor("#1, #2 in octocat/Hello-World will wait in the outbox for `gh-lite sync`")
        try session.waitFor("? Edit 2 issues? (y/N) ")
        session.type("n\n")
        #expect(try session.exitStatus() == 2)
        #expect(try await scenario.run(["sync", "--status"]).stderr == "Nothing queued: the outbox is empty\n")

        let again = try TerminalSession(["issue", "edit", "1", "2", "--offline", "--add-label", "bug"] + Self.repo,
                                        environment: scenario.environment(["NO_COLOR": "1"]))
        try again.waitFor("? Edit 2 issues? (y/N) ")
        again.type("y\n")
        try again.waitFor("Edit #2 queued (entry 2); send it with gh-lite sync")
        #expect(try again.exitStatus() == 0)
        #expect(try scenario.sent().isEmpty)
    }
}
