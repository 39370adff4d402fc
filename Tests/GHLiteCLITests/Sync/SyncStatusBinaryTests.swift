import Foundation
import Testing

/// `sync --status`: what waits in the outbox, as a table gh would print (aligned with a header on a terminal,
/// tab-separated piped) or as `--json`, with the attempts made and the conflict that kept an entry.
@Suite struct SyncStatusBinaryTests {
    static let repo = ["-R", "octocat/Hello-World"]
    static let fast = ["GH_LITE_WRITE_INTERVAL_MS": "10"]

    /// Entry 1 closes #1, closed meanwhile by someone else (a conflict, kept); entry 2's comment got a 502 (one
    /// attempt, kept). Nothing else waits.
    static func outboxWithAConflictAndAnAttempt() async throws -> FaultScenario {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(["issue", "close", "1", "--offline"] + repo).status == 0)
        #expect(try await scenario.run(["issue", "comment", "2", "--offline", "-b", "Seen it too"] + repo).status == 0)
        #expect(try await scenario.run(["issue", "close", "1"] + repo).status == 0)
        try scenario.fault(#"{"method": "POST", "path": "^/graphql$", "request_body": "addComment\\(", "status": 502}"#)
        #expect(try await scenario.run(["sync"], fast).status == 1)
        try scenario.simulator.clearRequests()
        return scenario
    }

    @Test func onATerminalTheOutboxIsATableWithItsConflictAndAttempts() async throws {
        let scenario = try await Self.outboxWithAConflictAndAnAttempt()
        let status = try await scenario.runInTerminal(["sync", "--status"])
        #expect(status.status == 0, "\(status.stdout)")
        let rows = try TableColumns.expectAligned(status.stdout, headings: ["ID", "REPOSITORY", "WHAT", "AGE", "ATTEMPTS",
                                                                            "CONFLICT"], rows: 2)
        #expect(rows[0].hasPrefix("1 "))
        #expect(rows[0].contains("close #1"))
        #expect(rows[0].contains(" ago "), "the age, as gh says it")
        #expect(rows[0].contains("#1 is already closed on GitHub"))
        #expect(rows[1].hasPrefix("2 "))
        #expect(rows[1].contains("comment on #2"))
        #expect(!rows[1].contains("already closed"))
        #expect(try scenario.sent().isEmpty)
    }

    @Test func pipedEachEntryIsOneTabSeparatedRowWithNoHeader() async throws {
        let scenario = try await Self.outboxWithAConflictAndAnAttempt()
        let status = try await scenario.run(["sync", "--status"])
        #expect(status.status == 0)
        let rows = status.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        try #require(rows.count == 2, "\(status.stdout)")
        try #require(rows.map(\.count) == [6, 6], "\(status.stdout)")
        #expect(rows[0][0...2] == ["1", "octocat/Hello-World", "close #1"])
        #expect(rows[0][4] == "0")
        #expect(rows[0][5].hasPrefix("#1 is already closed on GitHub; drop the entry with `gh-lite sync --discard 1`"))
        #expect(rows[1][0...2] == ["2", "octocat/Hello-World", "comment on #2"])
        #expect(rows[1][4] == "1")
        #expect(rows[1][5] == "")
        #expect(rows.allSatisfy { $0[3].hasSuffix("Z") }, "the time queued, as ISO 8601")
    }

    @Test func jsonExportsEachEntryAndWorksWithJQAndTemplates() async throws {
        let scenario = try await Self.outboxWithAConflictAndAnAttempt()
        let json = try await scenario.run(["sync", "--status", "--json", "id,repository,summary,attempts,conflict,queuedAt"])
        #expect(json.status == 0, "\(json.stderr)")
        let entries = try json.jsonObjects()
        #expect(entries.map { $0["id"] as? Int } == [1, 2])
        #expect(entries.map { $0["summary"] as? String } == ["close #1", "comment on #2"])
        #expect(entries.map { $0["attempts"] as? Int } == [0, 1])
        #expect(entries.map { $0["repository"] as? String } == ["octocat/Hello-World", "octocat/Hello-World"])
        #expect((entries[0]["conflict"] as? String)?.hasPrefix("#1 is already closed on GitHub") == true)
        #expect(entries[1]["conflict"] as? String == "")
        #expect((entries[0]["queuedAt"] as? String)?.hasSuffix("Z") == true)

        let conflicted = try await scenario.run(["sync", "--status", "--json", "id,conflict",
                                                 "--jq", ".[] | select(.conflict != \"\") | .id"])
        #expect(conflicted.stdout == "1\n")
        let template = try await scenario.run(["sync", "--status", "--json", "id,summary",
                                               "--template", "{{range .}}{{.id}}: {{.summary}}\n{{end}}"])
        #expect(template.stdout == "1: close #1\n2: comment on #2\n")
        #expect(try scenario.sent().isEmpty)
    }

    @Test func jsonOfAnEmptyOutboxIsAnEmptyListAndJSONNeedsStatus() async throws {
        let scenario = try FaultScenario()
        let empty = try await scenario.run(["sync", "--status", "--json", "id"])
        #expect(empty.status == 0)
        #expect(empty.stdout == "[]\n")
        #expect(empty.stderr == "")
        let sending = try await scenario.run(["sync", "--json", "id"])
        #expect(sending.status == 1)
        #expect(sending.stderr.hasPrefix("`--json` lists the outbox: use it with `--status`"))
        #expect(try scenario.sent().isEmpty)
    }
}
