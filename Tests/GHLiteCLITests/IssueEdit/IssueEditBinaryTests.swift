import Foundation
import GHLiteCore
import Testing

/// `issue edit` as a script sees it: the built binary against the simulator, whose octocat/Hello-World has open
/// issues #2, #4 and #6 (#3 is a pull request; there is no #99), the default labels, milestones v1.0 (1), v2.0 (2)
/// and Someday (3), and octocat (the signed-in user), hubot and monalisa to assign. Every result is read back
/// through a separate request: `gh-lite issue view N --json ...`.
@Suite struct IssueEditBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    static let writeInterval = 0.05

    /// The issue as `gh-lite issue view --json title,body,labels,assignees,milestone` reads it back.
    func view(_ number: Int) throws -> [String: Any] {
        let result = try helloWorldIssue(["view", String(number), "--json", "title,body,labels,assignees,milestone"])
        try #require(result.status == 0)
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    func names(_ issue: [String: Any], _ key: String, field: String) -> Set<String> {
        Set(((issue[key] as? [[String: Any]]) ?? []).compactMap { $0[field] as? String })
    }

    func milestone(_ issue: [String: Any]) -> String? {
        (issue["milestone"] as? [String: Any])?["title"] as? String
    }

    /// The edit documents gh-lite sent (its other GraphQL requests here are the look-ups, reads).
    func documents() throws -> [Simulator.RecordedRequest] {
        try simulator.requests().filter { $0.path == "/graphql" && $0.body.contains("mutation IssueEdit(") }
    }

    /// Each edit document's mutations, in order: `addLabelsToLabelable updateIssue`.
    func writes() throws -> [String] {
        try documents().map { document in
            let fields = IssueEditBinaryTests.mutationFields.filter { document.body.contains(": \($0)(input:") }
            let positions = fields.map { document.body.range(of: ": \($0)(input:")!.lowerBound }
            return zip(positions, fields).sorted { $0.0 < $1.0 }.map(\.1).joined(separator: " ")
        }
    }

    static let mutationFields = ["addLabelsToLabelable", "removeLabelsFromLabelable", "addAssigneesToAssignable",
                                 "removeAssigneesFromAssignable", "updateIssue", "updateIssueIssueType", "addSubIssue",
                                 "removeSubIssue", "addBlockedBy", "removeBlockedBy"]

    /// Every request gh-lite sent, as `METHOD PATH`.
    func sent() throws -> [String] {
        try simulator.requests().map { "\($0.method) \($0.path)" }
    }

    /// One lookup (the issue, and the list its names are checked against), then the write itself: two round trips
    /// where REST alone takes three (the list, the issue, the write).
    @Test func anEverydayEditIsOneLookupAndItsWrite() throws {
        let edits: [([String], String)] = [
            (["--add-label", "bug"], "addLabelsToLabelable"),
            (["--remove-label", "help wanted"], "removeLabelsFromLabelable"),
            (["--add-assignee", "@me"], "addAssigneesToAssignable"),
            (["--remove-assignee", "hubot"], "removeAssigneesFromAssignable"),
            (["--milestone", "v2.0"], "updateIssue"),
            (["--title", "Renamed", "--body", "Rewritten"], "updateIssue"),
        ]
        for (flags, write) in edits {
            try simulator.clearRequests()
            let result = try helloWorldIssue(["edit", "4"] + flags)
            #expect(result.status == 0, "\(flags): \(result.stderr)")
            #expect(try sent() == ["POST /graphql", "POST /graphql"], "\(flags)")
            #expect(try writes() == [write], "\(flags)")
        }
        let edited = try view(4)
        #expect(names(edited, "labels", field: "name") == ["bug"])
        #expect(names(edited, "assignees", field: "login") == ["octocat"])
        #expect(milestone(edited) == "v2.0")
        #expect(edited["title"] as? String == "Renamed")
        #expect(edited["body"] as? String == "Rewritten")
    }

    /// k issues: one lookup for all of them and the list, then one write each, spaced.
    @Test func aBulkEditIsOneLookupThenOneWriteAnIssue() throws {
        let result = try helloWorldIssue(["edit", "2", "4", "6", "--add-label", "bug", "--yes"],
                                         writeInterval: Self.writeInterval)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try sent() == Array(repeating: "POST /graphql", count: 4), "k + 1 requests")
        #expect(try writes() == Array(repeating: "addLabelsToLabelable", count: 3))
        #expect(Simulator.gaps(try documents()).allSatisfy { $0 >= Self.writeInterval })
        for number in [2, 4, 6] { #expect(names(try view(number), "labels", field: "name").contains("bug")) }
    }

    @Test func titleAndBodyAreSetInOneRequest() throws {
        let result = try helloWorldIssue(["edit", "2", "--title", "Broken links in the docs",
                                          "--body", "See the README."])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("/octocat/Hello-World/issues/2\n"))
        #expect(try writes() == ["updateIssue"])
        let document = try #require(try documents().first)
        #expect(document.body.contains(#""body":"See the README.""#) && document.body.contains(#""title":"Broken links in the docs""#))
        let issue = try view(2)
        #expect(issue["title"] as? String == "Broken links in the docs")
        #expect(issue["body"] as? String == "See the README.")
    }

    @Test func theBodyFromStandardInput() throws {
        let result = try helloWorldIssue(["edit", "4", "--body-file", "-"], input: "From a pipe\n")
        #expect(result.status == 0)
        #expect(try view(4)["body"] as? String == "From a pipe\n")
    }

    @Test func labelsAndAssigneesAreAddedAndRemovedWithMe() throws {
        let added = try helloWorldIssue(["edit", "4", "--add-label", "BUG,enhancement", "--add-assignee", "@me,hubot"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(try writes() == ["addLabelsToLabelable addAssigneesToAssignable"])
        var issue = try view(4)
        #expect(names(issue, "labels", field: "name").isSuperset(of: ["bug", "enhancement"]))
        #expect(names(issue, "assignees", field: "login").isSuperset(of: ["octocat", "hubot"]))

        try simulator.clearRequests()
        let removed = try helloWorldIssue(["edit", "4", "--remove-label", "bug", "--remove-assignee", "@me"])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(try writes() == ["removeLabelsFromLabelable removeAssigneesFromAssignable"])
        issue = try view(4)
        #expect(!names(issue, "labels", field: "name").contains("bug"))
        #expect(names(issue, "labels", field: "name").contains("enhancement"))
        #expect(!names(issue, "assignees", field: "login").contains("octocat"))
        #expect(names(issue, "assignees", field: "login").contains("hubot"))
    }

    @Test func milestoneByTitleByNumberAndRemoved() throws {
        #expect(try helloWorldIssue(["edit", "6", "--milestone", "v2.0"]).status == 0)
        #expect(milestone(try view(6)) == "v2.0")
        #expect(try helloWorldIssue(["edit", "6", "-m", "1"]).status == 0)
        #expect(milestone(try view(6)) == "v1.0")
        #expect(try helloWorldIssue(["edit", "6", "--remove-milestone"]).status == 0)
        #expect(try view(6)["milestone"] is NSNull || milestone(try view(6)) == nil)
        #expect(try documents().last?.body.contains(#""milestoneId":null"#) == true)
    }

    @Test func unknownNamesAreRefusedWithCloseMatchesBeforeAnyWrite() throws {
        let label = try helloWorldIssue(["edit", "2", "--add-label", "bugg"])
        #expect(label.status == 1)
        #expect(label.stderr == "no label \"bugg\" in octocat/Hello-World; did you mean 'bug'?\n")
        #expect(try sent() == ["POST /graphql"], "the lookup, no write")
        let swapped = try helloWorldIssue(["edit", "2", "--add-label", "bgu"])
        #expect(swapped.stderr == "no label \"bgu\" in octocat/Hello-World; did you mean 'bug'?\n")
        let milestone = try helloWorldIssue(["edit", "2", "--milestone", "v3.0"])
        #expect(milestone.status == 1)
        #expect(milestone.stderr.hasPrefix("no milestone \"v3.0\" in octocat/Hello-World; did you mean"))
        #expect(milestone.stderr.contains("'v1.0'") && milestone.stderr.hasSuffix("?\n"))
        #expect(try documents().isEmpty)
    }

    @Test func severalIssuesWithoutATerminalNeedYesAndNothingIsSent() throws {
        let result = try helloWorldIssue(["edit", "4", "6", "--add-label", "bug"])
        #expect(result.status == 1)
        #expect(result.stderr == "refusing to edit 2 issues without confirmation: pass --yes to edit them "
                + "(no terminal to ask on)\n")
        #expect(try simulator.requests().isEmpty)
    }

    @Test func aBulkRunGoesOnPastAFailureAndExitsOne() throws {
        let result = try helloWorldIssue(["edit", "4", "99", "6", "--add-label", "question", "--yes"],
                                         writeInterval: Self.writeInterval)
        #expect(result.status == 1)
        // Each edit says so as close says "✓ Closed issue ...": the same line shape for every many-issue verb.
        #expect(result.stderr == """
            X Could not edit octocat/Hello-World#99: issue #99 not found in octocat/Hello-World; see its issues with `gh-lite issue list --state all -R octocat/Hello-World`
            ✓ Edited issue octocat/Hello-World#4 (Support for Linux ARM64)
            ✓ Edited issue octocat/Hello-World#6 (Refactor the HTTP client)
            could not edit #99; edited: #4, #6

            """)
        #expect(result.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }.map { $0.hasSuffix("/issues/4") || $0.hasSuffix("/issues/6") } == [true, true])
        let writes = try documents()
        try #require(writes.count == 2)
        #expect(Simulator.gaps(writes).allSatisfy { $0 >= Self.writeInterval })
        #expect(names(try view(4), "labels", field: "name").contains("question"))
        #expect(names(try view(6), "labels", field: "name").contains("question"))
    }

    @Test func aBodyThatFailsToSendIsSavedAndSentAgainWithRecover() throws {
        try simulator.control("faults", #"{"method": "POST", "path": "/graphql", "request_body": "mutation IssueEdit\\(", "status": 502, "times": 1}"#)
        let failed = try helloWorldIssue(["edit", "2", "--body", "Typed with care"])
        #expect(failed.status == 1)
        #expect(failed.stderr.hasPrefix("could not edit octocat/Hello-World#2: "))
        #expect(failed.stderr.contains("The edit may have been applied anyway: check "))
        let line = try #require(failed.stderr.components(separatedBy: "\n").first { $0.contains("--recover ") })
        #expect(line.hasPrefix("Your text is saved. To send it again: gh-lite issue edit 2 -R octocat/Hello-World --recover "))
        #expect(try documents().count == 1)

        let path = try #require(line.components(separatedBy: "--recover ").last)
        let recovered = try helloWorldIssue(["edit", "2", "--recover", path])
        #expect(recovered.status == 0, "\(recovered.stderr)")
        #expect(try view(2)["body"] as? String == "Typed with care")
        #expect(!FileManager.default.fileExists(atPath: path), "a draft sent is removed")
    }

    /// GitHub refuses a label or assignee change (FORBIDDEN) to someone without triage access, the issue's author
    /// included: said so, with the access it needs.
    @Test func labelsAndAssigneesWithoutTriageAccessAreRefusedSayingSo() throws {
        var environment = simulator.environment(token: "gho_simulator_mallory", configDirectory: home.path)
        environment["GH_LITE_WRITE_INTERVAL_MS"] = "50"
        let created = try GHLiteRun.run(["new-issue", "octocat/Hello-World", "-t", "Mine"], environment: environment)
        try #require(created.status == 0, "\(created.stderr)")
        let number = try #require(created.stdout.split(separator: "/").last.flatMap { Int($0.trimmingWhitespace()) })

        let result = try GHLiteRun.run(["issue", "edit", String(number), "-R", "octocat/Hello-World",
                                        "--add-assignee", "hubot"], environment: environment)
        #expect(result.status == 1)
        #expect(result.stderr == "could not change the assignees of #\(number): that needs write or triage access to "
                + "octocat/Hello-World (GitHub: m^[[31mallory^[[0m does not have the correct permissions to execute "
                + "`AddAssigneesToAssignable`)\n")
        let labelled = try GHLiteRun.run(["issue", "edit", String(number), "-R", "octocat/Hello-World",
                                          "--add-label", "bug"], environment: environment)
        #expect(labelled.status == 1)
        #expect(labelled.stderr == "could not change the labels of #\(number): that needs write or triage access to "
                + "octocat/Hello-World (GitHub: m^[[31mallory^[[0m does not have the correct permissions to execute "
                + "`AddLabelsToLabelable`)\n")
        let issue = try view(number)
        #expect(names(issue, "labels", field: "name").isEmpty)
        #expect(names(issue, "assignees", field: "login").isEmpty)
    }
}
