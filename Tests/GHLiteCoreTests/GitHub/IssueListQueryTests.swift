import GHLiteCore
import Testing

/// Listing issues through GitHub's GraphQL API: what is sent, and how answers and errors are read.
@Suite(.strictDoubles) struct IssueListQueryTests {
    static let repo = RepoRef(owner: "octocat", name: "Hello-World")

    static func answer(_ json: String, headers: [(String, String)] = []) -> HTTPResponse {
        HTTPResponse(status: 200, headers: HTTPHeaders(headers), body: Data(json.utf8))
    }

    static let page = answer("""
        {"data": {"repository": {"hasIssuesEnabled": true, "issues": {"totalCount": 1234,
          "pageInfo": {"hasNextPage": true, "endCursor": "Y3Vyc29yOnYyOpHOAAAB"}, "nodes": [\(node)]}}}}
        """)

    static let node = """
        {"number": 1347, "title": "Found a bug", "state": "CLOSED", "stateReason": "NOT_PLANNED",
                     "url": "https://github.com/octocat/Hello-World/issues/1347", "createdAt": "2011-04-22T13:33:48Z",
                     "updatedAt": "2011-04-23T13:33:48Z", "closedAt": "2011-04-24T13:33:48Z", "author": null,
                     "labels": {"nodes": [{"name": "bug", "color": "d73a4a", "description": null}]},
                     "assignees": {"nodes": [{"login": "hubot"}]}, "milestone": {"number": 1, "title": "v1.0"},
                     "comments": {"totalCount": 4}}
        """

    @Test func postsOneQueryWithOnlyTheFiltersSetAndMayBeRetried() throws {
        let (client, requests) = RESTStub.client([Self.page])
        _ = try client.listRepositoryIssues(Self.repo, IssueConnectionQuery(state: .all, author: "monalisa", first: 30,
                                                                            after: "abc"))
        let request = try #require(requests.value.first)
        #expect(request.method == "POST")
        #expect(request.url == "https://api.github.com/graphql")
        #expect(request.isIdempotent)
        #expect(request.headers["Content-Type"] == "application/json")
        let body = try JSONDecoder().decode(Body.self, from: request.body ?? Data())
        #expect(body.variables == ["owner": .string("octocat"), "repo": .string("Hello-World"), "limit": .int(30),
                                   "endCursor": .string("abc"), "states": .list(["OPEN", "CLOSED"]),
                                   "author": .string("monalisa")])
        #expect(body.query.hasPrefix("query IssueList("))
        #expect(!body.query.contains(" body "))
    }

    @Test func bodiesAreSelectedOnlyWhenAskedFor() throws {
        let (client, requests) = RESTStub.client([Self.page])
        _ = try client.listRepositoryIssues(Self.repo, IssueConnectionQuery(first: 1, includeBody: true))
        let body = try JSONDecoder().decode(Body.self, from: try #require(requests.value.first?.body))
        #expect(body.query.contains("number title body state"))
        #expect(body.variables["states"] == .list(["OPEN"]))
    }

    @Test func onlyTheFieldsAskedForAreSelected() throws {
        let (client, requests) = RESTStub.client([Self.page, Self.page])
        _ = try client.listRepositoryIssues(Self.repo, IssueConnectionQuery(first: 1, fields: .rows(coloured: false)))
        _ = try client.listRepositoryIssues(Self.repo, IssueConnectionQuery(first: 1, fields: [.author, .labelDetails]))
        let queries = try requests.value.map { try JSONDecoder().decode(Body.self, from: $0.body ?? Data()).query }
        #expect(queries.first?.contains("nodes { number title state stateReason updatedAt labels(first: 100) { nodes { name } } }") == true)
        #expect(queries.last?.contains("nodes { number author { login ... on User { id name } } labels(first: 100) { nodes { id name color description } } }") == true)
    }

    @Test func anEnterpriseServerIsAskedAtItsGraphQLRoot() throws {
        let (client, requests) = RESTStub.client([Self.page], baseURL: "https://ghe.example.com/api/v3")
        _ = try client.listRepositoryIssues(Self.repo, IssueConnectionQuery(first: 1))
        #expect(requests.value.first?.url == "https://ghe.example.com/api/graphql")
    }

    @Test func nodesBecomeIssuesWithTheTotalAndTheNextCursor() throws {
        let (client, _) = RESTStub.client([Self.page])
        let page = try client.listRepositoryIssues(Self.repo, IssueConnectionQuery(first: 1))
        #expect(page.totalCount == 1234)
        #expect(page.nextCursor == "Y3Vyc29yOnYyOpHOAAAB")
        #expect(page.hasIssuesEnabled)
        var issue = Issue(number: 1347, title: "Found a bug", state: .closed, stateReason: "not_planned",
                          authorLogin: "ghost", labels: [Label(name: "bug", color: "d73a4a")],
                          assigneeLogins: ["hubot"], milestone: Milestone(number: 1, title: "v1.0"),
                          commentCount: 4, htmlURL: "https://github.com/octocat/Hello-World/issues/1347",
                          createdAt: Date(timeIntervalSince1970: 1_303_479_228),
                          updatedAt: Date(timeIntervalSince1970: 1_303_565_628),
                          closedAt: Date(timeIntervalSince1970: 1_303_652_028))
        issue.extras.assignees = [Person(login: "hubot", id: nil, name: nil)]
        #expect(page.items == [issue])
    }

    @Test func theLastPageHasNoCursor() throws {
        let (client, _) = RESTStub.client([Self.answer("""
            {"data": {"repository": {"hasIssuesEnabled": false, "issues": {"totalCount": 0,
              "pageInfo": {"hasNextPage": false, "endCursor": null}, "nodes": []}}}}
            """)])
        let page = try client.listRepositoryIssues(Self.repo, IssueConnectionQuery(first: 1))
        #expect(page == IssueConnectionPage(items: [], totalCount: 0, nextCursor: nil, hasIssuesEnabled: false))
    }

    @Test func errorsInTheAnswerAreThrownWithTheirType() {
        let (client, _) = RESTStub.client([Self.answer("""
            {"data": {"repository": null}, "errors": [{"type": "NOT_FOUND", "path": ["repository"],
              "locations": [{"line": 2, "column": 3}],
              "message": "Could not resolve to a Repository with the name 'octocat/nope'."}]}
            """)])
        #expect(throws: GraphQLError(type: "NOT_FOUND", message: "Could not resolve to a Repository with the name 'octocat/nope'.")) {
            try client.listRepositoryIssues(Self.repo, IssueConnectionQuery(first: 1))
        }
    }

    /// GitHub's partial answer: null where an issue may not be shown, and the errors saying why.
    @Test func aPartialAnswerKeepsWhatItHasAndWarnsOnceAboutTheRest() throws {
        let notices = Locked<[String]>([])
        let answer = Self.answer("""
            {"data": {"repository": {"hasIssuesEnabled": true, "issues": {"totalCount": 3,
              "pageInfo": {"hasNextPage": false, "endCursor": null}, "nodes": [null, \(Self.node), null]}}},
             "errors": [{"type": "FORBIDDEN", "path": ["repository", "issues", "nodes", 0], "message": "SAML\\nenforced"},
                        {"type": "FORBIDDEN", "path": ["repository", "issues", "nodes", 2], "message": "SAML enforced"}]}
            """)
        let api = GitHubAPI(transport: HTTPTransport { _ in answer }, baseURL: "https://api.github.com", host: "github.com",
                            token: { AuthToken(value: "gho_x", source: .file("f")) },
                            notice: { text in notices.withLock { $0.append(text) } })
        let page = try GitHubClient.http(api).listRepositoryIssues(Self.repo, IssueConnectionQuery(first: 3))
        #expect(page.items.map(\.number) == [1347])
        #expect(page.totalCount == 3)
        #expect(notices.value == ["GitHub left out 2 issues it would not show: SAML enforced (FORBIDDEN) and 1 more error"])
    }

    @Test func errorsComeFirstWhenTheDataIsNotUsable() {
        let (client, _) = RESTStub.client([Self.answer("""
            {"data": {"repository": {"hasIssuesEnabled": true, "issues": null}},
             "errors": [{"type": "FORBIDDEN", "message": "Resource protected by organization SAML enforcement."}]}
            """)])
        #expect(throws: GraphQLError(type: "FORBIDDEN", message: "Resource protected by organization SAML enforcement.")) {
            try client.listRepositoryIssues(Self.repo, IssueConnectionQuery(first: 1))
        }
    }

    @Test func aSpentBudgetIsTheRateLimitErrorWithItsResetTime() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let (client, _) = RESTStub.client([Self.answer("""
            {"errors": [{"type": "RATE_LIMITED", "message": "API rate limit exceeded for user ID 1."}]}
            """, headers: [("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", "1700000600")])], now: { now })
        #expect(throws: RateLimitError(kind: .primary(resetsAt: Date(timeIntervalSince1970: 1_700_000_600)), now: now,
                                       timeZone: .gmt)) {
            try client.listRepositoryIssues(Self.repo, IssueConnectionQuery(first: 1))
        }
    }

    @Test func anAnswerWithNeitherDataNorErrorsIsUnexpected() {
        let (client, _) = RESTStub.client([Self.answer("{}")])
        #expect(throws: UnexpectedResponseError.self) {
            try client.listRepositoryIssues(Self.repo, IssueConnectionQuery(first: 1))
        }
    }

    struct Body: Decodable {
        var query: String
        var variables: [String: Variable]
    }

    enum Variable: Decodable, Equatable {
        case string(String), int(Int), list([String])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let int = try? container.decode(Int.self) { self = .int(int) }
            else if let list = try? container.decode([String].self) { self = .list(list) }
            else { self = .string(try container.decode(String.self)) }
        }
    }
}
