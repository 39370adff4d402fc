import GHLiteCore
import Testing

/// The REST layer over a scripted transport: each test names every request its case sends.
@Suite(.strictDoubles) struct GitHubAPITests {
    func api(_ recorder: ScriptedTransport, base: String = "https://api.github.com",
             token: @escaping @Sendable () -> AuthToken? = { AuthToken(value: "gho_secret", source: .file("f")) }) -> GitHubAPI {
        GitHubAPI(transport: recorder.transport, baseURL: base, host: "github.com", token: token,
                  now: { Date(timeIntervalSince1970: 1_700_000_000) })
    }

    @Test func sendsGitHubsHeadersAndTheToken() throws {
        let recorder = ScriptedTransport(ScriptedTransport.ok(1))
        _ = try api(recorder).get("https://api.github.com/user/repos")
        let headers = try #require(recorder.requests.value.first).headers
        #expect(headers["accept"] == "application/vnd.github+json")
        #expect(headers["X-GitHub-Api-Version"] == "2022-11-28")
        #expect(headers["User-Agent"] == "gh-lite/\(GHLiteVersion.current)")
        #expect(headers["Authorization"] == "Bearer gho_secret")
    }

    @Test func readsTheTokenAgainForEveryRequest() throws {
        let current = Locked("first")
        let recorder = ScriptedTransport(ScriptedTransport.ok(2))
        let api = api(recorder, token: { AuthToken(value: current.value, source: .file("f")) })
        _ = try api.get("https://api.github.com/a")
        current.withLock { $0 = "second" }
        _ = try api.get("https://api.github.com/b")
        #expect(recorder.requests.value.map { $0.headers["Authorization"] } == ["Bearer first", "Bearer second"])
    }

    @Test func neverSendsTheTokenToAnotherOrigin() throws {
        let recorder = ScriptedTransport(ScriptedTransport.ok(3))
        let api = api(recorder)
        for url in ["https://evil.example/user", "http://api.github.com/user", "https://api.github.com:8443/user"] {
            _ = try api.get(url)
        }
        #expect(recorder.requests.value.allSatisfy { $0.headers["Authorization"] == nil })
    }

    @Test func refusesPlainHTTPExceptOnLoopback() throws {
        let remote = ScriptedTransport([])
        #expect(throws: CommandError("refusing to send a token over plain http to example.com: use an https API URL")) {
            try api(remote, base: "http://example.com").get("http://example.com/user")
        }
        #expect(remote.requests.value.isEmpty)
        let local = ScriptedTransport(ScriptedTransport.ok(1))
        _ = try api(local, base: "http://127.0.0.1:8080").get("http://127.0.0.1:8080/user")
        #expect(local.requests.value.first?.headers["Authorization"] == "Bearer gho_secret")
    }

    /// This machine is told from the address, never from a name's first characters; other spellings of
    /// loopback are refused too (conservative: nobody needs them, and each could be read two ways).
    static let loopbackAPIs = ["http://127.0.0.1:8080", "http://127.255.3.9", "http://localhost:1", "http://LOCALHOST:1",
                               "http://[::1]:8080"]
    static let lookalikeAPIs = ["http://127.evil.example", "http://127.0.0.1.evil.example:8080", "http://127.0.0.1.nip.io",
                                "http://127.1", "http://0x7f.0.0.1", "http://0177.0.0.1", "http://127.000.000.001",
                                "http://2130706433", "http://127.0.0.256", "http://127.0.0.1.", "http://localhost.",
                                "http://localhost.evil", "http://evil.localhost", "http://[::ffff:127.0.0.1]",
                                "http://[0:0:0:0:0:0:0:1]", "http://127.0.0.1%2eevil.example", "http://%31%32%37.0.0.1",
                                "http://127.0.0.1@evil.example", "http://１２７.0.0.1"]

    @Test(arguments: loopbackAPIs) func loopbackAddressesGetTheTokenOverPlainHTTP(base: String) throws {
        let local = ScriptedTransport(ScriptedTransport.ok(1))
        _ = try api(local, base: base).get(base + "/user")
        #expect(local.requests.value.first?.headers["Authorization"] == "Bearer gho_secret")
    }

    @Test(arguments: lookalikeAPIs) func namesThatLookLikeLoopbackGetNoTokenOverPlainHTTP(base: String) throws {
        let remote = ScriptedTransport([])
        do {
            _ = try api(remote, base: base).get(base + "/user")
        } catch let error as CommandError {
            #expect(error.userMessage.hasPrefix("refusing to send a token "))
        }
        #expect(remote.requests.value.allSatisfy { $0.headers["Authorization"] == nil })
    }

    @Test func withoutATokenNothingIsSent() {
        let recorder = ScriptedTransport([])
        #expect(throws: AuthenticationError(host: "github.com", reason: .notSignedIn)) {
            try api(recorder, token: { nil }).get("https://api.github.com/user")
        }
        #expect(recorder.requests.value.isEmpty)
    }

    @Test func aRejectedTokenAsksToSignInAgain() throws {
        let body = Data(#"{"message":"Bad credentials","documentation_url":"https://docs.github.com/rest","status":"401"}"#.utf8)
        let recorder = ScriptedTransport([.respond(HTTPResponse(status: 401, body: body))])
        do {
            _ = try api(recorder, token: { AuthToken(value: "x", source: .environment("GH_TOKEN")) }).get("https://api.github.com/user")
            Issue.record("expected an error")
        } catch let error as AuthenticationError {
            #expect(error.exitCode == .authRequired)
            #expect(error.userMessage.contains("GH_TOKEN was rejected"))
            #expect(error.userMessage.contains("Bad credentials"))
        }
    }

    @Test func keepsGitHubsMessageFieldErrorsAndRequestID() throws {
        let body = Data(#"""
            {"message":"Validation Failed","errors":[{"resource":"Issue","field":"assignees","code":"invalid","value":"nobody"},
            "plain text problem",{"resource":"Issue","code":"custom","field":"title","message":"title is too long"}],
            "documentation_url":"https://docs.github.com/rest/issues/issues#create-an-issue","status":"422"}
            """#.utf8)
        let recorder = ScriptedTransport([.respond(HTTPResponse(status: 422, headers: HTTPHeaders([("X-GitHub-Request-Id", "AB:CD")]),
                                                                body: body))])
        do {
            _ = try api(recorder).get("https://api.github.com/repos/o/r/issues")
            Issue.record("expected an error")
        } catch let error as GitHubAPIError {
            #expect(error.status == 422)
            #expect(error.errors.map(\.summary) == ["assignees: invalid \"nobody\"", "plain text problem", "title: title is too long"])
            #expect(error.userMessage == "HTTP 422: Validation Failed [assignees: invalid \"nobody\"; plain text problem; "
                    + "title: title is too long] (https://api.github.com/repos/o/r/issues) request id AB:CD")
        }
    }

    @Test func aNonJSONErrorStillGivesTheStatus() {
        let recorder = ScriptedTransport([.respond(HTTPResponse(status: 502, body: Data("<html>Unicorn!</html>".utf8)))])
        #expect(throws: GitHubAPIError(status: 502, message: "Bad Gateway", url: "https://api.github.com/x")) {
            try api(recorder).get("https://api.github.com/x")
        }
    }

    @Test func listsReposThroughTheRESTClientAndReadsTheNextLink() throws {
        let json = #"""
            [{"id":1,"name":"Hello-World","full_name":"octocat/Hello-World","owner":{"login":"octocat","id":1},
              "private":false,"html_url":"https://github.com/octocat/Hello-World","description":null,"fork":false,
              "archived":false,"visibility":"public","pushed_at":"2011-01-26T19:06:43Z","updated_at":"2011-01-26T19:14:43Z",
              "some_new_field":{"nested":[1,2]}}]
            """#
        let link = #"<https://api.github.com/user/repos?per_page=1&page=2>; rel="next", <https://api.github.com/user/repos?per_page=1&page=9>; rel="last""#
        let recorder = ScriptedTransport([.respond(HTTPResponse(status: 200, headers: HTTPHeaders([("link", link)]),
                                                                body: Data(json.utf8)))] + ScriptedTransport.ok(2))
        let client = GitHubClient.http(api(recorder))
        let page = try client.listViewerRepos(ReposQuery(visibility: .private, perPage: 1))
        #expect(recorder.requests.value.first?.url
                == "https://api.github.com/user/repos?affiliation=owner&visibility=private&sort=pushed&per_page=1")
        #expect(page.items.first?.fullName == "octocat/Hello-World")
        #expect(page.items.first?.description == nil)
        #expect(page.nextPageURL == "https://api.github.com/user/repos?per_page=1&page=2")

        _ = try client.listUserRepos("hubot", ReposQuery(perPage: 500))
        #expect(recorder.requests.value.last?.url == "https://api.github.com/users/hubot/repos?type=owner&sort=pushed&per_page=100")
        _ = try client.listUserRepos("hubot", ReposQuery(perPage: 5, pageURL: "https://api.github.com/repositories/7/x?page=3"))
        #expect(recorder.requests.value.last?.url == "https://api.github.com/repositories/7/x?page=3")
    }

    /// The second line of defence for "follow `Link` exactly as given" (the models' tests are the first): every
    /// paged endpoint sends a next URL byte for byte (another path, its own encoding) and hands GitHub's on unchanged.
    @Test func everyPagedEndpointSendsTheNextURLExactlyAsGivenAndPassesTheNextOneOn() throws {
        let given = "https://api.github.com/repositories/1296269/issues?labels=a%2Cb+c&x=%20&page=2"
        let next = "https://api.github.com/repositories/1296269/issues?labels=a%2Cb+c&x=%20&page=3"
        let answer = { (body: String) in
            HTTPResponse(status: 200, headers: HTTPHeaders([("Link", "<\(next)>; rel=\"next\"")]), body: Data(body.utf8))
        }
        let recorder = ScriptedTransport([answer("[]"), answer("[]"), answer("[]"), answer(#"{"total_count":0,"items":[]}"#)].map { .respond($0) })
        let client = GitHubClient.http(api(recorder))
        let repo = RepoRef(owner: "octocat", name: "Hello-World")
        let pages = try [
            client.listIssues(repo, IssuesQuery(perPage: 100, pageURL: given)).nextPageURL,
            client.listMilestones(repo, MilestonesQuery(pageURL: given)).nextPageURL,
            client.listIssueComments(repo, 1, IssueCommentsQuery(perPage: 100, pageURL: given)).nextPageURL,
            client.searchIssues(IssueSearchQuery(text: "x", perPage: 100, pageURL: given)).nextPageURL,
        ]
        #expect(recorder.requests.value.map(\.url) == Array(repeating: given, count: 4))
        #expect(pages == Array(repeating: next, count: 4))
    }

    /// As a redirect would be: the token and every answer would cross the network in clear text.
    @Test func aNextLinkFromHTTPSToPlainHTTPIsRefused() throws {
        let link = #"<http://api.github.com/user/repos?page=2>; rel="next""#
        let linked = ScriptedTransport.response(200, [("Link", link)], body: "[]")
        let recorder = ScriptedTransport([linked, linked])
        let client = GitHubClient.http(api(recorder))
        let refused = CommandError("refusing to follow a next-page link from https to plain http: http://api.github.com/user/repos?page=2")
        #expect(throws: refused) { try client.listViewerRepos(ReposQuery(perPage: 1)) }
        #expect(throws: refused) { try client.listLabels(RepoRef(owner: "o", name: "r")) }
        #expect(recorder.requests.value.count == 2)
        // On this machine's plain http, where gh-lite already talks http, a next page on it is followed.
        let local = ScriptedTransport([ScriptedTransport.response(200, [("Link", "<http://127.0.0.1:8080/p2>; rel=\"next\"")],
                                                                  body: "[]")])
        #expect(try GitHubClient.http(api(local, base: "http://127.0.0.1:8080")).listViewerRepos(ReposQuery(perPage: 1)).nextPageURL
                == "http://127.0.0.1:8080/p2")
    }

    @Test func listsAnOrganizationsReposWithVisibilityAsItsType() throws {
        let recorder = ScriptedTransport(ScriptedTransport.ok(5))
        let client = GitHubClient.http(api(recorder))
        for (visibility, type) in [(nil, "all"), (RepoVisibility.private, "private"), (.public, "public"), (.internal, "all")] {
            _ = try client.listOrganizationRepos("octo-org", ReposQuery(visibility: visibility, perPage: 30))
            #expect(recorder.requests.value.last?.url == "https://api.github.com/orgs/octo-org/repos?type=\(type)&sort=pushed&per_page=30")
        }
        _ = try client.listOrganizationRepos("octo-org", ReposQuery(perPage: 5, pageURL: "https://api.github.com/organizations/9/repos?page=2"))
        #expect(recorder.requests.value.last?.url == "https://api.github.com/organizations/9/repos?page=2")
    }

    @Test func unreadableSuccessBodiesAreAClearError() throws {
        let recorder = ScriptedTransport([.respond(HTTPResponse(status: 200, body: Data("[{\"name\": tru".utf8)))])
        #expect(throws: UnexpectedResponseError.self) {
            try GitHubClient.http(api(recorder)).listViewerRepos(ReposQuery(perPage: 5))
        }
    }

    /// A restricted search answers only its repository's hits: one from elsewhere (or naming no repository) would
    /// be taken for the same number here.
    @Test func aRestrictedSearchLeavesOutAndCountsHitsFromOtherRepositories() throws {
        func hit(_ repository: String?) -> String {
            let url = repository.map { #","repository_url":"https://api.github.com/repos/\#($0)""# } ?? ""
            return #"{"number":3,"html_url":"h","created_at":"2024-01-01T00:00:00Z"\#(url)}"#
        }
        let body = #"{"total_count":4,"items":["# + [hit("octocat/hello-world"), hit("other/elsewhere"), hit(nil),
                                                     hit("octocat/Hello-World-2")].joined(separator: ",") + "]}"
        let recorder = ScriptedTransport([ScriptedTransport.response(200, body: body)])
        let page = try GitHubClient.http(api(recorder)).searchIssues(
            IssueSearchQuery(text: "x", perPage: 100).restricted(to: RepoRef(owner: "octocat", name: "Hello-World")))
        #expect(page.items.map(\.number) == [3])
        #expect(page.otherRepositoryHits == 3)
    }
}
