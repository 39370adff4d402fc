import GHLiteCore
import Testing

/// `issue view --comments`'s one GraphQL query: what is sent, and how its answer becomes the issue.
@Suite(.strictDoubles) struct IssueViewQueryTests {
    static let repo = RepoRef(owner: "octocat", name: "Hello-World")

    static func answer(_ json: String) -> HTTPResponse { IssueListQueryTests.answer(json) }

    static func repository(_ issue: String, enabled: Bool = true) -> HTTPResponse {
        answer(#"{"data": {"repository": {"hasIssuesEnabled": \#(enabled), "issue": \#(issue)}}}"#)
    }

    static let comment = """
        {"id": "IC_1", "author": {"login": "hubot"}, "authorAssociation": "COLLABORATOR", "body": "Me too",
         "createdAt": "2011-04-22T14:00:00Z", "updatedAt": "2011-04-22T14:00:00Z", "includesCreatedEdit": false,
         "isMinimized": false, "minimizedReason": null, "url": "https://github.com/octocat/Hello-World/issues/1#issuecomment-1",
         "viewerDidAuthor": false, "reactionGroups": [{"content": "HEART", "users": {"totalCount": 2}}]}
        """

    static let issue = """
        {"id": "I_1", "number": 1, "title": "Found a bug", "body": "It breaks", "state": "OPEN", "stateReason": null,
         "url": "https://github.com/octocat/Hello-World/issues/1", "createdAt": "2011-04-22T13:33:48Z",
         "updatedAt": "2011-04-23T13:33:48Z", "closedAt": null, "author": {"login": "octocat", "id": "U_1", "name": null},
         "labels": {"nodes": []}, "assignees": {"nodes": []}, "milestone": null,
         "comments": {"totalCount": 2, "nodes": [\(comment), null]},
         "issueType": {"id": "IT_1", "name": "Bug", "color": "RED", "description": null},
         "parent": null, "subIssuesSummary": {"total": 0, "completed": 0, "percentCompleted": 0},
         "subIssues": {"nodes": []}, "blockedBy": {"nodes": []}, "blocking": {"nodes": []},
         "reactionGroups": [{"content": "THUMBS_UP", "users": {"totalCount": 5}}, {"content": "LAUGH", "users": {"totalCount": 0}}]}
        """

    @Test func oneQueryAsksTheIssueWithItsCommentsReactionsTypeAndLinks() throws {
        let (client, requests) = RESTStub.client([Self.repository(Self.issue)])
        let issue = try #require(try client.getIssueWithComments(Self.repo, 1))
        let request = try #require(requests.value.first)
        #expect(requests.value.count == 1 && request.url == "https://api.github.com/graphql" && request.isIdempotent)
        let body = try JSONDecoder().decode(IssueListQueryTests.Body.self, from: request.body ?? Data())
        #expect(body.query.hasPrefix("query IssueView("))
        #expect(body.variables == ["owner": .string("octocat"), "repo": .string("Hello-World"), "number": .int(1)])
        for selection in ["hasIssuesEnabled", "comments(first: 100)", "issueType {", "blockedBy(first: 50)", "reactionGroups {"] {
            #expect(body.query.contains(selection), "\(selection)")
        }
        #expect(issue.nodeID == "I_1" && issue.title == "Found a bug" && issue.body == "It breaks")
        #expect(issue.extras.reactionGroups == [ReactionGroup(content: "THUMBS_UP", count: 5)])
        #expect(issue.issueType?.name == "Bug")
        #expect(issue.links?.blockedBy == [] && issue.links?.subIssues == [])
        // The null comment (one GitHub would not show) is left out: fewer than the count, so REST is asked.
        #expect(issue.commentCount == 2)
        #expect(issue.comments?.map(\.body) == ["Me too"])
        #expect(issue.comments?.first?.reactionGroups == [ReactionGroup(content: "HEART", count: 2)])
    }

    @Test func noIssueOrNoRepositoryIsNilForRESTToExplain() throws {
        let (client, _) = RESTStub.client([Self.repository("null"), Self.answer(#"{"data": {"repository": null}}"#)])
        #expect(try client.getIssueWithComments(Self.repo, 3) == nil)
        #expect(try client.getIssueWithComments(Self.repo, 3) == nil)
    }

    @Test func aRepositoryWithIssuesOffSaysSo() {
        let (client, _) = RESTStub.client([Self.repository("null", enabled: false)])
        #expect(throws: IssueLookupError.issuesDisabled) { try client.getIssueWithComments(Self.repo, 1) }
    }

    @Test func anEnterpriseServerIsNotAskedForWhatItMayLack() throws {
        let (client, requests) = RESTStub.client([], baseURL: "https://ghe.example.com/api/v3")
        #expect(try client.getIssueWithComments(Self.repo, 1) == nil)
        #expect(requests.value.isEmpty)
    }
}
