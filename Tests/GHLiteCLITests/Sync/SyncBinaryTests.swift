import Foundation
import Testing

/// The outbox through the built binary: writes queued offline or while GitHub cannot be reached, then sent by
/// `gh-lite sync` exactly once, whatever happened to an earlier answer or however many syncs run at once.
@Suite struct SyncBinaryTests {
    static let repo = ["-R", "octocat/Hello-World"]
    static let fast = ["GH_LITE_WRITE_INTERVAL_MS": "10"]

    /// How many requests carried `text` in their body (a mutation's name, an issue's title).
    static func count(_ text: String, in requests: [Simulator.RecordedRequest]) -> Int {
        requests.filter { $0.body.contains(text) }.count
    }

    @Test func writesMadeWhileGitHubIsDownWaitAndAreSentBySyncOnceItIsUp() async throws {
        let home = try TemporaryDirectory()
        var down: Simulator? = try Simulator()
        let environment = down!.environment(configDirectory: home.path).merging(Self.fast) { $1 }
        let port = down!.port
        down = nil // Stopped: its port now refuses connections, so nothing can have been sent.
        // A short budget for the retries of a connection that never opens.
        let offline = environment.merging(["GH_LITE_TIMEOUT": "1"]) { $1 }

        let create = try GHLiteRun.run(["issue", "create", "-t", "Written on a train", "-b", "No signal"] + Self.repo,
                                       environment: offline)
        #expect(create.status == 0)
        #expect(create.stdout == "")
        #expect(create.stderr == "! GitHub cannot be reached: new issue \"Written on a train\" queued (entry 1); "
                                 + "send it with gh-lite sync\n")
        let comment = try GHLiteRun.run(["issue", "comment", "1", "-b", "Still no signal"] + Self.repo, environment: offline)
        #expect(comment.status == 0)
        #expect(comment.stderr == "! GitHub cannot be reached: comment on #1 queued (entry 2); send it with gh-lite sync\n")
        let outbox = home.path + "/.local/state/gh-lite/outbox"
        let attributes = try FileManager.default.attributesOfItem(atPath: outbox)
        #expect((attributes[.posixPermissions] as? Int) == 0o700)

        let up = try Simulator(arguments: ["--port", port])
        let sync = try GHLiteRun.run(["sync"], environment: environment)
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(sync.stderr.contains("✓ Sent octocat/Hello-World: new issue \"Written on a train\" (entry 1)"))
        #expect(sync.stderr.contains("✓ Sent octocat/Hello-World: comment on #1 (entry 2)"))
        let requests = try up.requests()
        #expect(requests.filter { $0.method == "POST" && $0.path == "/repos/octocat/Hello-World/issues" }.count == 1)
        #expect(Self.count("addComment(", in: requests) == 1)
        let status = try GHLiteRun.run(["sync", "--status"], environment: environment)
        #expect(status.status == 0)
        #expect(status.stderr == "Nothing queued: the outbox is empty\n")
    }

    @Test func aCreateWhoseAnswerWasLostIsSentOnlyOnce() async throws {
        let scenario = try FaultScenario()
        let queued = try await scenario.run(["issue", "create", "--offline", "-t", "Exactly once", "-b", "Body"] + Self.repo)
        #expect(queued.status == 0)
        #expect(try scenario.sent().isEmpty, "--offline sends nothing")
        // GitHub makes the issue, then the connection drops before its answer arrives.
        try scenario.fault(#"{"method": "POST", "path": "/issues$", "action": "reset"}"#)
        let first = try await scenario.run(["sync"], Self.fast)
        #expect(first.status == 1)
        #expect(first.stderr.contains("X Could not send octocat/Hello-World: new issue \"Exactly once\" (entry 1): "))
        let pending = try await scenario.run(["sync", "--status"])
        #expect(pending.stdout.contains("new issue \"Exactly once\""))
        #expect(pending.stdout.split(separator: "\t").dropFirst(4).first == "1", "one attempt: \(pending.stdout)")

        let second = try await scenario.run(["sync"], Self.fast)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("new issue \"Exactly once\" (entry 1) was already on GitHub"))
        let requests = try scenario.requests()
        #expect(requests.filter { $0.method == "POST" && $0.path.hasSuffix("/issues") }.count == 1)
        let issues = try scenario.simulator.body(of: "/repos/octocat/Hello-World/issues?state=all&per_page=100")
        #expect(issues.components(separatedBy: "\"Exactly once\"").count - 1 == 1)
        try scenario.expectNoTokenLeak([queued, first, pending, second])
    }

    @Test func anIssueClosedOnGitHubMeanwhileIsAConflictThatIsReportedAndKept() async throws {
        let scenario = try FaultScenario()
        _ = try await scenario.run(["issue", "close", "1", "--offline"] + Self.repo)
        let elsewhere = try await scenario.run(["issue", "close", "1"] + Self.repo) // someone else, before the sync
        #expect(elsewhere.status == 0)
        try scenario.simulator.clearRequests()

        let sync = try await scenario.run(["sync"], Self.fast)
        #expect(sync.status == 1)
        #expect(sync.stderr.contains("! Conflict, kept octocat/Hello-World: close #1 (entry 1): #1 is already closed on "
                                     + "GitHub; drop the entry with `gh-lite sync --discard 1`"))
        #expect(sync.stderr.hasSuffix("1 write still queued: see `gh-lite sync --status`\n"))
        #expect(Self.count("closeIssue(", in: try scenario.requests()) == 0)
        let status = try await scenario.run(["sync", "--status"])
        #expect(status.stdout.hasPrefix("1\toctocat/Hello-World\tclose #1\t"))
        #expect(status.stdout.hasSuffix("\t0\t#1 is already closed on GitHub; drop the entry with `gh-lite sync --discard 1`\n"))

        let discard = try await scenario.run(["sync", "--discard", "1"])
        #expect(discard.status == 0)
        #expect(discard.stderr == "Discarded outbox entry 1: close #1 in octocat/Hello-World\n")
        #expect(try await scenario.run(["sync"]).status == 0)
    }

    @Test func twoSyncsAtOnceSendEachEntryOnce() async throws {
        let scenario = try FaultScenario()
        for text in ["one", "two", "three"] {
            #expect(try await scenario.run(["issue", "comment", "1", "--offline", "-b", "Comment \(text)"] + Self.repo).status == 0)
        }
        // The first look-up is slow, so both syncs are under way at once.
        try scenario.fault(#"{"method": "POST", "path": "/graphql", "delay_ms": 300}"#)
        let environment = scenario.environment(Self.fast)
        async let first = FaultScenario.onOwnThread { try GHLiteRun.run(["sync"], environment: environment) }
        async let second = FaultScenario.onOwnThread { try GHLiteRun.run(["sync"], environment: environment) }
        let runs = try await [first, second]
        #expect(runs.map(\.status) == [0, 0], "\(runs.map(\.stderr))")
        #expect(Self.count("addComment(", in: try scenario.requests()) == 3)
        #expect(try await scenario.run(["sync", "--status"]).stderr == "Nothing queued: the outbox is empty\n")
    }

    @Test func statusListsWhatIsPendingOneLineEachAndSendsNothing() async throws {
        let scenario = try FaultScenario()
        let empty = try await scenario.run(["sync", "--status"])
        #expect(empty.status == 0)
        #expect(empty.stderr == "Nothing queued: the outbox is empty\n")
        _ = try await scenario.run(["issue", "create", "--offline", "-t", "Plan", "-l", "bug"] + Self.repo)
        _ = try await scenario.run(["issue", "reopen", "2", "--offline", "-c", "Back"] + Self.repo)
        _ = try await scenario.run(["issue", "close", "3", "--offline", "-R", "octocat/Spoon-Knife"])

        let status = try await scenario.run(["sync", "--status"])
        #expect(status.status == 0)
        let lines = status.stdout.split(separator: "\n").map { $0.split(separator: "\t").prefix(3).joined(separator: " ") }
        #expect(lines == ["1 octocat/Hello-World new issue \"Plan\"", "2 octocat/Hello-World reopen #2 with a comment",
                          "3 octocat/Spoon-Knife close #3"])
        let oneRepository = try await scenario.run(["sync", "--status", "octocat/Spoon-Knife"])
        #expect(oneRepository.stdout.split(separator: "\n").count == 1)
        #expect(try scenario.sent().isEmpty)
    }

    @Test func offlineRefusesWhatNeedsGitHubBeforeQueueingAnything() async throws {
        let scenario = try FaultScenario()
        let search = try await scenario.run(["issue", "close", "--offline", "-S", "label:stale"] + Self.repo)
        #expect(search.status == 1)
        #expect(search.stderr.hasPrefix("`--search` needs GitHub: name the issues by number with `--offline`"))
        let noTitle = try await scenario.run(["issue", "create", "--offline", "-b", "Body"] + Self.repo)
        #expect(noTitle.status == 1)
        #expect(noTitle.stderr.hasPrefix("`--offline` needs the title: give --title, or write it in the editor with --editor"))
        #expect(try await scenario.run(["sync", "--status"]).stderr == "Nothing queued: the outbox is empty\n")
        #expect(try scenario.sent().isEmpty)
    }

    @Test func aQueuedCommentThatNeverArrivedIsSentThoughAnOlderCommentHasItsText() async throws {
        let scenario = try FaultScenario()
        try scenario.simulator.send("POST", "/repos/octocat/Hello-World/issues/1/comments",
                                    json: #"{"body": "+1, same here"}"#)
        #expect(try await scenario.run(["issue", "comment", "1", "--offline", "-b", "+1, same here"] + Self.repo).status == 0)
        // A proxy answers 502 before the comment reaches GitHub.
        try scenario.fault(#"{"method": "POST", "path": "^/graphql$", "request_body": "addComment\\(", "status": 502}"#)
        let cut = try await scenario.run(["sync"], Self.fast)
        #expect(cut.status == 1)
        #expect(try scenario.simulator.comments(on: 1, saying: "+1, same here") == 1)

        let again = try await scenario.run(["sync"], Self.fast)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stderr.contains("✓ Sent octocat/Hello-World: comment on #1 (entry 1)"))
        #expect(try scenario.simulator.comments(on: 1, saying: "+1, same here") == 2)
        #expect(try await scenario.run(["sync", "--status"]).stderr == "Nothing queued: the outbox is empty\n")
    }

    @Test func aQueuedCommentIsSentThoughDeletingTheNewestCommentLeftAnOlderOneOfItsTextNewest() async throws {
        let scenario = try FaultScenario()
        for text in ["Same words", "Other words"] {
            try scenario.simulator.send("POST", "/repos/octocat/Hello-World/issues/1/comments", json: #"{"body": "\#(text)"}"#)
        }
        #expect(try await scenario.run(["issue", "comment", "1", "--offline", "-b", "Same words"] + Self.repo).status == 0)
        try scenario.fault(#"{"method": "POST", "path": "^/graphql$", "request_body": "addComment\\(", "status": 502}"#)
        #expect(try await scenario.run(["sync"], Self.fast).status == 1)
        // "Other words" was the newest when the attempt was recorded; once it is gone, the older "Same words" is
        // the viewer's newest comment again, and must not pass for the queued one.
        #expect(try await scenario.run(["issue", "comment", "1", "--delete-last", "--yes"] + Self.repo).status == 0)

        let again = try await scenario.run(["sync"], Self.fast)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stderr.contains("✓ Sent octocat/Hello-World: comment on #1 (entry 1)"), "\(again.stderr)")
        #expect(try scenario.simulator.comments(on: 1, saying: "Same words") == 2)
    }

    @Test func discardDuringASyncSendingThatEntryWaitsAndNeverClaimsToHaveDroppedIt() async throws {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(["issue", "comment", "1", "--offline", "-b", "On its way"] + Self.repo).status == 0)
        // The comment takes three seconds to arrive: the discard below starts while it is being sent.
        try scenario.fault(#"{"method": "POST", "path": "^/graphql$", "request_body": "addComment\\(", "delay_ms": 3000}"#)
        let environment = scenario.environment(Self.fast)
        let sync = StartedRun { try GHLiteRun.run(["sync"], environment: environment) }
        try scenario.simulator.waitForRequest(containing: "addComment(")
        let discard = try await scenario.run(["sync", "--discard", "1"])
        let sent = try sync.value()
        #expect(sent.status == 0, "\(sent.stderr)")
        #expect(discard.status == 1)
        #expect(discard.stderr == "outbox entry 1 (comment on #1 in octocat/Hello-World) was sent meanwhile by a "
                                  + "`gh-lite sync` running beside: it is on GitHub, not discarded\n", "\(discard.stderr)")
        #expect(try scenario.simulator.comments(on: 1, saying: "On its way") == 1)
    }

    @Test func anOutboxWithTwoEntriesSharingANumberIsRefusedAndNothingIsDropped() async throws {
        let scenario = try FaultScenario()
        for text in ["First words", "Second words"] {
            #expect(try await scenario.run(["issue", "comment", "1", "--offline", "-b", text] + Self.repo).status == 0)
        }
        let file = try Self.outboxFile(of: scenario)
        let edited = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "\"id\" : 2", with: "\"id\" : 1")
        try edited.write(toFile: file, atomically: true, encoding: .utf8)

        let sync = try await scenario.run(["sync"], Self.fast)
        #expect(sync.status == 1)
        #expect(sync.stderr.hasPrefix("the outbox \(file) holds two entries numbered 1 (edited by hand?): "
                                      + "give one of them an unused number, then try again"), "\(sync.stderr)")
        #expect(Self.count("addComment(", in: try scenario.requests()) == 0)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == edited)
    }

    @Test func anOutboxWhoseNextNumberIsTheLargestIntegerRefusesToQueueAndKeepsItsEntries() async throws {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(["issue", "comment", "1", "--offline", "-b", "Kept"] + Self.repo).status == 0)
        let file = try Self.outboxFile(of: scenario)
        let edited = try String(contentsOfFile: file, encoding: .utf8)
            .replacingOccurrences(of: "\"nextID\" : 2", with: "\"nextID\" : \(Int.max)")
        try edited.write(toFile: file, atomically: true, encoding: .utf8)

        let queue = try await scenario.run(["issue", "comment", "1", "--offline", "-b", "One more"] + Self.repo)
        #expect(queue.status == 1)
        #expect(queue.stderr.contains("has used every entry number"), "\(queue.stderr)")
        let status = try await scenario.run(["sync", "--status"])
        #expect(status.stdout.hasPrefix("1\toctocat/Hello-World\tcomment on #1\t"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == edited)
    }

    /// The account's outbox file, once something was queued.
    static func outboxFile(of scenario: FaultScenario) throws -> String {
        let files = try scenario.files(under: scenario.home.path + "/.local/state/gh-lite/outbox")
        return try #require(files.first { $0.hasSuffix("/outbox.json") })
    }
}
