import Foundation
@testable import GHLiteCore
import GHLiteMock
import Testing

/// `SearchIssuesModel` on `.failing` with the search overridden: pages, limits, pull requests and what GitHub said.
@Suite(.strictDoubles) struct SearchIssuesModelTests {
    static func hit(_ number: Int, repository: String = "octocat/Hello-World", pullRequest: Bool = false) -> IssueSearchHit {
        IssueSearchHit(issue: .fixture(number, htmlURL: "", isPullRequest: pullRequest), repository: repository)
    }

    let terms = IssueSearchTerms(keywords: ["crash"], qualifiers: ["is": ["issue"], "user": ["octo-org"]])

    @Test func followsGitHubsPagesUntilTheLimitAndAsksForNoMoreThanItShows() throws {
        let asked = Locked<[IssueSearchQuery]>([])
        var environment = SearchIssuesModelEnvironment.failing
        environment.searchIssues = { query in
            asked.withLock { $0.append(query) }
            let start = query.pageURL == nil ? 1 : 101
            return IssueSearchPage(hits: (start..<start + 100).map { Self.hit($0) }, nextPageURL: "next-\(start)",
                                   totalCount: 5_000)
        }
        let results = try SearchIssuesModel(environment: environment).search(terms, sort: "updated", order: "asc", limit: 150)
        #expect(results.hits.map(\.issue.number) == Array(1...150))
        #expect(results.totalCount == 5_000)
        let queries = asked.value
        #expect(queries.map(\.pageURL) == [nil, "next-1"])
        #expect(queries[0] == IssueSearchQuery(text: "crash is:issue user:octo-org", perPage: 100, sort: "updated",
                                               order: "asc"))
    }

    @Test func asksForOnlyTheLimitWhenItIsUnderAPage() throws {
        var environment = SearchIssuesModelEnvironment.failing
        environment.searchIssues = { query in
            #expect(query.perPage == 7 && query.sort == nil && query.order == nil)
            return IssueSearchPage(hits: (1...7).map { Self.hit($0) }, nextPageURL: "more", totalCount: 9)
        }
        let results = try SearchIssuesModel(environment: environment).search(terms, sort: nil, order: nil, limit: 7)
        #expect(results.hits.count == 7)
    }

    @Test func leavesOutPullRequestsAndSaysWhenGitHubGaveUpEarly() throws {
        var environment = SearchIssuesModelEnvironment.failing
        environment.searchIssues = { _ in
            IssueSearchPage(hits: [Self.hit(1), Self.hit(2, pullRequest: true), Self.hit(3, repository: "octo-org/octo-repo")],
                            totalCount: 3, isIncomplete: true)
        }
        let results = try SearchIssuesModel(environment: environment).search(terms, sort: nil, order: nil, limit: 30)
        #expect(results.hits.map(\.issue.number) == [1, 3])
        #expect(results.hits.map(\.repository) == ["octocat/Hello-World", "octo-org/octo-repo"])
        #expect(results.isIncomplete)
        let both = try SearchIssuesModel(environment: environment).search(terms, sort: nil, order: nil, limit: 30,
                                                                           includingPullRequests: true)
        #expect(both.hits.map(\.issue.number) == [1, 2, 3])
    }

    @Test func aNextPageThatWasReadAlreadyEndsTheSearchWithAnError() {
        var environment = SearchIssuesModelEnvironment.failing
        environment.searchIssues = { _ in IssueSearchPage(hits: [Self.hit(1)], nextPageURL: "same", totalCount: 500) }
        #expect(throws: PaginationError.self) {
            try SearchIssuesModel(environment: environment).search(terms, sort: nil, order: nil, limit: 500)
        }
    }

    @Test func theWebOpensGitHubsSearchPageOnTheUsersHost() throws {
        let opened = Locked<[String]>([])
        var environment = SearchIssuesModelEnvironment.failing
        environment.webHost = "ghe.example.com"
        environment.openInBrowser = { url in opened.withLock { $0.append(url) } }
        let url = try SearchIssuesModel(environment: environment).openInBrowser(terms, sort: "comments", order: nil)
        #expect(url == "https://ghe.example.com/search?q=crash%20is%3Aissue%20user%3Aocto-org&type=issues&sort=comments")
        #expect(opened.value == [url])
    }
}

/// `gh-lite search issues` run whole, in memory, against the mock GitHub.
@Suite(.strictDoubles) struct SearchIssuesCommandTests {
    func run(_ arguments: [String], terminal: Bool) -> (ExitCode, MemoryIO) {
        let memory = MemoryIO(terminal: terminal, width: 120)
        let code = CommandLineInterface.run(["search", "issues"] + arguments, variables: [:], io: memory.io,
                                            makeEnvironment: { _ in .mock })
        return (code, memory)
    }

    @Test func pipedRowsNameEachResultsRepository() {
        let (code, io) = run(["--repo", "octocat/Hello-World", "--state", "open", "-L", "2"], terminal: false)
        #expect(code == .ok)
        let rows = io.output.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { $0.count == 6 && $0[0] == "octocat/Hello-World" && $0[2] == "open" })
    }

    @Test func includePRsNamesEachRowsKindAndColoursAPullRequestAsGhDoes() {
        var merged = SearchIssuesModelTests.hit(2, pullRequest: true)
        merged.issue.state = .closed
        merged.isMerged = true
        var closed = SearchIssuesModelTests.hit(3, pullRequest: true)
        closed.issue.state = .closed
        let results = SearchIssuesModel.Results(hits: [SearchIssuesModelTests.hit(1), merged, closed], totalCount: 3,
                                                isIncomplete: false)
        let style = TerminalStyle(variables: ["CLICOLOR_FORCE": "1"], isTerminal: false)
        let table = SearchIssuesOutput(isTerminal: true, width: 200, style: style, now: MockGitHubData.epoch,
                                       includesPullRequests: true).table(results)
        let lines = table.split(separator: "\n")
        #expect(table.hasPrefix("\nShowing 3 of 3 issues and pull requests\n\n"))
        #expect(lines[1].contains("KIND"))
        #expect(lines[2].hasPrefix("issue") && lines[2].contains(style.green("#1")))
        #expect(lines[3].hasPrefix("pr") && lines[3].contains(style.magenta("#2")))
        #expect(lines[4].hasPrefix("pr") && lines[4].contains(style.red("#3")))
    }

    @Test func includePRsSaysItInTheEmptyMessage() {
        let (code, io) = run(["--repo", "octocat/Hello-World", "no-such-words-anywhere", "--include-prs"], terminal: true)
        #expect(code == .ok)
        #expect(io.error == "no issues or pull requests matched your search\n")
    }

    @Test func nothingFoundIsSaidToPeopleWithExitZero() {
        let (code, io) = run(["--repo", "octocat/Hello-World", "no-such-words-anywhere"], terminal: true)
        #expect(code == .ok)
        #expect(io.output.isEmpty)
        #expect(io.error == "no issues matched your search\n")
    }
}
