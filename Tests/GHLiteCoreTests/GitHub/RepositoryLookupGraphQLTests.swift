import Foundation
import GHLiteCore
import Testing

/// The lookup before a create or an edit: every list asked for, over as many requests as the longest needs, each
/// later request asking only the lists that go on; the issues and pull requests named, and the numbers that name
/// nothing left out.
@Suite(.strictDoubles) struct RepositoryLookupGraphQLTests {
    static let repo = RepoRef(owner: "octocat", name: "Hello-World")

    static func connection(_ nodes: [String], next: String?) -> String {
        IssueChangesGraphQLTests.connection(nodes, next: next)
    }

    static func answer(_ data: String, errors: String? = nil) -> HTTPResponse {
        HTTPResponse(status: 200, body: Data((#"{"data": {\#(data)}"# + (errors.map { #", "errors": \#($0)"# } ?? "") + "}").utf8))
    }

    func bodies(_ requests: Locked<[HTTPRequest]>) throws -> [IssueListQueryTests.Body] {
        try requests.value.map { try JSONDecoder().decode(IssueListQueryTests.Body.self, from: $0.body ?? Data()) }
    }

    @Test func listsPastTheFirstPageAreAskedAloneAfterTheirCursor() throws {
        let first = Self.answer(#""viewer": {"login": "octocat"}, "repository": {"#
            + #""labels": \#(Self.connection([#"{"name": "bug", "color": "d73a4a", "description": null}"#], next: "L1")), "#
            + #""assignableUsers": \#(Self.connection([#"{"login": "hubot"}"#], next: nil)), "#
            + #""milestones": \#(Self.connection([#"{"number": 1, "title": "v1.0", "state": "OPEN"}"#], next: nil)), "#
            + #""i4": {"__typename": "Issue", "number": 4, "title": "Four", "state": "OPEN", "url": "https://github.com/o/r/issues/4", "#
            + #""labels": {"nodes": [{"name": "help wanted"}]}, "assignees": {"nodes": [{"login": "hubot"}]}, "milestone": null}, "#
            + #""i3": {"__typename": "PullRequest", "number": 3, "url": "https://github.com/o/r/pull/3"}, "i99": null}"#,
            errors: #"[{"type": "NOT_FOUND", "message": "Could not resolve to an issue or pull request with the number of 99."}]"#)
        let second = Self.answer(#""repository": {"labels": \#(Self.connection([#"{"name": "wontfix"}"#], next: nil))}"#)
        let (client, requests) = RESTStub.client([first, second])

        let found = try client.lookUpRepository(Self.repo, RepositoryLookupQuery(
            labels: true, assignees: true, milestones: true, viewerLogin: true, issues: [4, 3, 99]))
        #expect(found.labels.map(\.name) == ["bug", "wontfix"])
        #expect(found.assignees == ["hubot"])
        #expect(found.milestones == [Milestone(number: 1, title: "v1.0", state: "open")])
        #expect(found.viewerLogin == "octocat")
        #expect(found.issues.keys.sorted() == [3, 4])
        #expect(found.issues[4]?.labels.map(\.name) == ["help wanted"] && found.issues[4]?.assigneeLogins == ["hubot"])
        #expect(found.issues[3]?.isPullRequest == true && found.issues[3]?.htmlURL == "https://github.com/o/r/pull/3")
        let sent = try bodies(requests)
        #expect(sent.count == 2)
        #expect(sent[1].query == "query RepositoryLookup($owner: String!, $repo: String!, $labelsAfter: String) { "
                + "repository(owner: $owner, name: $repo) { labels(first: 100, after: $labelsAfter) { "
                + "pageInfo { hasNextPage endCursor } nodes { id name color description } } } }")
        #expect(sent[1].variables["labelsAfter"] == .string("L1"))
    }

    @Test func anErrorOtherThanANumberNotFoundIsThrown() throws {
        let partial = Self.answer(#""repository": {"labels": null}"#,
                                  errors: #"[{"type": "FORBIDDEN", "message": "Resource not accessible by integration"}]"#)
        let (client, _) = RESTStub.client([partial])
        #expect(throws: GraphQLError(type: "FORBIDDEN", message: "Resource not accessible by integration")) {
            try client.lookUpRepository(Self.repo, RepositoryLookupQuery(labels: true))
        }
    }

    @Test func aServerRepeatingACursorIsStopped() throws {
        let page = Self.answer(#""repository": {"labels": \#(Self.connection([#"{"name": "bug"}"#], next: "L1"))}"#)
        let (client, requests) = RESTStub.client([page, page, page])
        #expect(throws: PaginationError.self) { try client.lookUpRepository(Self.repo, RepositoryLookupQuery(labels: true)) }
        #expect(requests.value.count == 2)
    }
}
