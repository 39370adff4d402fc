import Foundation
import Testing

/// `gh-lite api` as a user runs it, against a simulator of its own: what it prints, its exit code, and what GitHub
/// received. Seed facts: octocat/Hello-World has 10 labels; octocat/nope does not exist.
@Suite struct ApiBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    func api(_ arguments: [String], input: String = "") throws -> GHLiteRun {
        try GHLiteRun.run(["api"] + arguments, environment: simulator.environment(configDirectory: home.path), input: input)
    }

    static let labelsQuery = """
        query($endCursor: String) { repository(owner: "octocat", name: "Hello-World") {
          labels(first: 4, after: $endCursor) { nodes { name } pageInfo { hasNextPage endCursor } } } }
        """

    @Test func getPrintsGitHubsAnswerAsItCameWithTheToken() throws {
        let result = try api(["repos/octocat/Hello-World/issues/1"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        let issue = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(issue?["number"] as? Int == 1)
        let requests = try simulator.requests()
        #expect(requests.map(\.path) == ["/repos/octocat/Hello-World/issues/1"])
        #expect(requests.first?.headers["authorization"] == "Bearer \(Simulator.octocatToken)")
    }

    @Test func paginateReadsEveryRESTPageAndJQRunsOnEach() throws {
        let result = try api(["--paginate", "repos/octocat/Hello-World/labels?per_page=3", "--jq", ".[].name"])
        #expect(result.status == 0)
        let names = result.stdout.split(separator: "\n")
        #expect(names.count == 10 && names.first == "bug" && names.contains("priority: high"))
        #expect(try simulator.requests().count == 4)
    }

    @Test func paginateFollowsGraphQLCursorsPrintingEachPage() throws {
        let result = try api(["graphql", "--paginate", "-f", "query=\(Self.labelsQuery)"])
        #expect(result.status == 0)
        // gh 2.23 prints the pages one after another.
        #expect(result.stdout.components(separatedBy: "}}}}}{\"data\"").count == 3)
        #expect(result.stdout.components(separatedBy: "\"name\":").count - 1 == 10)
        #expect(try simulator.requests().map(\.method) == ["POST", "POST", "POST"])
    }

    @Test func patchWithRawFieldsChangesTheIssueOnce() throws {
        let result = try api(["-X", "PATCH", "repos/octocat/Hello-World/issues/1", "-f", "title=Renamed by api", "--jq", ".title"])
        #expect(result.status == 0 && result.stdout == "Renamed by api\n")
        #expect(try simulator.requests().filter { $0.method == "PATCH" }.count == 1)
        #expect(try helloWorldREST(1)["title"] as? String == "Renamed by api")
    }

    @Test func typedFieldsAreJSONValuesAndAtFileIsTheFilesText() throws {
        let file = home.url.appendingPathComponent("body.md")
        try "Steps:\n1. run it\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try api(["repos/octocat/Hello-World/issues", "-f", "title=Filed by api", "-F", "body=@\(file.path)",
                              "-F", "labels[]=bug", "-F", "n=3", "-F", "raw=true", "-f", "text=3", "--jq", ".number"])
        #expect(result.status == 0)
        let sent = try #require(try simulator.requests().first { $0.method == "POST" })
        let body = try JSONSerialization.jsonObject(with: Data(sent.body.utf8)) as? [String: Any]
        #expect(body?["n"] as? Int == 3 && body?["raw"] as? Bool == true && body?["text"] as? String == "3")
        let number = try #require(Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        let issue = try helloWorldREST(number)
        #expect(issue["body"] as? String == "Steps:\n1. run it\n")
        #expect((issue["labels"] as? [[String: Any]])?.map { $0["name"] as? String } == ["bug"])
    }

    @Test func graphQLQueryFromARawField() throws {
        let result = try api(["graphql", "-f", "query=query { viewer { login } }"])
        #expect(result.status == 0 && result.stdout == #"{"data":{"viewer":{"login":"octocat"}}}"#)
    }

    @Test func anErrorPrintsGitHubsBodyAndItsMessageAndExitsOne() throws {
        let missing = try api(["repos/octocat/nope"])
        #expect(missing.status == 1)
        #expect(missing.stdout.contains(#""message":"Not Found""#))
        #expect(missing.stderr == "gh-lite: Not Found (HTTP 404)\n")
        let graphQL = try api(["graphql", "-f", "query=query { nope }"])
        #expect(graphQL.status == 1)
        #expect(graphQL.stdout.contains(#""errors":"#))
        #expect(graphQL.stderr == "gh-lite: Field 'nope' doesn't exist on type 'Query'\n")
    }

    @Test func aURLOnAnotherHostGetsNoToken() throws {
        // localhost is this simulator too, but another origin than the API's 127.0.0.1: a different host to gh-lite.
        let port = try #require(URL(string: simulator.baseURL)?.port)
        let result = try api(["http://localhost:\(port)/user"])
        #expect(result.status == 1 && result.stderr == "gh-lite: Requires authentication (HTTP 401)\n")
        let requests = try simulator.requests()
        #expect(requests.map(\.path) == ["/user"])
        #expect(requests.first?.headers["authorization"] == nil)
    }

    @Test func cacheAnswersTheSecondCallWithoutARequest() throws {
        let first = try api(["--cache", "1h", "/user", "--jq", ".login"])
        let second = try api(["--cache", "1h", "/user", "--jq", ".login"])
        #expect(first.status == 0 && second.status == 0)
        #expect(first.stdout == "octocat\n" && second.stdout == "octocat\n")
        #expect(try simulator.requests().count == 1)
    }

    @Test func includeShowsTheStatusLineAndHeadersBeforeTheBody() throws {
        let result = try api(["-i", "repos/octocat/Hello-World/labels/bug"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("HTTP/1.1 200 OK\n"))
        #expect(result.stdout.contains("\r\nContent-Type: application/json; charset=utf-8\r\n"))
        #expect(result.stdout.contains("\r\n\r\n{\"id\":"))
    }

    @Test func inputSendsTheFileAsTheBody() throws {
        let result = try api(["repos/octocat/Hello-World/issues", "--input", "-", "--jq", ".title"],
                             input: #"{"title":"From standard input"}"#)
        #expect(result.status == 0 && result.stdout == "From standard input\n")
        #expect(try simulator.requests().filter { $0.method == "POST" }.count == 1)
    }

    @Test func aWriteIsSentOnceWhatEverGitHubAnswersAndAGetIsTriedAgain() throws {
        try simulator.control("faults", #"{"method": "POST", "path": "/issues$", "status": 502}"#)
        let write = try api(["repos/octocat/Hello-World/issues", "-f", "title=Sent once"])
        #expect(write.status == 1 && write.stderr == "gh-lite: Bad Gateway (HTTP 502)\n")
        #expect(try simulator.requests().filter { $0.method == "POST" }.count == 1)
        try simulator.clearRequests()
        try simulator.control("faults", #"{"method": "GET", "path": "^/user$", "status": 502}"#)
        let read = try api(["/user", "--jq", ".login"])
        #expect(read.status == 0 && read.stdout == "octocat\n")
        #expect(try simulator.requests().map(\.path) == ["/user", "/user"])
    }

    @Test func placeholdersNameTheRepositoryFromGHRepoOrSayHowToGiveIt() throws {
        var environment = simulator.environment(configDirectory: home.path)
        let unnamed = try GHLiteRun.run(["api", "repos/{owner}/{repo}/labels"], environment: environment)
        #expect(unnamed.status == 1)
        #expect(unnamed.stderr.hasSuffix(": set GH_REPO=OWNER/REPO for {owner} and {repo}, or write them\n"),
                "\(unnamed.stderr)")
        #expect(try simulator.requests().isEmpty)
        environment["GH_REPO"] = "octocat/Hello-World"
        let named = try GHLiteRun.run(["api", "repos/{owner}/{repo}/labels", "--jq", "length"], environment: environment)
        #expect(named.status == 0 && named.stdout == "10\n", "\(named.stderr)")
    }

    @Test func notSignedInIsExitFourBeforeAnyRequest() throws {
        let result = try GHLiteRun.run(["api", "/user"], environment: simulator.environment(token: nil, configDirectory: home.path))
        #expect(result.status == 4)
        #expect(result.stderr.contains("not signed in"))
        #expect(try simulator.requests().isEmpty)
    }
}
