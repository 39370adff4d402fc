import Foundation
import Testing

/// `gh-lite milestone ...` as a user runs it: the built binary against the simulator, piped and on a terminal,
/// each write read back by a separate run. Seed facts (octocat/Hello-World): #1 "v1.0" open, 15 open and 9 closed
/// issues, due 2025-01-31; #2 "v2.0" open, 9 and 10, no due date; #3 "Someday" closed, 10 and 4, due 2024-06-01.
@Suite struct MilestonesBinaryTests {
    let scenario: FaultScenario

    init() throws { scenario = try FaultScenario() }

    func run(_ arguments: [String]) async throws -> GHLiteRun {
        try await scenario.run(["milestone"] + arguments + ["-R", "octocat/Hello-World"])
    }

    func terminal(_ arguments: [String]) async throws -> GHLiteRun {
        try await scenario.runInTerminal(["milestone"] + arguments + ["-R", "octocat/Hello-World"], ["NO_COLOR": "1"])
    }

    func rows(_ run: GHLiteRun) -> [[String]] {
        run.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    /// The milestone as a separate `milestone list --json` run reads it back.
    func readBack(_ title: String) async throws -> [String: Any]? {
        let listed = try await run(["list", "-s", "all", "-L", "100", "--json",
                                    "number,title,description,state,dueOn,openIssues,closedIssues,progress,url"])
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        return objects.first { $0["title"] as? String == title }
    }

    // MARK: list

    @Test func pipedListIsRowsSoonestDueFirstAndEverySortReachesTheOutput() async throws {
        let open = try await run(["list"])
        #expect(open.status == 0)
        #expect(rows(open) == [["1", "v1.0", "open", "15", "9", "2025-01-31"], ["2", "v2.0", "open", "9", "10", ""]])
        #expect(try scenario.sent().first == "GET /repos/octocat/Hello-World/milestones?state=open&sort=due_on&direction=asc&per_page=30")
        let all = try await run(["list", "-s", "all"])
        #expect(rows(all).map { $0[1] } == ["Someday", "v1.0", "v2.0"])
        let complete = try await run(["list", "--state", "all", "--sort", "completeness"])
        #expect(rows(complete).map { $0[1] } == ["v2.0", "v1.0", "Someday"])
        let titled = try await run(["list", "-s", "closed", "--sort", "title", "-L", "1"])
        #expect(rows(titled).map { $0[1] } == ["Someday"])
        #expect(!open.stdout.contains("\u{1B}"))
    }

    @Test func terminalListShowsProgressAndRelativeDueDates() async throws {
        let result = try await terminal(["list", "-s", "all"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Showing 3 milestones in octocat/Hello-World"))
        #expect(result.stdout.contains("9 of 24 closed, 37%"))
        #expect(result.stdout.contains("10 of 19 closed, 52%"))
        #expect(result.stdout.contains("overdue by about"))
        #expect(result.stdout.contains("was due about"))
        #expect(result.stdout.contains("no due date"))
    }

    @Test func anEmptyListIsSaidOnATerminalOnly() async throws {
        _ = try await run(["reopen", "Someday"])
        let piped = try await run(["list", "-s", "closed"])
        #expect(piped.status == 0 && piped.stdout.isEmpty && piped.stderr.isEmpty)
        let shown = try await terminal(["list", "-s", "closed"])
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("no closed milestones found in octocat/Hello-World"))
    }

    @Test func serverTextIsShownWithoutItsControlCharacters() async throws {
        for arguments in [["list"], ["view", "1"]] {
            for result in [try await scenario.run(["milestone"] + arguments + ["-R", "octocat/hostile"]),
                           try await scenario.runInTerminal(["milestone"] + arguments + ["-R", "octocat/hostile"],
                                                            ["NO_COLOR": "1"])] {
                #expect(result.status == 0)
                #expect(result.stdout.contains("reverse"))
                #expect(!result.stdout.contains("\u{1B}"), "\(arguments)")
            }
        }
    }

    @Test func jsonHasEveryField() async throws {
        let v1 = try #require(try await readBack("v1.0"))
        #expect(v1["number"] as? Int == 1)
        #expect(v1["state"] as? String == "open")
        #expect(v1["dueOn"] as? String == "2025-01-31T08:00:00Z")
        #expect((v1["openIssues"] as? Int, v1["closedIssues"] as? Int, v1["progress"] as? Int) == (15, 9, 37))
        #expect(v1["description"] as? String == "Tracking milestone for version 1.0")
        #expect(v1["url"] as? String == "https://github.com/octocat/Hello-World/milestone/1")
    }

    // MARK: view

    @Test func viewByTitleOrNumberShowsItsOpenIssues() async throws {
        let piped = try await run(["view", "V1.0"])
        #expect(piped.status == 0)
        #expect(piped.stdout.hasPrefix("title:\tv1.0\nnumber:\t1\nstate:\topen\nopen:\t15\nclosed:\t9\ndue:\t2025-01-31\n"))
        let issues = rows(piped).filter { $0.count == 2 && Int($0[0]) != nil }
        // Issues #39, #7 and #3 are pull requests: a milestone's open issues leave them out.
        #expect(issues.map { $0[0] } == ["66", "61", "49", "36", "34", "32", "25", "10", "9", "6", "2", "1"])
        #expect(try scenario.sent().contains("GET /repos/octocat/Hello-World/issues?state=open&milestone=1&per_page=30"))
        let shown = try await terminal(["view", "#1", "-L", "2"])
        #expect(shown.stdout.contains("v1.0 #1"))
        #expect(shown.stdout.contains("Open • 9 of 24 closed, 37% • overdue by"))
        #expect(shown.stdout.contains("Open issues (showing 2 of 15):"))
        #expect(shown.stdout.contains("#66  Document the configuration file"))
        #expect(shown.stdout.contains("#61"))
        #expect(!shown.stdout.contains("#49"))
    }

    @Test func aTitleThatMatchesNothingNamesCloseMatches() async throws {
        let close = try await run(["view", "v1.1"])
        #expect(close.status == 1)
        #expect(close.stderr == "no milestone \"v1.1\" in octocat/Hello-World; did you mean 'v1.0'?\n")
        let none = try await run(["close", "42"])
        #expect(none.status == 1)
        #expect(none.stderr == "no milestone \"42\" in octocat/Hello-World; see its milestones with "
                + "`gh-lite milestone list --state all -R octocat/Hello-World`\n")
        #expect(try scenario.sent().allSatisfy { $0.hasPrefix("GET") })
    }

    // MARK: create, edit

    @Test func createSendsTheDayAndIsReadBack() async throws {
        let created = try await terminal(["create", "v3.0", "-d", "Next", "--due", "2099-07-04"])
        #expect(created.status == 0)
        #expect(created.stdout.contains("✓ Milestone \"v3.0\" (#4) created in octocat/Hello-World"))
        let milestone = try #require(try await readBack("v3.0"))
        #expect(milestone["description"] as? String == "Next")
        #expect(milestone["dueOn"] as? String == "2099-07-04T07:00:00Z")
        let piped = try await run(["create", "v4.0"])
        #expect(piped.stdout == "https://github.com/octocat/Hello-World/milestone/5\n")
        let shown = try await terminal(["list"])
        #expect(shown.stdout.contains("due in about"))
    }

    @Test func aTakenTitleAndABadDateAreOneLineErrors() async throws {
        let taken = try await run(["create", "v1.0"])
        #expect(taken.status == 1)
        #expect(taken.stderr == "a milestone titled \"v1.0\" already exists in octocat/Hello-World; choose another title\n")
        let renamed = try await run(["edit", "v2.0", "-t", "v1.0"])
        #expect(renamed.stderr.hasPrefix("a milestone titled \"v1.0\" already exists"))
        let date = try await run(["create", "x", "--due", "2025-02-30"])
        #expect(date.status == 1)
        #expect(date.stderr.hasPrefix("invalid argument \"2025-02-30\" for \"--due\": expected a date as YYYY-MM-DD"))
        #expect(try scenario.sent().filter { !$0.hasPrefix("GET") }
                == ["POST /repos/octocat/Hello-World/milestones", "PATCH /repos/octocat/Hello-World/milestones/2"])
    }

    @Test func editChangesTitleDescriptionAndDueDate() async throws {
        let edited = try await terminal(["edit", "v2.0", "-t", "v2.1", "-d", "Later", "--due", "2099-01-15"])
        #expect(edited.stdout.contains("✓ Milestone \"v2.1\" (#2) updated in octocat/Hello-World"))
        let after = try #require(try await readBack("v2.1"))
        #expect((after["description"] as? String, after["dueOn"] as? String) == ("Later", "2099-01-15T08:00:00Z"))
        let cleared = try await run(["edit", "2", "--no-due", "-d", ""])
        #expect(cleared.status == 0)
        let again = try #require(try await readBack("v2.1"))
        #expect(again["dueOn"] is NSNull)
        #expect(again["description"] as? String == "")
    }

    // MARK: close, reopen, delete

    @Test func closeAndReopenAreReadBack() async throws {
        let closed = try await terminal(["close", "v1.0"])
        #expect(closed.stdout.contains("✓ Milestone \"v1.0\" (#1) closed in octocat/Hello-World"))
        #expect(try await readBack("v1.0")?["state"] as? String == "closed")
        let reopened = try await run(["reopen", "1"])
        #expect(reopened.status == 0)
        #expect(try await readBack("v1.0")?["state"] as? String == "open")
        #expect(try scenario.sent().filter { $0.hasPrefix("PATCH") }.count == 2)
    }

    @Test func deleteNeedsYesWithoutATerminalAndClearsItsIssues() async throws {
        let refused = try await run(["delete", "v1.0"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("--yes required when not running interactively"))
        #expect(try scenario.sent().isEmpty)
        let deleted = try await run(["delete", "v1.0", "--yes"])
        #expect(deleted.status == 0)
        #expect(try scenario.sent().filter { $0.hasPrefix("DELETE") } == ["DELETE /repos/octocat/Hello-World/milestones/1"])
        #expect(try await readBack("v1.0") == nil)
        // Its issues have no milestone any more: a search for issues without one finds #66.
        let issues = try await scenario.run(["issue", "list", "-R", "octocat/Hello-World", "-S", "no:milestone",
                                             "-L", "200", "--json", "number"])
        #expect(issues.stdout.contains("{\"number\":66}"))
    }

    @Test func deleteOnATerminalAsksForTheTitleBack() throws {
        let session = try TerminalSession(["milestone", "delete", "2", "-R", "octocat/Hello-World"],
                                          environment: scenario.environment(["NO_COLOR": "1"]))
        try session.waitFor("? Type v2.0 to confirm deletion: ")
        session.type("v2\n")
        try session.waitFor("You entered v2")
        session.type("V2.0\n")
        try session.waitFor("✓ Milestone \"v2.0\" (#2) deleted from octocat/Hello-World")
        #expect(try session.exitStatus() == 0)
        #expect(try scenario.sent().filter { $0.hasPrefix("DELETE") } == ["DELETE /repos/octocat/Hello-World/milestones/2"])
    }
}
