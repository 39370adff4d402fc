import Foundation
import Testing

/// A run over a search's hits writes only to issues still in the repository named. GitHub's search index lags behind
/// a transfer (the simulator's `seed/lagging-search`): octocat/Hello-World#6 "Refactor the HTTP client", moved to
/// octocat/Spoon-Knife, is still found under Hello-World #6, with the node id of the issue it became. gh-lite looks
/// the hits up by node id before writing, leaves the moved one alone with a line naming where it went, and exits 1,
/// as for any issue of a run it could not change.
@Suite struct MovedSearchHitBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    static let search = "\"Refactor the HTTP client\" in:title"

    /// Moves Hello-World#6 to Spoon-Knife while the search index keeps it where it was; the moved issue's URL.
    func moveSixAway() throws -> String {
        try simulator.control("seed/lagging-search", #"{"repo": "octocat/Hello-World", "number": 6}"#)
        let moved = try helloWorldIssue(["transfer", "6", "octocat/Spoon-Knife"])
        try #require(moved.status == 0, "\(moved.stderr)")
        let url = moved.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        try #require(url.contains("/octocat/Spoon-Knife/issues/"))
        try simulator.clearRequests()
        return url
    }

    /// The moved issue as GitHub's REST API shows it in its new repository.
    func moved(_ url: String) throws -> [String: Any] {
        let body = try simulator.body(of: "/repos/octocat/Spoon-Knife/issues/" + (url.split(separator: "/").last ?? ""))
        return try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
    }

    /// How many GraphQL requests gh-lite sent that carry `operation`.
    func count(_ operation: String) throws -> Int {
        try simulator.requests().filter { $0.path == "/graphql" && $0.body.contains(operation + "(") }.count
    }

    @Test func closeSearchLeavesAnIssueMovedToAnotherRepositoryAlone() throws {
        try #require(try simulator.publishedSchema() != nil, "the look-up is checked against GitHub's schema")
        let url = try moveSixAway()
        let result = try helloWorldIssue(["close", "--search", Self.search, "--yes"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("X Could not close octocat/Hello-World#6: issue #6 was moved out of "
                                       + "octocat/Hello-World to \(url): left alone"), "\(result.stderr)")
        #expect(!result.stderr.contains("Closed issue octocat/Hello-World#6"))
        #expect(try count("IssueTargets") == 1, "the hits were looked up by node id")
        #expect(try moved(url)["state"] as? String == "open")
    }

    @Test func reopenSearchLeavesAnIssueMovedToAnotherRepositoryAlone() throws {
        let url = try moveSixAway()
        try simulator.send("PATCH", "/repos/octocat/Spoon-Knife/issues/" + (url.split(separator: "/").last ?? ""),
                           json: #"{"state": "closed"}"#)
        let result = try helloWorldIssue(["reopen", "--search", Self.search, "--yes"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("X Could not reopen octocat/Hello-World#6: issue #6 was moved out of "
                                       + "octocat/Hello-World to \(url): left alone"), "\(result.stderr)")
        #expect(try count("IssueTargets") == 1, "the hits were looked up by node id")
        #expect(try moved(url)["state"] as? String == "closed")
    }

    /// A lock looks each hit up by number: the old number answers nothing, so nothing is locked.
    @Test func lockSearchLeavesAnIssueMovedToAnotherRepositoryAlone() throws {
        let url = try moveSixAway()
        let result = try helloWorldIssue(["lock", "--search", Self.search, "--yes"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("X Could not lock octocat/Hello-World#6: issue #6 not found"), "\(result.stderr)")
        #expect(try count("IssueTarget") >= 1, "the hit was looked up")
        #expect(try count("IssueLock") == 0)
        #expect(try moved(url)["locked"] as? Bool == false)
    }
}
