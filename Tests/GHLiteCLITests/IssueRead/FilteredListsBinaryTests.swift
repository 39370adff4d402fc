import Foundation
import Testing

/// `issue list -l`, `-a none` and `-a '*'` are exact while the list changes: an issue closed or filed between two
/// reads of the list makes none that matched throughout go missing and none come twice. The list printed is GitHub's at
/// one moment: before the change or after it.
@Suite struct FilteredListsBinaryTests {
    static let repo = "octocat/mixed"

    /// `octocat/mixed`: `items` open items, all made at once (newest first is highest number first); every 3rd a pull
    /// request, all but every 5th labelled `bug`, every 2nd also `documentation`, every 4th assigned to octocat.
    static func mixedRepository(items: Int) throws -> FaultScenario {
        let scenario = try FaultScenario()
        let entries = (1...items).map { n in
            let labels = n % 5 == 0 ? [] : n % 2 == 0 ? ["bug", "documentation"] : ["bug"]
            let names = labels.map { "\"\($0)\"" }.joined(separator: ",")
            return #"{"title":"Item \#(n)","labels":[\#(names)],"assignees":\#(n % 4 == 0 ? #"["octocat"]"# : "[]"),"pull_request":\#(n % 3 == 0)}"#
        }
        try scenario.simulator.control("seed/repos", #"{"owner":"octocat","name":"mixed","issues":[\#(entries.joined(separator: ","))]}"#)
        return scenario
    }

    /// GitHub's open issues (pull requests left out) REST's `filter` matches, newest first.
    static func gitHubIssues(_ scenario: FaultScenario, _ filter: String) throws -> [Int] {
        var issues: [Int] = []
        for page in 1... {
            let json = try scenario.simulator.body(of: "/repos/\(repo)/issues?\(filter)&per_page=100&page=\(page)")
            let items = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
            guard !items.isEmpty else { return issues }
            issues += items.filter { $0["pull_request"] == nil }.compactMap { $0["number"] as? Int }
        }
        return issues
    }

    /// A change by someone else right after the list's first read, whichever it is (REST's pages, GraphQL's cursors or count).
    static func afterTheFirstRead(_ scenario: FaultScenario, _ action: String) throws {
        try scenario.simulator.control("after", #"{"match":{"method":"*","path_regex":"^/(graphql|repos/octocat/mixed/issues\\?)"},"action":\#(action)}"#)
    }

    static func numbers(_ run: GHLiteRun) -> [Int] {
        run.stdout.split(separator: "\n").compactMap { $0.split(separator: "\t").first.flatMap { Int($0) } }
    }

    struct Case: Sendable, CustomStringConvertible {
        var flags: [String]
        /// The same filter as REST's list spells it.
        var rest: String
        /// The change, given the newest issue the list shows.
        var change: @Sendable (Int) -> String
        var name: String

        var description: String { "\(flags.joined(separator: " ")): \(name)" }
    }

    static func closed(_ newest: Int) -> String { #"{"repo":"octocat/mixed","issue":\#(newest),"as":"octocat","close":true}"# }
    static func filed(_: Int) -> String {
        #"{"repo":"octocat/mixed","as":"hubot","create":"Filed meanwhile","labels":["bug","documentation"]}"#
    }

    /// Each limit puts an issue, not a pull request, where REST's pages of that size meet.
    static let cases: [Case] = [
        Case(flags: ["-l", "bug", "-L", "30"], rest: "labels=bug", change: closed, name: "closed"),
        Case(flags: ["-l", "bug", "-L", "30"], rest: "labels=bug", change: filed, name: "filed"),
        Case(flags: ["-l", "bug", "-L", "60"], rest: "labels=bug", change: closed, name: "closed"),
        Case(flags: ["-l", "bug", "-L", "60"], rest: "labels=bug", change: filed, name: "filed"),
        Case(flags: ["-l", "bug", "-l", "documentation", "-L", "30"], rest: "labels=bug,documentation", change: closed,
             name: "closed"),
        Case(flags: ["-l", "bug", "-l", "documentation", "-L", "30"], rest: "labels=bug,documentation", change: filed,
             name: "filed"),
        Case(flags: ["-a", "none", "-L", "30"], rest: "assignee=none", change: closed, name: "closed"),
        Case(flags: ["-a", "none", "-L", "29"], rest: "assignee=none", change: filed, name: "filed"),
        Case(flags: ["-a", "*", "-L", "13"], rest: "assignee=*", change: closed, name: "closed"),
    ]

    @Test(arguments: cases)
    func anIssueClosedOrFiledWhileTheListIsReadLeavesGitHubsListAtOneMoment(_ listed: Case) async throws {
        let scenario = try Self.mixedRepository(items: 120)
        let before = try Self.gitHubIssues(scenario, listed.rest)
        try Self.afterTheFirstRead(scenario, listed.change(before[0]))
        let run = try await scenario.run(["issue", "list", "-R", Self.repo, "--no-cache"] + listed.flags)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try scenario.simulator.body(of: "/_simulator/after") == "[]", "the change was made")
        let after = try Self.gitHubIssues(scenario, listed.rest)
        #expect(before != after)
        let limit = Int(listed.flags.last!)!
        let printed = Self.numbers(run)
        #expect(printed == Array(before.prefix(limit)) || printed == Array(after.prefix(limit)),
                "printed \(printed), GitHub's list before \(before.prefix(limit)), after \(after.prefix(limit))")
    }

    /// Several labels past one page: REST's pages side by side, which a change between them puts in doubt; then the
    /// first label's cursors, kept to the issues with the others too.
    @Test(arguments: [closed, filed] as [@Sendable (Int) -> String])
    func severalLabelsPastAPageInDoubtReadTheCursorsOfTheFirst(change: @Sendable (Int) -> String) async throws {
        let scenario = try Self.mixedRepository(items: 700)
        let rest = "labels=bug,documentation"
        let before = try Self.gitHubIssues(scenario, rest)
        // The change follows page 1; the first round's other pages wait for it.
        try scenario.simulator.control("after", #"{"match":{"method":"GET","path_regex":"direction=desc.*&page=1$"},"action":\#(change(before[0]))}"#)
        try scenario.fault(#"{"method":"GET","path":"direction=desc.*&page=[2-9]","action":"delay_ms","ms":400,"times":3}"#)
        let run = try await scenario.run(["issue", "list", "-R", Self.repo, "--no-cache", "-l", "bug", "-l", "documentation",
                                          "-L", "150"])
        #expect(run.status == 0, "\(run.stderr)")
        let requests = try scenario.requests()
        #expect(requests.count { $0.path.contains("direction=desc") } > 1, "side by side first")
        #expect(requests.contains { $0.body.contains("query IssueList(") }, "then the cursors")
        #expect(try scenario.simulator.body(of: "/_simulator/after") == "[]", "the change was made")
        let after = try Self.gitHubIssues(scenario, rest)
        #expect(before.count >= 150 && Self.numbers(run) == Array(after.prefix(150)))
    }
}
