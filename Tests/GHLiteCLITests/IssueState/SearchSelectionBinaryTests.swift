import Foundation
import Testing

/// `--search` on the commands that change issues acts only on what the user meant: the searched repository's
/// issues, each once, in the state the verb can change. The simulator's octocat/Hello-World has open #2 "Broken link
/// in docs" (the one labelled enhancement) and #4 "Support for Linux ARM64", and three issues called "Support proxy
/// settings": closed #13 and #37, open #61.
@Suite struct SearchSelectionBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    /// How many GraphQL requests gh-lite sent that carry `operation`.
    func count(_ operation: String) throws -> Int {
        try simulator.requests().filter { $0.path == "/graphql" && $0.body.contains(operation + "(") }.count
    }

    @Test func aHitFromAnotherRepositoryAndADuplicateAreLeftOut() throws {
        let comments = (try helloWorldREST(2)["comments"] as? Int, try helloWorldREST(4)["comments"] as? Int)
        // The answer lists #2, #2 again, and other/elsewhere#4.
        try simulator.control("faults", #"{"path": "^/search/issues", "action": "search_stray_hits", "number": 4}"#)
        let result = try helloWorldIssue(["close", "--search", "\"Broken link in docs\" in:title label:enhancement",
                                          "--yes", "-c", "bulk"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("! 1 search result from another repository left out\n"))
        #expect(try count("CommentAndClose") == 1)
        #expect(try helloWorldREST(2)["state"] as? String == "closed")
        #expect(try helloWorldREST(2)["comments"] as? Int == comments.0.map { $0 + 1 })
        #expect(try helloWorldREST(4)["state"] as? String == "open")
        #expect(try helloWorldREST(4)["comments"] as? Int == comments.1)
    }

    /// Each request as `METHOD path`, without the query.
    func sent() throws -> [String] {
        try simulator.requests().map { "\($0.method) \($0.path.prefix { $0 != "?" })" }
    }

    /// The search gives each hit's node id: one request for it, one look-up of where those nodes are now (not one by
    /// one by number), then one write per issue.
    @Test func closeSearchesOpenIssuesAndReopenClosedOnes() throws {
        let close = try helloWorldIssue(["close", "--search", "\"Support proxy settings\" in:title", "--yes"])
        #expect(close.status == 0, "\(close.stderr)")
        #expect(!close.stderr.contains("already closed"))
        #expect(try sent() == ["GET /search/issues", "POST /graphql", "POST /graphql"])
        #expect(try count("IssueTargets") == 1 && count("IssueTarget") == 0)
        #expect(try count("IssueClose") == 1)
        let search = try #require(try simulator.requests().first)
        #expect(search.path.removingPercentEncoding?.contains("state:open") == true)
        #expect(try helloWorldREST(61)["state"] as? String == "closed")

        try simulator.send("PATCH", "/repos/octocat/Hello-World/issues/61", json: #"{"state": "open"}"#)
        let reopen = try helloWorldIssue(["reopen", "--search", "\"Support proxy settings\" in:title", "--yes"])
        #expect(reopen.status == 0, "\(reopen.stderr)")
        #expect(!reopen.stderr.contains("already open"))
        #expect(try sent() == ["GET /search/issues", "POST /graphql", "POST /graphql", "POST /graphql"])
        #expect(try count("IssueTargets") == 1)
        #expect(try count("IssueReopen") == 2)
        #expect(try [13, 37, 61].map { try helloWorldREST($0)["state"] as? String } == ["open", "open", "open"])
    }

    @Test func lockSearchesOpenIssues() throws {
        let result = try helloWorldIssue(["lock", "--search", "\"Support proxy settings\" in:title", "--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try count("IssueTarget") == 1)
        #expect(try [13, 37, 61].map { try helloWorldREST($0)["locked"] as? Bool } == [true, false, true])
    }

    @Test func editSearchesOpenIssues() throws {
        let result = try helloWorldIssue(["edit", "--search", "\"Support proxy settings\" in:title",
                                          "--add-label", "question", "--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        let labelled = try [13, 37, 61].map { number in
            let labels = try helloWorldREST(number)["labels"] as? [[String: Any]] ?? []
            return labels.contains { $0["name"] as? String == "question" }
        }
        #expect(labelled == [false, false, true])
    }
}
