import Foundation
import Testing

/// `issue comment --json`: the comment as GitHub answered the write, in the shape `issue view --json comments` gives
/// one, at no request beyond the write; the simulator checks the edit's widened mutation against GitHub's schema.
@Suite struct IssueCommentJSONBinaryTests {
    static let repo = ["-R", "octocat/Hello-World"]

    static func object(_ run: GHLiteRun) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)")
    }

    static func canonical(_ object: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object, options: .sortedKeys), as: UTF8.self)
    }

    @Test func aNewCommentIsTheObjectIssueViewShowsForItInOneRequest() async throws {
        let scenario = try FaultScenario()
        let fields = "author,authorAssociation,body,createdAt,id,includesCreatedEdit,isMinimized,minimizedReason,"
            + "reactionGroups,url,viewerDidAuthor"
        let result = try await scenario.run(["issue", "comment", "4", "-b", "Fixed in 2.1", "--json", fields] + Self.repo)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try scenario.sent() == ["POST /repos/octocat/Hello-World/issues/4/comments"])
        let comment = try Self.object(result)
        #expect(comment["body"] as? String == "Fixed in 2.1")
        #expect(comment["viewerDidAuthor"] as? Bool == true)
        let viewed = try await scenario.run(["issue", "view", "4", "--json", "comments"] + Self.repo)
        let comments = try #require(try Self.object(viewed)["comments"] as? [[String: Any]])
        let read = try #require(comments.last)
        #expect(try Self.canonical(read) == Self.canonical(comment))
    }

    @Test func anEditedCommentComesFromTheMutationsOwnAnswer() async throws {
        let scenario = try FaultScenario()
        try #require(try scenario.simulator.publishedSchema() != nil, "no GitHub GraphQL schema to check against")
        #expect(try await scenario.run(["issue", "comment", "4", "-b", "First words"] + Self.repo).status == 0)
        let result = try await scenario.run(["issue", "comment", "4", "--edit-last", "-b", "Better words",
                                             "--json", "body,includesCreatedEdit,author", "--jq", "[.body, .author.login]"]
                                            + Self.repo)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "[\"Better words\",\"octocat\"]\n")
    }

    @Test func aQueuedCommentIsItsTextMarkedPending() async throws {
        let scenario = try FaultScenario()
        let result = try await scenario.run(["issue", "comment", "4", "-b", "On the train", "--offline",
                                             "--json", "body,url"] + Self.repo)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "{\"body\":\"On the train\",\"outboxEntry\":1,\"pending\":true,\"url\":null}\n")
        #expect(try scenario.requests().isEmpty)
    }

    @Test func jsonWithTheBrowserTheEditorOrPromptsIsAUsageError() async throws {
        let scenario = try FaultScenario()
        for (flags, message) in [(["--web"], "cannot use `--web` with `--json`"),
                                 (["-e"], "cannot use `--editor` with `--json`"),
                                 (["--delete-last", "--yes"], "cannot use `--delete-last` with `--json`"),
                                 ([], "`--json` needs the comment's text: give it with `--body` or `--body-file`")] {
            let result = try await scenario.run(["issue", "comment", "4", "--json", "url"] + flags + Self.repo)
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix(message), "\(flags): \(result.stderr)")
        }
        let unknown = try await scenario.run(["issue", "comment", "4", "-b", "x", "--json", "title"] + Self.repo)
        #expect(unknown.stderr.hasPrefix("unknown JSON field: \"title\"; available fields: author, authorAssociation,"))
        #expect(try scenario.requests().isEmpty)
    }

    @Test func aCommentWhoseAnswerWasLostIsPostedOnceAndPrintsNoJSON() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(LostAnswerBinaryTests.lostAnswer(path: "/issues/4/comments$"))
        let result = try await scenario.run(["issue", "comment", "4", "-b", "Only once", "--json", "url"] + Self.repo)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(try scenario.requests().filter { $0.method == "POST" }.count == 1)
        #expect(try scenario.simulator.comments(on: 4, saying: "Only once") == 1)
    }
}
