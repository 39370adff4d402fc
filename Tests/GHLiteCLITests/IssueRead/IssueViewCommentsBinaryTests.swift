import Foundation
import Testing

/// `issue view N --comments` in one request (octocat/Hello-World's #1 has 45 comments and reactions; #3 is a pull
/// request): the issue, its reactions and every comment, as the simulator holds them.
@Suite struct IssueViewCommentsBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    static let repo = ["-R", "octocat/Hello-World"]

    var environment: [String: String] { simulator.environment(configDirectory: home.path).merging(["NO_COLOR": "1"]) { $1 } }

    /// The authors of #1's comments, oldest first, as GitHub has them (the request log is cleared after).
    func commentAuthors() throws -> [String] {
        let body = try simulator.body(of: "/repos/octocat/Hello-World/issues/1/comments?per_page=100")
        let comments = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [[String: Any]])
        return comments.compactMap { ($0["user"] as? [String: Any])?["login"] as? String }
    }

    /// What gh-lite sent: each GraphQL document by its operation's name, each REST request by its path.
    func sent() throws -> [String] {
        try simulator.requests().map { request in
            guard request.path == "/graphql" else { return request.path }
            return request.body.firstMatch(of: #/"(query|mutation) (\w+)/#).map { "\($0.1) \($0.2)" } ?? request.body
        }
    }

    @Test func pipedEveryCommentComesInTheOneRequestThatBringsTheIssue() throws {
        let authors = try commentAuthors()
        try #require(authors.count == 45)
        let view = try GHLiteRun.run(["issue", "view", "1", "--comments"] + Self.repo, environment: environment)
        #expect(view.status == 0, "\(view.stderr)")
        let shown = view.stdout.split(separator: "\n").filter { $0.hasPrefix("author:\t") }.map { String($0.dropFirst(8)) }
        #expect(shown == authors)
        #expect(try sent() == ["query IssueView"])
    }

    @Test func onATerminalTheIssueItsReactionsAndEveryCommentComeInOneRequest() throws {
        let authors = try commentAuthors()
        let view = try GHLiteRun.runInTerminal(["issue", "view", "1", "--comments"] + Self.repo, environment: environment)
        #expect(view.status == 0, "\(view.stdout)")
        let lines = view.stdout.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n")
        let state = try #require(lines.firstIndex { $0.hasPrefix("Open • octocat opened") })
        #expect(lines[state].hasSuffix(" • 45 comments"))
        #expect(lines[state + 1] == "5 \u{1F44D} • 2 \u{2764}\u{FE0F} • 1 \u{1F440}")
        let headers = lines.filter { line in authors.contains { line.hasPrefix($0 + " ") } && line.contains(" ago") }
        #expect(headers.count == authors.count)
        #expect(headers.last?.hasSuffix("Newest comment") == true)
        #expect(try sent() == ["query IssueView"])
    }

    @Test func aPullRequestsNumberIsStillNamedOneAfterTheOneRequestFindsNoIssue() throws {
        let view = try GHLiteRun.run(["issue", "view", "3", "--comments"] + Self.repo, environment: environment)
        #expect(view.status == 1)
        #expect(view.stderr.hasPrefix("#3 in octocat/Hello-World is a pull request, not an issue: see "), "\(view.stderr)")
        #expect(try sent() == ["query IssueView", "/repos/octocat/Hello-World/issues/3"])
    }
}
