import Foundation
import Testing

/// A server that never lets a list end: a `Link: rel="next"` naming the page just read, or a GraphQL answer
/// handing out the same `endCursor` again. When the pages yield nothing to show, nothing else would end the
/// loop (14,000 requests in 25 s before). Now the second read of a page ends the list with one line and exit 1.
/// Each fault is scripted 20 times, so a gh-lite that loops fails the test instead of hanging it.
@Suite struct PaginationBinaryTests {
    static let linkMessage = "the list stopped after 2 pages: GitHub's next-page link pointed back at a page already read, "
        + "so what was listed may be incomplete; try again later\n"

    /// A page naming itself as next, on `path` (a regex), answered with `body` (JSON) or the simulator's own answer.
    static func selfLink(_ path: String, body: String? = nil) -> String {
        #"{"method": "GET", "path": "\#(path)", "action": "next_link", "times": 20\#(body.map { #", "body": \#($0)"# } ?? "")}"#
    }

    func expectTwoReadsAndTheMessage(_ arguments: [String], fault: (FaultScenario) throws -> String,
                                     path: String, message: String = linkMessage) async throws {
        let scenario = try FaultScenario()
        try scenario.fault(fault(scenario))
        let result = try await scenario.run(arguments)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == message)
        let reads = try scenario.sent().filter { $0.range(of: path, options: .regularExpression) != nil }
        #expect(reads.count == 2, "\(reads)")
        try scenario.expectNoTokenLeak([result])
    }

    @Test func aPageOfArchivedRepositoriesNamingItselfEndsNoArchived() async throws {
        try await expectTwoReadsAndTheMessage(["repos", "--no-archived"], fault: { scenario in
            Self.selfLink("^/user/repos", body: "[\(try scenario.simulator.body(of: "/repos/octocat/old-stuff"))]")
        }, path: "^GET /user/repos")
    }

    @Test func aSearchWithNoMatchNamingItselfEnds() async throws {
        try await expectTwoReadsAndTheMessage(["issues", "octocat/Hello-World", "-S", "words found nowhere"],
                                              fault: { _ in Self.selfLink("^/search/issues") }, path: "/search/issues")
    }

    /// Each page brings issues, but the same cursor: without the check, every page after the first would be
    /// read and listed again up to the limit.
    @Test func aGraphQLCursorHandedOutAgainEndsTheList() async throws {
        // People's names come only from the cursors.
        try await expectTwoReadsAndTheMessage(["issues", "octocat/big", "-L", "1000", "--json", "number,author"], fault: { _ in
            #"{"method": "POST", "path": "^/graphql$", "action": "repeat_cursor", "times": 20}"#
        }, path: "/graphql", message: Self.linkMessage.replacingOccurrences(of: "next-page link", with: "next-page cursor"))
    }
}
