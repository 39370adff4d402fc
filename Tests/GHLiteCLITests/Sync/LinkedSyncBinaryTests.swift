import Foundation
import Testing

/// A first `sync` of a repository whose issues are mostly linked reads the links a hundred issues a request, beside
/// REST's pages, not one request per linked issue, and mirrors them as GitHub has them.
@Suite struct LinkedSyncBinaryTests {
    static let repo = "octocat/linked"
    static let list = ["issue", "list", "-R", repo, "--offline", "--state", "all", "-L", "1000", "--json",
                       "number,parent,subIssues,subIssuesSummary,blockedBy,blocking"]

    /// 250 issues made in 2024: #1 to #10 parents, every 3rd one after them a sub-issue of #(n % 10 + 1), every 5th blocked by
    /// the one before it (more than 100 issues linked).
    static func linkedRepository() throws -> FaultScenario {
        let scenario = try FaultScenario()
        let items = (1...250).map { n in
            let parent = n > 10 && n % 3 == 0 ? #","parent":\#(n % 10 + 1)"# : ""
            let blocked = n > 10 && n % 5 == 0 ? #","blocked_by":[\#(n - 1)]"# : ""
            return #"{"title":"Linked \#(n)","created_at":"2024-01-01T00:00:00Z"\#(parent)\#(blocked)}"#
        }
        try scenario.simulator.control("seed/repos", #"{"owner":"octocat","name":"linked","issues":[\#(items.joined(separator: ","))]}"#)
        return scenario
    }

    @Test func linksComeAHundredIssuesARequestAndTheMirrorShowsThemAsTheCursorsDo() async throws {
        let pages = try Self.linkedRepository()
        let synced = try await pages.run(["sync", Self.repo])
        #expect(synced.status == 0, "\(synced.stderr)")
        let sent = try pages.requests()
        #expect(sent.count { $0.path.contains("sort=created") } == 3, "REST's pages in creation order")
        #expect(sent.count { $0.body.contains("query IssueLinksBatch(") } == 2, "over 100 linked issues, 100 a request")
        #expect(!sent.contains { $0.body.contains("query IssueLinks(") }, "no issue's links alone")
        // The changes' first page, three REST pages, the names, two of links, the changes since: about N/100.
        #expect(sent.count <= 8, "\(sent.map { $0.body.split(separator: "(").first.map(String.init) ?? $0.path })")

        // The same repository synced where REST's pages are refused: the changes' cursors carry the links.
        let cursors = try Self.linkedRepository()
        try cursors.fault(#"{"method":"GET","path":"sort=created","status":422,"body":{"message":"Validation Failed"}}"#)
        #expect(try await cursors.run(["sync", Self.repo]).status == 0)
        #expect(!(try cursors.requests()).contains { $0.body.contains("query IssueLinksBatch(") })
        let fromPages = try await pages.run(Self.list)
        let fromCursors = try await cursors.run(Self.list)
        #expect(fromPages.status == 0 && fromPages.stdout == fromCursors.stdout)

        // #15: a sub-issue of #6, blocked by #14, which it blocks.
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(fromPages.stdout.utf8)) as? [[String: Any]])
        let fifteen = try #require(issues.first { $0["number"] as? Int == 15 })
        #expect((fifteen["parent"] as? [String: Any])?["number"] as? Int == 6)
        #expect((fifteen["blockedBy"] as? [[String: Any]])?.compactMap { $0["number"] as? Int } == [14])
        let view = try await pages.run(["issue", "view", "6", "-R", Self.repo, "--offline"])
        #expect(view.status == 0 && view.stdout.contains("#15"), "\(view.stdout)")
    }
}
