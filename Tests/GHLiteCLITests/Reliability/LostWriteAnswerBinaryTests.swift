import Foundation
import Testing

/// Writes other than a new issue or comment whose answer never came back whole: GitHub applied them once, and
/// gh-lite says the change may have been made and to look before trying again (never "try again" alone, which
/// for `--delete-last` would delete one more comment), exit 1.
@Suite struct LostWriteAnswerBinaryTests {
    static let repo = ["-R", "octocat/Hello-World"]

    static func lostMutation(_ name: String) -> String {
        LostAnswerBinaryTests.lostAnswer(path: "^/graphql$", requestBody: name)
    }

    @Test func deleteLastWhoseAnswerWasLostSaysItMayHaveDeletedAndKeepsTheOlderComment() async throws {
        let scenario = try FaultScenario()
        for body in ["Older words", "Newer words"] {
            #expect(try await scenario.run(["issue", "comment", "4", "-b", body] + Self.repo).status == 0)
        }
        try scenario.fault(Self.lostMutation("deleteIssueComment"))
        let result = try await scenario.run(["issue", "comment", "4", "--delete-last", "--yes"] + Self.repo)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("your last comment on octocat/Hello-World#4 may have been deleted: "
                                        + "no complete answer from "), "\(result.stderr)")
        #expect(result.stderr.contains("look at http"))
        #expect(result.stderr.hasSuffix("before you run this again\n"))
        #expect(!result.stderr.contains("try again"))
        let comments = try scenario.simulator.body(of: "/repos/octocat/Hello-World/issues/4/comments?per_page=100")
        #expect(!comments.contains("Newer words"))
        #expect(comments.contains("Older words"))
    }

    @Test func lockWhoseAnswerWasLostIsSentOnceAndSaysItMayHaveLocked() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(Self.lostMutation("lockLockable"))
        let result = try await scenario.run(["issue", "lock", "4"] + Self.repo)
        #expect(result.status == 1)
        #expect(result.stderr.contains("the change may have been made on GitHub: look before you try again"),
                "\(result.stderr)")
        #expect(try scenario.requests().filter { $0.body.contains("lockLockable(") }.count == 1)
        #expect(try scenario.simulator.body(of: "/repos/octocat/Hello-World/issues/4").contains("\"locked\":true"))
    }

    @Test func labelDeleteWhoseAnswerWasLostIsSentOnceAndSaysItMayHaveDeleted() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(LostAnswerBinaryTests.lostAnswer(method: "DELETE", path: "/labels/bug$"))
        let result = try await scenario.run(["label", "delete", "bug", "--yes"] + Self.repo)
        #expect(result.status == 1)
        #expect(result.stderr.contains("the change may have been made on GitHub: look before you try again"),
                "\(result.stderr)")
        #expect(try scenario.sent().filter { $0.hasPrefix("DELETE ") }.count == 1)
        #expect(try !scenario.simulator.body(of: "/repos/octocat/Hello-World/labels?per_page=100").contains("\"bug\""))
    }

    @Test func editAndMilestoneCreateWhoseAnswerWasLostSayItMayHaveBeenMade() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(LostAnswerBinaryTests.lostAnswer(path: "/graphql", requestBody: "mutation IssueEdit\\\\("))
        let edit = try await scenario.run(["issue", "edit", "4", "--add-label", "bug"] + Self.repo)
        #expect(try scenario.simulator.requests().filter { $0.body.contains("mutation IssueEdit(") }.count == 1,
                "the edit's document is sent once")
        try scenario.fault(LostAnswerBinaryTests.lostAnswer(path: "/milestones$"))
        let create = try await scenario.run(["milestone", "create", "v9.0"] + Self.repo)
        for result in [edit, create] {
            #expect(result.status == 1)
            #expect(result.stderr.contains("may have been"), "\(result.stderr)")
            #expect(!result.stderr.contains("try again (") || result.stderr.contains("look before you try again"),
                    "\(result.stderr)")
        }
        #expect(try scenario.simulator.body(of: "/repos/octocat/Hello-World/issues/4").contains("\"name\":\"bug\""))
        let milestones = try scenario.simulator.body(of: "/repos/octocat/Hello-World/milestones?state=all&per_page=100")
        #expect(milestones.components(separatedBy: "\"v9.0\"").count - 1 == 1, "\(milestones)")
    }

    @Test func closingSeveralReportsALostCloseAsMaybeClosed() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(Self.lostMutation("closeIssue"))
        let result = try await scenario.run(["issue", "close", "4", "6", "--yes", "-c", "bulk"] + Self.repo,
                                            LostAnswerBinaryTests.fast)
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix("not sure every issue was closed: closed: #6; "
                                        + "may have been closed (look before trying again): #4\n"), "\(result.stderr)")
        #expect(!result.stderr.contains("not closed"))
        #expect(try scenario.simulator.body(of: "/repos/octocat/Hello-World/issues/4").contains("\"state\":\"closed\""))
    }

    /// A search's hits, looked up by node id first, are each closed once, the one whose answer was lost too.
    @Test func closingSearchHitsWhenOneAnswerWasLostClosesEachOnce() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(Self.lostMutation("closeIssue"))
        let result = try await scenario.run(["issue", "close", "--search", "\"Broken link in docs\" in:title", "--yes"]
                                            + Self.repo, LostAnswerBinaryTests.fast)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("may have"), "\(result.stderr)")
        #expect(try scenario.simulator.requests().filter { $0.body.contains("IssueTargets(") }.count == 1)
        let closed = try scenario.simulator.requests().filter { $0.body.contains("closeIssue(") }.map { request in
            request.body.range(of: #""issueId":"[^"]+""#, options: .regularExpression).map { String(request.body[$0]) }
        }
        #expect(closed.count > 1 && Set(closed).count == closed.count && !closed.contains(nil), "\(closed)")
        #expect(try scenario.simulator.body(of: "/repos/octocat/Hello-World/issues/2").contains("\"state\":\"closed\""))
    }

    /// `close -c` sends the comment and the close in one document: a lost answer leaves both made once.
    @Test func closeWithACommentWhoseAnswerWasLostCommentsAndClosesOnce() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(Self.lostMutation("closeIssue"))
        let result = try await scenario.run(["issue", "close", "4", "-c", "Closing once"] + Self.repo,
                                            LostAnswerBinaryTests.fast)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(try scenario.simulator.body(of: "/repos/octocat/Hello-World/issues/4").contains("\"state\":\"closed\""))
        #expect(try LostAnswerBinaryTests.count("\"Closing once\"",
                                                at: "/repos/octocat/Hello-World/issues/4/comments?per_page=100",
                                                in: scenario) == 1)
    }

    /// A link's mutation whose answer was lost reaches GitHub once: the blocker is there, not twice, and the
    /// command says it may have been made.
    @Test func aLinkWhoseAnswerWasLostIsMadeOnce() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(Self.lostMutation("addBlockedBy"))
        let result = try await scenario.run(["issue", "edit", "1", "--add-blocked-by", "2", "-R", "octo-org/octo-repo"],
                                            LostAnswerBinaryTests.fast)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(try scenario.simulator.mutations().filter { $0.contains("addBlockedBy") }.count == 1)
        #expect(try scenario.simulator.links(1).blockedBy == [2])
    }
}
