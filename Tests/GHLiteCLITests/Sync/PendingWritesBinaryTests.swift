import Foundation
import Testing

/// What waits in the outbox shows in lists and views over the mirror's data, marked pending, offline and online;
/// `--json` stays GitHub's data, and nothing is sent by reading.
@Suite struct PendingWritesBinaryTests {
    static let repo = ["-R", "octocat/Hello-World"]
    // #78 is Hello-World's newest open issue: the first open one listed.

    /// A scenario whose Hello-World is mirrored.
    static func mirrored() async throws -> FaultScenario {
        let scenario = try FaultScenario()
        let sync = try await scenario.run(["sync", "octocat/Hello-World"])
        #expect(sync.status == 0, "\(sync.stderr)")
        return scenario
    }

    static func row(_ number: String, in rows: String) -> String? {
        rows.split(separator: "\n").map(String.init).first { $0.hasPrefix(number + "\t") }
    }

    @Test func aQueuedCloseShowsAsClosedPendingInListsAndViewsButNotInJSON() async throws {
        let scenario = try await Self.mirrored()
        #expect(try await scenario.run(["issue", "close", "78", "--offline"] + Self.repo).status == 0)
        try scenario.simulator.clearRequests()

        for offline in [["--offline"], []] {
            let list = try await scenario.run(["issue", "list", "-s", "all"] + offline + Self.repo)
            #expect(list.status == 0, "\(list.stderr)")
            #expect(Self.row("78", in: list.stdout)?.hasPrefix("78\tCLOSED (pending)\t") == true, "\(list.stdout)")
            #expect(list.stderr.hasSuffix("1 change waiting in the outbox: gh-lite sync\n"), "\(list.stderr)")
        }
        let view = try await scenario.run(["issue", "view", "78", "--offline"] + Self.repo)
        #expect(view.stdout.contains("state:\tCLOSED (pending)\n"), "\(view.stdout)")
        #expect(view.stdout.contains("pending:\tclose #78 (entry 1)\n"))
        let terminal = try await scenario.runInTerminal(["issue", "view", "78", "--offline"] + Self.repo)
        #expect(terminal.stdout.contains("Closed (pending) • "), "\(terminal.stdout)")
        #expect(terminal.stdout.contains("Pending: close #78 (entry 1)"))

        let json = try await scenario.run(["issue", "view", "78", "--offline", "--json", "state"] + Self.repo)
        #expect(json.stdout.contains("\"OPEN\""), "\(json.stdout)")
        #expect(try scenario.helloWorldREST(78)["state"] as? String == "open")
        // Reading sends no write: GETs and GraphQL queries only.
        #expect(try scenario.requests().allSatisfy { $0.method == "GET" || !$0.body.contains("mutation") })
    }

    @Test func aQueuedNewIssueIsListedWithAPlaceholderThatViewExplains() async throws {
        let scenario = try await Self.mirrored()
        let create = try await scenario.run(["issue", "create", "--offline", "-t", "Offline idea", "-b", "later",
                                             "-l", "bug"] + Self.repo)
        #expect(create.status == 0, "\(create.stderr)")

        let piped = try await scenario.run(["issue", "list", "--offline"] + Self.repo)
        #expect(piped.stdout.hasPrefix("?1\tOPEN (pending)\tOffline idea\tbug\t\n"), "\(piped.stdout)")
        let terminal = try await scenario.runInTerminal(["issue", "list", "--offline"] + Self.repo)
        #expect(terminal.stdout.contains("#?1"), "\(terminal.stdout)")
        let filtered = try await scenario.run(["issue", "list", "--offline", "-l", "docs"] + Self.repo)
        #expect(!filtered.stdout.contains("Offline idea"))

        let view = try await scenario.run(["issue", "view", "#?1"] + Self.repo)
        #expect(view.status == 1)
        #expect(view.stderr == "#?1 is a new issue waiting in the outbox (entry 1): it gets its number when "
                + "`gh-lite sync` sends it; `gh-lite sync --status` lists what waits\n", "\(view.stderr)")
        let titles = try scenario.simulator.body(of: "/repos/octocat/Hello-World/issues?state=all&per_page=100")
        #expect(!titles.contains("Offline idea"))
    }

    @Test func aQueuedEditAndCommentShowInTheViewAndTheList() async throws {
        let scenario = try await Self.mirrored()
        #expect(try await scenario.run(["issue", "edit", "78", "--offline", "--title", "Renamed offline",
                                        "--add-label", "docs"] + Self.repo).status == 0)
        #expect(try await scenario.run(["issue", "comment", "78", "--offline", "--body", "Said on the train"]
                                       + Self.repo).status == 0)

        let list = try await scenario.run(["issue", "list", "--offline"] + Self.repo)
        let row = try #require(Self.row("78", in: list.stdout), "\(list.stdout)")
        #expect(row.hasPrefix("78\tOPEN (pending)\tRenamed offline\t"))
        #expect(row.contains("docs"))
        #expect(list.stderr.hasSuffix("2 changes waiting in the outbox: gh-lite sync\n"))

        let comments = try await scenario.run(["issue", "view", "78", "--offline", "--comments"] + Self.repo)
        #expect(comments.stdout.hasSuffix("status:\tpending\n--\nSaid on the train\n--\n"), "\(comments.stdout)")
        let terminal = try await scenario.runInTerminal(["issue", "view", "78", "--offline"] + Self.repo)
        #expect(terminal.stdout.contains("Renamed offline"))
        #expect(terminal.stdout.contains("You • pending"))
        #expect(terminal.stdout.contains("Said on the train"))
        #expect(try scenario.helloWorldREST(78)["title"] as? String != "Renamed offline")
    }
}
