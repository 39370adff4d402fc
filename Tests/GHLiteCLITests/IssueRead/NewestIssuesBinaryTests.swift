import Foundation
import Testing

/// A cold `issue list` of more than one page reads REST's newest-first pages side by side, each overlapping the one
/// before it, and keeps them only when the overlaps agree: an issue filed, closed, deleted or transferred while they are
/// read makes it read GraphQL's cursors one page after another, as before. Each test compares what was printed with
/// GitHub's issues.
@Suite struct NewestIssuesBinaryTests {
    static let repo = "octocat/big"

    /// `octocat/big` with `items` items, every 4th a pull request, every 3rd closed.
    static func bigRepository(items: Int) throws -> FaultScenario {
        try FaultScenario(arguments: ["--big-repo-issues", String(items)])
    }

    /// The numbers a piped list printed, in order.
    static func numbers(_ run: GHLiteRun) -> [Int] {
        run.stdout.split(separator: "\n").compactMap { $0.split(separator: "\t").first.flatMap { Int($0) } }
    }

    /// GitHub's issues of `state` (pull requests left out), newest first, from the simulator's REST list; and the
    /// pull requests' numbers.
    static func gitHubIssues(_ scenario: FaultScenario, state: String) throws -> (issues: [Int], pullRequests: Set<Int>) {
        var issues: [Int] = [], pullRequests = Set<Int>()
        for page in 1... {
            let json = try scenario.simulator.send("GET", "/repos/\(repo)/issues?state=\(state)&per_page=100&page=\(page)")
            let items = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
            guard !items.isEmpty else { break }
            for item in items {
                let number = try #require(item["number"] as? Int)
                if item["pull_request"] == nil { issues.append(number) } else { pullRequests.insert(number) }
            }
        }
        return (issues, pullRequests)
    }

    /// The REST pages read newest first, and whether GraphQL's cursors were read.
    static func reads(_ scenario: FaultScenario) throws -> (pages: Int, cursors: Bool) {
        let requests = try scenario.requests()
        let pages = requests.count { $0.path.hasPrefix("/repos/\(repo)/issues?") && $0.path.contains("direction=desc&per_page=") }
        return (pages, requests.contains { $0.body.contains("query IssueList(") })
    }

    static let jsonFields = "number,title,state,closed,stateReason,labels,milestone,url,createdAt,updatedAt,closedAt,"
        + "issueType,body,id"

    @Test func aThousandIssuesAreReadFromPagesSideBySideAndPrintedAsTheCursorsPrintThem() async throws {
        let list = ["issues", Self.repo, "--state", "all", "-L", "1000", "--no-cache"]
        let sideBySide = try Self.bigRepository(items: 1500)
        let rows = try await sideBySide.run(list)
        #expect(rows.status == 0, "\(rows.stderr)")
        let reads = try Self.reads(sideBySide)
        #expect(reads.pages == 15 && !reads.cursors, "\(reads)")
        // The count beside the first three pages, then twelve pages: nothing asked after them.
        let sent = try sideBySide.requests()
        #expect(sent.count == 16 && sent.count { $0.body.contains("query IssueCount(") } == 1, "\(sent.map(\.path))")
        let json = try await sideBySide.run(list + ["--json", Self.jsonFields])
        #expect(json.status == 0, "\(json.stderr)")
        let gitHub = try Self.gitHubIssues(sideBySide, state: "all")
        #expect(Self.numbers(rows) == Array(gitHub.issues.prefix(1000)))
        #expect(Set(Self.numbers(rows)).isDisjoint(with: gitHub.pullRequests))

        // The same lists where REST's newest-first pages are refused, so the cursors are read.
        let cursors = try Self.bigRepository(items: 1500)
        try cursors.fault(#"{"method":"GET","path":"direction=desc","status":422,"times":100,"body":{"message":"Validation Failed"}}"#)
        let cursorRows = try await cursors.run(list)
        #expect(try Self.reads(cursors).cursors)
        let cursorJSON = try await cursors.run(list + ["--json", Self.jsonFields])
        #expect(rows.stdout == cursorRows.stdout)
        #expect(json.stdout == cursorJSON.stdout)
    }

    /// A change made right after page 1's answer: the pages read before it and those read after it do not overlap
    /// the same, and are not kept.
    static let filed = #"{"repo":"octocat/big","as":"hubot","create":"Filed meanwhile"}"#
    static let closed = #"{"repo":"octocat/big","issue":499,"as":"octocat","close":true}"#
    static let deleted = #"{"repo":"octocat/big","issue":499,"as":"octocat","delete":true}"#
    static let transferred = #"{"repo":"octocat/big","issue":499,"as":"octocat","transfer_to":"octocat/Hello-World"}"#

    @Test(arguments: [filed, closed, deleted, transferred])
    func anIssueFiledClosedDeletedOrTransferredWhileThePagesAreReadMakesTheListReadTheCursors(change: String) async throws {
        let scenario = try Self.bigRepository(items: 500)
        try scenario.simulator.control("after", #"{"match":{"method":"GET","path_regex":"direction=desc.*&page=1$"},"action":\#(change)}"#)
        let listed = try await scenario.run(["issues", Self.repo, "-L", "1000", "--no-cache"])
        #expect(listed.status == 0, "\(listed.stderr)")
        let reads = try Self.reads(scenario)
        #expect(reads.pages > 1 && reads.cursors, "\(reads)")
        #expect(Self.numbers(listed) == (try Self.gitHubIssues(scenario, state: "open").issues))
    }

    /// An issue changed further down than the pages read moves none of them: the pages are kept.
    @Test func anIssueChangedBelowThePagesReadLeavesThemExact() async throws {
        let scenario = try Self.bigRepository(items: 500)
        try scenario.simulator.control("after", #"{"match":{"method":"GET","path_regex":"direction=desc.*&page=1$"},"action":{"repo":"octocat/big","issue":5,"as":"octocat","close":true}}"#)
        let listed = try await scenario.run(["issues", Self.repo, "-L", "150", "--no-cache"])
        #expect(listed.status == 0, "\(listed.stderr)")
        let reads = try Self.reads(scenario)
        #expect(reads.pages >= 2 && !reads.cursors, "\(reads)")
        #expect(Self.numbers(listed) == Array(try Self.gitHubIssues(scenario, state: "open").issues.prefix(150)))
    }

    /// REST's list cannot filter by type, `--json author` needs people's names, and `-S` is GitHub's search.
    @Test(arguments: [["--type", "Bug"], ["--json", "number,author"], ["-S", "generated"]])
    func whatRESTsPagesCannotShowKeepsItsOwnPath(arguments: [String]) async throws {
        let scenario = try Self.bigRepository(items: 500)
        let listed = try await scenario.run(["issue", "list", "-R", Self.repo, "-L", "200", "--no-cache"] + arguments)
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(try Self.reads(scenario).pages == 0)
    }
}
