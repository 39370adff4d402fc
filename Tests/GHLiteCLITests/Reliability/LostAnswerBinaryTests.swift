import Foundation
import Testing

/// A write GitHub applied but whose connection, kept alive from an earlier request, closed before one byte of
/// answer: it reaches GitHub once (libcurl must not send it again on a new connection), gh-lite says it may have
/// been applied, keeps the text and exits 1; the next try's own checks decide.
@Suite struct LostAnswerBinaryTests {
    static let repo = ["-R", "octocat/Hello-World"]
    static let fast = ["GH_LITE_WRITE_INTERVAL_MS": "10"]

    static func lostAnswer(method: String = "POST", path: String, requestBody: String = "") -> String {
        #"{"method": "\#(method)", "path": "\#(path)", "request_body": "\#(requestBody)", "action": "lost_answer"}"#
    }

    /// How often `text` appears in the answer to a GET as octocat.
    static func count(_ text: String, at path: String, in scenario: FaultScenario) throws -> Int {
        try scenario.simulator.body(of: path).components(separatedBy: text).count - 1
    }

    static func commentsOnIssue1(_ body: String, in scenario: FaultScenario) throws -> Int {
        try count("\"\(body)\"", at: "/repos/octocat/Hello-World/issues/1/comments?per_page=100", in: scenario)
    }

    static func issuesTitled(_ title: String, in scenario: FaultScenario) throws -> Int {
        try count("\"\(title)\"", at: "/repos/octocat/Hello-World/issues?state=all&per_page=100", in: scenario)
    }

    @Test func aCommentWhoseAnswerWasLostIsPostedOnceAndKeptAsADraft() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(Self.lostAnswer(path: "/issues/1/comments$"))
        let result = try await scenario.run(["issue", "comment", "1", "-b", "Said once"] + Self.repo)
        #expect(try Self.commentsOnIssue1("Said once", in: scenario) == 1)
        #expect(result.status == 1)
        #expect(result.stderr.contains("The comment may have been posted anyway: check "))
        #expect(result.stderr.contains("Your text is saved. To send it again: gh-lite issue comment "))
    }

    @Test func anIssueWhoseAnswerWasLostIsCreatedOnceAndKeptAsADraft() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(Self.lostAnswer(path: "/issues$"))
        let result = try await scenario.run(["issue", "create", "-t", "Made once", "-b", "Body", "-l", "bug"] + Self.repo)
        #expect(try Self.issuesTitled("Made once", in: scenario) == 1)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("could not create the issue in octocat/Hello-World: no complete answer from "))
        #expect(result.stderr.contains("The issue may have been created anyway: check "))
        #expect(result.stderr.contains("To restore: gh-lite issue create -R octocat/Hello-World --recover "))
    }

    /// One queued comment, create and close, each write's answer lost in turn: each reaches GitHub once, and the
    /// sync after finds it there instead of sending it again.
    @Test func syncSendsEachQueuedWriteOnceWhenItsAnswerIsLost() async throws {
        let scenario = try FaultScenario()
        for write in [["issue", "comment", "1", "-b", "Queued once"], ["issue", "create", "-t", "Queued create", "-b", "B"],
                      ["issue", "close", "1"]] {
            #expect(try await scenario.run(write + ["--offline"] + Self.repo).status == 0)
        }
        let steps: [(rule: String, entry: String)] = [
            (Self.lostAnswer(path: "^/graphql$", requestBody: "addComment"), "comment on #1 (entry 1)"),
            (Self.lostAnswer(path: "/issues$"), "new issue \"Queued create\" (entry 2)"),
            (Self.lostAnswer(path: "^/graphql$", requestBody: "closeIssue"), "close #1 (entry 3)"),
        ]
        var sent: [String] = []
        for step in steps {
            try scenario.fault(step.rule)
            let sync = try await scenario.run(["sync"], Self.fast)
            #expect(sync.status == 1, "\(sync.stderr)")
            #expect(sync.stderr.contains("X Could not send octocat/Hello-World: \(step.entry): no complete answer from "),
                    "\(sync.stderr)")
            #expect(sync.stderr.contains("it may have been applied, and the next `gh-lite sync` looks for it on GitHub "
                                         + "before sending it again; it stays queued"))
            sent += try scenario.requests().map(\.body)
            try scenario.simulator.clearRequests()
        }
        let last = try await scenario.run(["sync"], Self.fast)
        #expect(last.status == 0, "\(last.stderr)")
        #expect(last.stderr.contains("close #1 (entry 3) was already on GitHub"))
        sent += try scenario.requests().map(\.body)

        #expect(try Self.commentsOnIssue1("Queued once", in: scenario) == 1)
        #expect(try Self.issuesTitled("Queued create", in: scenario) == 1)
        #expect(try scenario.simulator.body(of: "/repos/octocat/Hello-World/issues/1").contains("\"state\":\"closed\""))
        #expect(sent.filter { $0.contains("closeIssue(") }.count == 1)
    }
}
