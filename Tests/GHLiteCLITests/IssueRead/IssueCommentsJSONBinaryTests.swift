import Foundation
import GHLiteCore
import Testing

/// `--json comments` as a script sees it: the built binary against the simulator, whose issue #1 of
/// octocat/Hello-World has 45 comments (the first, "Me too" by octocat, with one 👍).
@Suite struct IssueCommentsJSONBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    /// Cold lists, whose one query is what is checked: without `GH_LITE_NO_CACHE`, a later list of the small
    /// octocat/Hello-World would be mirrored by itself (`MirrorMadeByItselfBinaryTests`).
    func run(_ arguments: [String]) throws -> GHLiteRun {
        try GHLiteRun.run(["issues"] + arguments, environment: simulator.environment(configDirectory: home.path)
            .merging(["GH_LITE_NO_CACHE": "1"]) { $1 })
    }

    func paths() throws -> [String] { try simulator.requests().map(\.path) }

    /// Each listed issue's number and its comments.
    func commentsByNumber(_ run: GHLiteRun) throws -> [Int: [[String: Any]]] {
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        var found: [Int: [[String: Any]]] = [:]
        for object in objects {
            found[try #require(object["number"] as? Int)] = try #require(object["comments"] as? [[String: Any]])
        }
        return found
    }

    /// The keys of each comment gh 2.23 prints for `--json comments` (its GraphQL selection).
    static let ghCommentKeys: Set<String> = ["author", "authorAssociation", "body", "createdAt", "id", "includesCreatedEdit",
                                             "isMinimized", "minimizedReason", "reactionGroups", "url", "viewerDidAuthor"]

    @Test func oneIssueGivesAllItsCommentsFromTheRESTEndpoint() throws {
        let result = try run(["octocat/Hello-World", "1", "--json", "comments"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let comments = try #require(object["comments"] as? [[String: Any]])
        #expect(comments.count == 45)
        let first = try #require(comments.first)
        #expect(first["body"] as? String == "Me too")
        #expect((first["author"] as? [String: Any])?["login"] as? String == "octocat")
        #expect(first["authorAssociation"] as? String == "OWNER")
        #expect(first["includesCreatedEdit"] as? Bool == false)
        #expect((first["url"] as? String)?.hasPrefix("https://github.com/octocat/Hello-World/issues/1#issuecomment-") == true)
        #expect((first["id"] as? String)?.isEmpty == false)
        let reactions = try #require(first["reactionGroups"] as? [[String: Any]])
        try #require(reactions.count == 1)
        #expect(reactions[0]["content"] as? String == "THUMBS_UP")
        #expect((reactions[0]["users"] as? [String: Any])?["totalCount"] as? Int == 1)
        // gh's keys, all of them: what REST does not say (hidden, and whose) asked of GraphQL for all 45 at once.
        #expect(Set(first.keys) == Self.ghCommentKeys)
        #expect(first["isMinimized"] as? Bool == false && first["minimizedReason"] as? String == "")
        #expect(comments.map { $0["viewerDidAuthor"] as? Bool }
                == comments.map { ($0["author"] as? [String: Any])?["login"] as? String == "octocat" })
        #expect(comments.contains { $0["viewerDidAuthor"] as? Bool == false })
        #expect(try paths() == ["/repos/octocat/Hello-World/issues/1", "/repos/octocat/Hello-World/issues/1/comments?per_page=100",
                                "/graphql"])
        #expect(try simulator.requests().last?.body.contains("query CommentViewerDetails(") == true)

        try simulator.clearRequests()
        let without = try run(["octocat/Hello-World", "1", "--json", "number,title"])
        #expect(without.stdout == "{\"number\":1,\"title\":\"Found a bug\"}\n")
        #expect(try paths() == ["/repos/octocat/Hello-World/issues/1"])
    }

    @Test func aListCarriesEachIssuesCommentsInItsOneGraphQLQuery() throws {
        let result = try run(["octocat/Hello-World", "-s", "all", "-L", "100", "--json", "number,comments"])
        #expect(result.status == 0)
        let found = try commentsByNumber(result)
        #expect(found.count == 60)
        let first = try #require(found[1])
        try #require(first.count == 45)
        #expect(first[0]["body"] as? String == "Me too")
        #expect(first[0]["isMinimized"] as? Bool == false && first[0]["minimizedReason"] as? String == "")
        #expect(first.map { $0["viewerDidAuthor"] as? Bool }
                == first.map { ($0["author"] as? [String: Any])?["login"] as? String == "octocat" })
        let requests = try simulator.requests()
        #expect(requests.map(\.path) == ["/graphql"])
        #expect(requests.first?.body.contains("comments(first: 100)") == true)

        // The same comments the REST endpoint serves for one issue.
        let viewed = try run(["octocat/Hello-World", "1", "--json", "comments"])
        let single = try #require(try JSONSerialization.jsonObject(with: Data(viewed.stdout.utf8)) as? [String: Any])
        let restBodies = (single["comments"] as? [[String: Any]] ?? []).map { $0["body"] as? String }
        #expect(first.map { $0["body"] as? String } == restBodies)

        try simulator.clearRequests()
        _ = try run(["octocat/Hello-World", "--json", "number"])
        #expect(try simulator.requests().first?.body.contains("comments") == false)
    }

    @Test func aLabelListAsksForCommentsOnlyOfIssuesThatHaveThem() throws {
        let result = try run(["octocat/Hello-World", "-S", "label:bug", "-s", "all", "--json", "number,comments"])
        #expect(result.status == 0)
        let found = try commentsByNumber(result)
        #expect(found[1]?.count == 45)
        let withComments = found.filter { !$0.value.isEmpty }.keys.sorted()
        let commentRequests = try paths().filter { $0.contains("/comments") }.sorted()
        #expect(commentRequests == withComments.map { "/repos/octocat/Hello-World/issues/\($0)/comments?per_page=100" }.sorted())
        #expect(withComments.count < found.count)
        // Each comment with gh's keys; what REST leaves out asked of GraphQL once for the page's comments.
        #expect(found.values.joined().allSatisfy { Set($0.keys) == Self.ghCommentKeys })
        #expect(try simulator.requests().filter { $0.body.contains("query CommentViewerDetails(") }.count == 1)
    }
}
