import GHLiteCore
import Testing

/// A REST client over a transport that answers from a list and remembers every request.
enum RESTStub {
    static func client(_ responses: [HTTPResponse], baseURL: String = "https://api.github.com",
                       now: @escaping @Sendable () -> Date = { Date() })
        -> (client: GitHubClient, requests: Locked<[HTTPRequest]>) {
        let requests = Locked<[HTTPRequest]>([])
        let pending = Locked(responses)
        let transport = HTTPTransport { request in
            requests.withLock { $0.append(request) }
            return pending.withLock { $0.isEmpty ? HTTPResponse(status: 500) : $0.removeFirst() }
        }
        let api = GitHubAPI(transport: transport, baseURL: baseURL, host: "github.com",
                            token: { AuthToken(value: "gho_x", source: .file("f")) }, now: now, timeZone: .gmt)
        return (.http(api), requests)
    }
}

@Suite(.strictDoubles) struct IssueCreationEndpointTests {
    static let repo = RepoRef(owner: "octocat", name: "Hello-World")

    @Test func createPostsCompactJSONWithOnlyWhatWasChosen() throws {
        let (client, requests) = RESTStub.client([HTTPResponse(status: 201, body: Data("""
            {"number":81,"html_url":"https://github.com/octocat/Hello-World/issues/81","labels":[{"name":"bug"}],
             "assignees":[{"login":"octocat"}],"milestone":{"number":1,"title":"v1.0"},"extra":null}
            """.utf8))])
        let issue = try client.createIssue(Self.repo, NewIssueRequest(title: "Crash / hang", body: "", labels: ["bug"],
                                                                      assignees: ["octocat"], milestone: 1))
        #expect(issue == CreatedIssue(number: 81, htmlURL: "https://github.com/octocat/Hello-World/issues/81",
                                      labels: ["bug"], assignees: ["octocat"], milestoneNumber: 1))
        let request = try #require(requests.value.first)
        #expect(request.method == "POST")
        #expect(request.url == "https://api.github.com/repos/octocat/Hello-World/issues")
        #expect(request.headers["Content-Type"] == "application/json")
        #expect(String(decoding: request.body ?? Data(), as: UTF8.self)
                == #"{"assignees":["octocat"],"labels":["bug"],"milestone":1,"title":"Crash / hang"}"#)
    }

    @Test func labelsAndAssigneesFollowEveryPage() throws {
        let (client, requests) = RESTStub.client([
            HTTPResponse(status: 200, headers: HTTPHeaders([("Link", #"<https://api.github.com/repositories/1/labels?per_page=100&page=2>; rel="next""#)]),
                         body: Data(#"[{"name":"bug","color":"d73a4a","description":null}]"#.utf8)),
            HTTPResponse(status: 200, body: Data(#"[{"name":"docs","color":"0075ca","description":"Docs"}]"#.utf8)),
            HTTPResponse(status: 200, body: Data(#"[{"login":"octocat","id":1},{"login":"hubot"}]"#.utf8)),
        ])
        #expect(try client.listLabels(Self.repo) == [Label(name: "bug", color: "d73a4a"),
                                                     Label(name: "docs", color: "0075ca", description: "Docs")])
        #expect(try client.listAssignees(Self.repo) == ["octocat", "hubot"])
        #expect(requests.value.map(\.url) == [
            "https://api.github.com/repos/octocat/Hello-World/labels?per_page=100",
            "https://api.github.com/repositories/1/labels?per_page=100&page=2",
            "https://api.github.com/repos/octocat/Hello-World/assignees?per_page=100",
        ])
    }

    @Test func contentsAreAFileOrADirectory() throws {
        let (client, requests) = RESTStub.client([
            HTTPResponse(status: 200, body: Data("""
                {"type":"file","path":".github/ISSUE_TEMPLATE/bug report.md","encoding":"base64","content":"LS0tCm5h\\nbWU6IEJ1Zwo=\\n"}
                """.utf8)),
            HTTPResponse(status: 200, body: Data(#"[{"name":"a.md","path":".github/a.md","type":"file","sha":"x"}]"#.utf8)),
        ])
        #expect(try client.getContents(Self.repo, ".github/ISSUE_TEMPLATE/bug report.md")
                == .file(path: ".github/ISSUE_TEMPLATE/bug report.md", data: Data("---\nname: Bug\n".utf8)))
        #expect(try client.getContents(Self.repo, ".github") == .directory([.init(name: "a.md", path: ".github/a.md", type: "file")]))
        #expect(requests.value.first?.url == "https://api.github.com/repos/octocat/Hello-World/contents/.github/ISSUE_TEMPLATE/bug%20report.md")
    }
}
