import Foundation
import GHLiteCore
import Testing

/// The mirror's query for changes: every label and milestone, over as many requests as they need, and GitHub's clock.
@Suite(.strictDoubles) struct IssueChangesGraphQLTests {
    static let repo = RepoRef(owner: "octocat", name: "Hello-World")

    static func connection(_ nodes: [String], next: String?) -> String {
        #"{"pageInfo": {"hasNextPage": \#(next != nil), "endCursor": \#(next.map { "\"\($0)\"" } ?? "null")}, "#
            + #""nodes": [\#(nodes.joined(separator: ","))]}"#
    }

    static func label(_ id: Int) -> String {
        #"{"id": "LA_\#(id)", "name": "label \#(id)", "color": "ededed", "description": null}"#
    }

    static func milestone(_ id: Int) -> String { #"{"id": "MI_\#(id)", "number": \#(id), "title": "v\#(id)"}"# }

    static func answer(_ repository: String, date: String = "Wed, 25 Nov 2026 18:59:20 GMT") -> HTTPResponse {
        HTTPResponse(status: 200, headers: HTTPHeaders([("Date", date)]),
                     body: Data(#"{"data": {"repository": {\#(repository)}}}"#.utf8))
    }

    @Test func labelsAndMilestonesPastTheFirstPageAreReadTogetherUntilBothEnd() throws {
        let changes = Self.answer(#""hasIssuesEnabled": true, "open": {"totalCount": 0}, "closed": {"totalCount": 0}, "#
            + #""labels": \#(Self.connection([Self.label(1)], next: "L1")), "#
            + #""milestones": \#(Self.connection([Self.milestone(1)], next: "M1")), "#
            + #""changed": {"pageInfo": {"hasNextPage": false, "endCursor": null}, "nodes": []}"#)
        let second = Self.answer(#""labels": \#(Self.connection([Self.label(2)], next: nil)), "#
            + #""milestones": \#(Self.connection([Self.milestone(2)], next: "M2"))"#)
        // The labels, read in full, come back empty after their last cursor and are left as they are.
        let third = Self.answer(#""labels": \#(Self.connection([], next: nil)), "#
            + #""milestones": \#(Self.connection([Self.milestone(3)], next: nil))"#)
        let (client, requests) = RESTStub.client([changes, second, third])

        let page = try client.listIssueChanges(Self.repo, IssueChangesQuery(since: nil))
        #expect(page.catalog.labels.map(\.id) == ["LA_1", "LA_2"])
        #expect(page.catalog.milestones.map(\.number) == [1, 2, 3])
        #expect(page.answeredAt == ISO8601.parse("2026-11-25T18:59:20Z"))
        let bodies = try requests.value.map { request in
            try JSONDecoder().decode(IssueListQueryTests.Body.self, from: request.body ?? Data())
        }
        #expect(bodies.count == 3)
        #expect(bodies.dropFirst().allSatisfy { $0.query.hasPrefix("query RepositoryCatalog(") })
        #expect(bodies.dropFirst().map { $0.variables["labelsAfter"] } == [IssueListQueryTests.Variable.string("L1"), nil])
        #expect(bodies.dropFirst().map { $0.variables["milestonesAfter"] }
                    == [IssueListQueryTests.Variable.string("M1"), .string("M2")])
    }
}
