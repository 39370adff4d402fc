import Foundation
import Testing

/// A write with `--json` when GitHub cannot be reached before anything was sent: queued as without `--json`, exit 0,
/// and printed with `"pending": true` and its outbox entry.
@Suite struct UnreachableWriteJSONBinaryTests {
    @Test func closingWhileGitHubIsOutOfReachPrintsThePendingIssues() throws {
        let world = try UnreachableWorld()
        let result = try world.run(["issue", "close", "4", "6", "--yes", "--json", "number,state",
                                    "-R", "octocat/Hello-World"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("GitHub cannot be reached"), "\(result.stderr)")
        #expect(result.stdout == #"[{"number":4,"outboxEntry":1,"pending":true,"state":null},"#
                + #"{"number":6,"outboxEntry":2,"pending":true,"state":null}]"# + "\n")
    }

    @Test func commentingWhileGitHubIsOutOfReachPrintsThePendingComment() throws {
        let world = try UnreachableWorld()
        let result = try world.run(["issue", "comment", "4", "-b", "Later", "--json", "body,id",
                                    "-R", "octocat/Hello-World"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"body":"Later","id":null,"outboxEntry":1,"pending":true}"# + "\n")
    }
}
