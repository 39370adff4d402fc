import Foundation
import Testing

/// `issue close -c` and `issue reopen -c` offline: one user action, one outbox entry; `sync` sends the comment then
/// the state change, each once, and a sync cut between the two sends only what is left the next time.
@Suite struct OfflineStateCommentBinaryTests {
    static let repo = ["-R", "octocat/Hello-World"]
    static let fast = ["GH_LITE_WRITE_INTERVAL_MS": "10"]

    /// The GraphQL mutations sent, by name, in order.
    static func mutations(_ scenario: FaultScenario) throws -> [String] {
        try scenario.requests().compactMap { request in
            ["addComment(", "closeIssue(", "reopenIssue("].first { request.body.contains($0) }
        }
    }

    @Test func aCloseWithACommentIsOneEntrySentAsTheCommentThenTheClose() async throws {
        let scenario = try FaultScenario()
        let queued = try await scenario.run(["issue", "close", "1", "--offline", "-c", "Fixed in 1.2"] + Self.repo)
        #expect(queued.status == 0)
        #expect(queued.stderr == "✓ Close #1 with a comment queued (entry 1); send it with gh-lite sync\n")
        let status = try await scenario.run(["sync", "--status"])
        #expect(status.stdout.split(separator: "\n").map { $0.split(separator: "\t").dropFirst(2).first } == ["close #1 with a comment"])

        let sync = try await scenario.run(["sync"], Self.fast)
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(sync.stderr.contains("✓ Sent octocat/Hello-World: close #1 with a comment (entry 1)"))
        #expect(try Self.mutations(scenario) == ["addComment(", "closeIssue("])
        #expect(try scenario.simulator.comments(on: 1, saying: "Fixed in 1.2") == 1)
        #expect(try scenario.helloWorldREST(1)["state"] as? String == "closed")
        #expect(try await scenario.run(["sync", "--status"]).stderr == "Nothing queued: the outbox is empty\n")
    }

    @Test func aSyncCutAfterTheCommentSendsOnlyTheCloseNextTime() async throws {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(["issue", "close", "1", "--offline", "-c", "Duplicate of the crash"] + Self.repo).status == 0)
        let queued = try await scenario.run(["sync", "--status"])
        #expect(queued.stdout.split(separator: "\n").count == 1, "one entry: \(queued.stdout)")
        // A proxy answers 502 before the close reaches GitHub; the comment went through.
        try scenario.fault(#"{"method": "POST", "path": "^/graphql$", "request_body": "closeIssue\\(", "status": 502}"#)
        let cut = try await scenario.run(["sync"], Self.fast)
        #expect(cut.status == 1)
        #expect(try scenario.simulator.comments(on: 1, saying: "Duplicate of the crash") == 1)
        #expect(try scenario.helloWorldREST(1)["state"] as? String == "open")
        let left = try await scenario.run(["sync", "--status"])
        #expect(left.stdout.split(separator: "\t").dropFirst(2).first == "close #1", "only the close is left: \(left.stdout)")

        try scenario.simulator.clearRequests()
        let again = try await scenario.run(["sync"], Self.fast)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try Self.mutations(scenario) == ["closeIssue("])
        #expect(try scenario.simulator.comments(on: 1, saying: "Duplicate of the crash") == 1)
        #expect(try scenario.helloWorldREST(1)["state"] as? String == "closed")
    }

    @Test func aReopenWithACommentOfAnIssueReopenedMeanwhileIsAConflictAndSendsNeither() async throws {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(["issue", "close", "1"] + Self.repo).status == 0)
        #expect(try await scenario.run(["issue", "reopen", "1", "--offline", "-c", "Back again"] + Self.repo).status == 0)
        #expect(try await scenario.run(["issue", "reopen", "1"] + Self.repo).status == 0) // someone else, first
        try scenario.simulator.clearRequests()

        let sync = try await scenario.run(["sync"], Self.fast)
        #expect(sync.status == 1)
        #expect(sync.stderr.contains("! Conflict, kept octocat/Hello-World: reopen #1 with a comment (entry 1): "
                                     + "#1 is already open on GitHub"), "\(sync.stderr)")
        #expect(try Self.mutations(scenario).isEmpty)
        #expect(try scenario.simulator.comments(on: 1, saying: "Back again") == 0)
        let discard = try await scenario.run(["sync", "--discard", "1"])
        #expect(discard.stdout == "Back again\n", "the comment's text is not lost")
    }
}
