import Foundation
import GHLiteCore
import Testing

/// `issue close` and `issue reopen` as a script sees them: the built binary against the simulator, whose
/// octocat/Hello-World has open issues #2 "Broken link in docs", #4 "Support for Linux ARM64", #6 "Refactor the
/// HTTP client" and closed #5 "Upgrade dependencies" (#3 is a pull request; there is no #99). Every result is
/// read back through a separate request: GitHub's REST API, or `gh-lite issue view`.
@Suite struct IssueStateBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    /// The write interval the spacing checks ask for: a bulk run stays quick and still measurably spaced.
    static let writeInterval = 0.05

    /// The GraphQL operations gh-lite sent, by name, in order.
    func operations() throws -> [String] {
        try simulator.requests().map { request in
            guard request.path == "/graphql" else { return request.method + " " + request.path }
            let names = ["IssueTarget", "ViewerComments", "CommentCreate", "CommentAndClose", "CommentAndReopen",
                         "IssueClose", "IssueReopen"]
            return names.first { request.body.contains($0 + "(") } ?? "unknown GraphQL"
        }
    }

    @Test func closeOneIssueAsNotPlannedWithAComment() throws {
        let result = try helloWorldIssue(["close", "2", "--reason", "not planned", "--comment", "Out of scope"])
        #expect(result.status == 0)
        #expect(result.stderr == "✓ Closed issue octocat/Hello-World#2 (Broken link in docs)\n")
        #expect(result.stdout.isEmpty)
        // gh's order: the issue looked up with its newest comment, then the comment (unless your newest one there
        // already says it) and the close in one document; each valid against GitHub's schema. Two requests, gh's three.
        #expect(try operations() == ["IssueTarget", "CommentAndClose"])

        let issue = try helloWorldREST(2)
        #expect(issue["state"] as? String == "closed")
        #expect(issue["state_reason"] as? String == "not_planned")
        #expect(issue["closed_at"] as? String != nil)
        let comments = try simulator.body(of: "/repos/octocat/Hello-World/issues/2/comments")
        #expect(comments.contains("\"body\":\"Out of scope\""))
        let viewed = try helloWorldIssue(["view", "2", "--json", "state,closedAt"])
        #expect(viewed.stdout.contains("\"state\":\"CLOSED\""))
    }

    @Test func anIssueAlreadyClosedIsAWarningAndNothingIsWritten() throws {
        let result = try helloWorldIssue(["close", "#5"])
        #expect(result.status == 0)
        #expect(result.stderr == "! Issue octocat/Hello-World#5 (Upgrade dependencies) is already closed\n")
        #expect(try operations() == ["IssueTarget"])
    }

    @Test func duplicateOfClosesAsADuplicateOfThatIssue() throws {
        let result = try helloWorldIssue(["close", "6", "--duplicate-of", "2"])
        #expect(result.status == 0)
        #expect(result.stderr == "✓ Closed issue octocat/Hello-World#6 (Refactor the HTTP client)\n")
        let close = try #require(try simulator.requests().last)
        #expect(close.body.contains("\"duplicateIssueId\":") && close.body.contains("\"stateReason\":\"DUPLICATE\""))
        #expect(try helloWorldREST(6)["state_reason"] as? String == "duplicate")
    }

    @Test func reopenWithAComment() throws {
        #expect(try helloWorldIssue(["close", "2"]).status == 0)
        let result = try helloWorldIssue(["reopen", "2", "-c", "Still broken"])
        #expect(result.status == 0)
        #expect(result.stderr == "✓ Reopened issue octocat/Hello-World#2 (Broken link in docs)\n")
        let issue = try helloWorldREST(2)
        #expect(issue["state"] as? String == "open")
        #expect(issue["state_reason"] as? String == "reopened")
        #expect(issue["closed_at"] is NSNull)
    }

    @Test func severalIssuesWithoutATerminalNeedYesAndNothingIsSent() throws {
        let result = try helloWorldIssue(["close", "4", "6"])
        #expect(result.status == 1)
        #expect(result.stderr == "refusing to close 2 issues without confirmation: pass --yes to close them "
                + "(no terminal to ask on)\n")
        #expect(try simulator.requests().isEmpty)
        #expect(try helloWorldREST(4)["state"] as? String == "open")
    }

    @Test func aBulkRunGoesOnPastAFailureAndExitsOne() throws {
        let result = try helloWorldIssue(["close", "4", "99", "5", "#6", "--yes"],
                                         writeInterval: Self.writeInterval)
        #expect(result.status == 1)
        #expect(result.stderr == """
            X Could not close octocat/Hello-World#99: issue #99 not found in octocat/Hello-World; see its issues with `gh-lite issue list --state all -R octocat/Hello-World`
            ! Issue octocat/Hello-World#5 (Upgrade dependencies) is already closed
            ✓ Closed issue octocat/Hello-World#4 (Support for Linux ARM64)
            ✓ Closed issue octocat/Hello-World#6 (Refactor the HTTP client)
            could not close #99; closed: #4, #6

            """)
        // Writes one at a time, the interval apart.
        let requests = try simulator.requests().filter { $0.body.contains("IssueClose(") }
        try #require(requests.count == 2)
        #expect(Simulator.gaps(requests).allSatisfy { $0 >= Self.writeInterval })
        #expect(try helloWorldREST(4)["state"] as? String == "closed")
        #expect(try helloWorldREST(6)["state"] as? String == "closed")
    }

    @Test func aSearchClosesWhatItFindsInTheRepository() throws {
        let result = try helloWorldIssue(["close", "--search", "\"Refactor the HTTP client\" in:title", "--yes"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("✓ Closed issue octocat/Hello-World#6 (Refactor the HTTP client)\n"))
        let search = try #require(try simulator.requests().first)
        #expect(search.path.hasPrefix("/search/issues?"))
        #expect(search.path.removingPercentEncoding?.contains("repo:octocat/Hello-World") == true)
        #expect(try helloWorldREST(6)["state"] as? String == "closed")
    }

    /// #13 is closed and locked (octocat may still comment): its comment goes apart from its reopen, since GitHub may
    /// refuse a comment on a locked issue; #37 is closed.
    @Test func ctrlCAfterALockedIssuesCommentSaysCommentedNotReopenedAndARerunDoesNotCommentAgain() throws {
        let process = Process()
        process.executableURL = PackagePaths.binary
        process.arguments = ["issue", "reopen", "13", "37", "--yes", "-c", "bulk", "-R", "octocat/Hello-World"]
        // A minute between writes: the Ctrl-C below lands in the wait between #13's comment and its reopen.
        process.environment = simulator.environment(configDirectory: home.path)
            .merging(["GH_LITE_WRITE_INTERVAL_MS": "60000"]) { $1 }
        let stderr = Pipe()
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        try simulator.waitForRequest(containing: "CommentCreate(")
        process.interrupt()
        let said = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(said.hasSuffix("interrupted: reopened: none; commented, not reopened: #13; not reopened: #37\n"),
                "\(said)")
        #expect(try simulator.comments(on: 13, saying: "bulk") == 1)
        #expect(try helloWorldREST(13)["state"] as? String == "closed")

        let rerun = try helloWorldIssue(["reopen", "13", "37", "--yes", "-c", "bulk"])
        #expect(rerun.status == 0, "\(rerun.stderr)")
        #expect(try simulator.comments(on: 13, saying: "bulk") == 1)
        #expect(try simulator.comments(on: 37, saying: "bulk") == 1)
        #expect(try helloWorldREST(13)["state"] as? String == "open")
        #expect(try helloWorldREST(37)["state"] as? String == "open")
    }

    /// Leaves a comment on issue `number` as the token's user.
    func comment(_ number: Int, _ body: String, as token: String = Simulator.octocatToken) throws {
        try simulator.send("POST", "/repos/octocat/Hello-World/issues/\(number)/comments", as: token,
                           json: #"{"body": "\#(body)"}"#)
    }

    @Test func aCommentSaidBeforeIsPostedAgainWhenSomeoneRepliedSince() throws {
        try comment(4, "Fixed, thanks")
        try comment(4, "still broken", as: Simulator.hubotToken)
        let result = try helloWorldIssue(["close", "4", "-c", "Fixed, thanks"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("not posted again"), "\(result.stderr)")
        #expect(try simulator.comments(on: 4, saying: "Fixed, thanks") == 2)
        #expect(try helloWorldREST(4)["state"] as? String == "closed")
    }

    @Test func aCommentThatIsAlreadyTheIssuesNewestIsNotPostedAgainAndSaysSo() throws {
        try comment(4, "Fixed, thanks")
        let result = try helloWorldIssue(["close", "4", "-c", "Fixed, thanks"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains(
            "! #4: your comment \"Fixed, thanks\" is already the newest on the issue; not posted again\n"),
                "\(result.stderr)")
        #expect(try simulator.comments(on: 4, saying: "Fixed, thanks") == 1)
        #expect(try helloWorldREST(4)["state"] as? String == "closed")
    }

    /// The repository named by the checkout's remote is resolved once: when GitHub cannot be reached, the close
    /// goes to the outbox for that repository without running git a second time.
    @Test func aCloseQueuedWhileGitHubIsDownReadsTheGitRemotesOnce() throws {
        let checkout = try TestGit.checkout(origin: "https://github.com/octocat/Hello-World.git")
        let tools = try TemporaryDirectory()
        let gitRuns = tools.path + "/git-runs"
        var down: Simulator? = try Simulator()
        var environment = down!.environment(configDirectory: home.path)
        down = nil // Stopped: its port now refuses connections.
        environment["GH_LITE_TIMEOUT"] = "1"
        // git that notes each run, then runs the real one.
        let git = tools.path + "/git"
        try "#!/bin/sh\necho \"$*\" >> '\(gitRuns)'\nPATH='\(environment["PATH"]!)' exec git \"$@\"\n"
            .write(toFile: git, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: git)
        environment["PATH"] = tools.path + ":" + environment["PATH"]!

        let close = try GHLiteRun.run(["issue", "close", "2"], environment: environment, directory: checkout.url)
        #expect(close.status == 0, "\(close.stderr)")
        #expect(close.stderr.hasSuffix("! GitHub cannot be reached: close #2 queued (entry 1); send it with gh-lite sync\n"))
        let runs = try String(contentsOfFile: gitRuns, encoding: .utf8).split(separator: "\n")
        #expect(runs.count == 1, "\(runs)")
    }
}
