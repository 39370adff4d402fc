import Foundation
import GHLiteCore
import Testing

/// `issue list` asks GitHub only for what it shows: GitHub's cost, and its time to answer, grow with what is asked.
@Suite struct IssueListFieldsBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    /// What each issue of the run's first query selects: its `nodes { number ... }` line.
    func selection() throws -> String {
        let request = try #require(try simulator.requests().first)
        let body = try JSONSerialization.jsonObject(with: Data(request.body.utf8)) as? [String: Any]
        let document = try #require(body?["query"] as? String)
        return String(try #require(document.split(separator: "\n").first { $0.contains("nodes { number") }))
    }

    @Test func pipedRowsAskForTheirColumnsOnly() throws {
        let piped = try GHLiteRun.run(["issue", "list", "-R", "octocat/Hello-World", "-L", "5", "-s", "all"],
                                      environment: simulator.environment(configDirectory: home.path))
        #expect(piped.status == 0, "\(piped.stderr)")
        let rows = piped.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(rows.count == 5 && rows.allSatisfy { $0.count == 5 && !$0[2].isEmpty && $0[4].hasSuffix("Z") })
        let selection = try selection()
        for unshown in ["author", "assignees", "milestone", "comments", "body", "url", "createdAt", "color"] {
            #expect(!selection.contains(unshown), "\(unshown) asked for: \(selection)")
        }
    }

    @Test func jsonAsksForTheNamedFieldsAndExportsThem() throws {
        let run = try GHLiteRun.run(["issue", "list", "-R", "octocat/Hello-World", "-L", "3", "--json", "number,author,url"],
                                    environment: simulator.environment(configDirectory: home.path))
        #expect(run.status == 0, "\(run.stderr)")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(objects.count == 3)
        #expect(objects.allSatisfy { ($0["author"] as? [String: Any])?["login"] is String && ($0["url"] as? String)?.hasPrefix("http") == true })
        let selection = try selection()
        #expect(selection.contains("author { login ... on User { id name } }") && selection.contains("url"))
        #expect(!selection.contains("labels") && !selection.contains("title") && !selection.contains("updatedAt"))
    }
}
