import Foundation
import Testing

/// Every command that takes a milestone, a label, an assignee, an issue type or an issue words a missing one the
/// same way: the name, the repository, and the close names or the list that shows what is there. Nothing is written.
@Suite struct OneWordingBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    func run(_ arguments: [String], in repo: String = "octocat/Hello-World") throws -> GHLiteRun {
        try GHLiteRun.run(arguments + ["-R", repo],
                          environment: simulator.environment(configDirectory: home.path))
    }

    static let milestoneList = "; see its milestones with `gh-lite milestone list --state all -R octocat/Hello-World`"
    static let labelList = "; see its labels with `gh-lite label list -R octocat/Hello-World`"
    static let issueList = "; see its issues with `gh-lite issue list --state all -R octocat/Hello-World`"

    @Test func anUnknownMilestoneIsWordedAlikeByEveryCommand() throws {
        let mistyped = "no milestone \"v1.1\" in octocat/Hello-World; did you mean 'v1.0'?\n"
        for command in [["issue", "create", "-t", "T", "-m", "v1.1"], ["issue", "edit", "1", "-m", "v1.1"],
                        ["milestone", "view", "v1.1"]] {
            let result = try run(command)
            #expect(result.status == 1)
            #expect(result.stderr == mistyped, "\(command)")
        }
        for command in [["issue", "list", "-m", "v9"], ["issue", "list", "-m", "99"], ["milestone", "close", "99"]] {
            let result = try run(command)
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("no milestone \"") && result.stderr.hasSuffix(
                "\" in octocat/Hello-World" + Self.milestoneList + "\n"), "\(command): \(result.stderr)")
        }
        #expect(try simulator.requests().allSatisfy { $0.method == "GET" || $0.path == "/graphql" })
    }

    /// A comment is posted straight away (one request GitHub answers 404); the others look the issue up first.
    @Test func aMissingIssueIsWordedAlikeByEveryCommand() throws {
        for command in [["issue", "view", "999"], ["issue", "comment", "999", "-b", "Hi"], ["issue", "edit", "999", "-t", "T"],
                        ["issue", "close", "999"], ["issue", "lock", "999"], ["issue", "pin", "999"],
                        ["issue", "list", "--parent", "999"]] {
            let result = try run(command)
            #expect(result.status == 1)
            // The comment's line leads with what failed and is followed by where its text was kept.
            #expect(result.stderr.contains("issue #999 not found in octocat/Hello-World" + Self.issueList + "\n"),
                    "\(command): \(result.stderr)")
        }
        #expect(try simulator.requests().filter { $0.method != "GET" && $0.path != "/graphql" }.map(\.path)
                == ["/repos/octocat/Hello-World/issues/999/comments"])
    }

    /// `issue list` checks the names only when nothing matched (a name that exists costs nothing more).
    @Test func anUnknownLabelIsWordedAlikeByEveryCommand() throws {
        let mistyped = "no label \"bugg\" in octocat/Hello-World; did you mean 'bug'?\n"
        for command in [["issue", "create", "-t", "T", "-l", "bugg"], ["issue", "edit", "1", "--add-label", "bugg"],
                        ["issue", "edit", "1", "--remove-label", "bugg"], ["issue", "list", "-l", "bugg"],
                        ["issue", "list", "-l", "bugg", "--json", "number"]] {
            let result = try run(command)
            #expect(result.status == 1)
            #expect(result.stderr == mistyped, "\(command)")
        }
        #expect(try simulator.requests().allSatisfy { $0.method == "GET" || $0.path == "/graphql" })
        for command in [["issue", "list", "-l", "zzzz"], ["label", "edit", "zzzz", "-c", "000000"]] {
            let result = try run(command)
            #expect(result.status == 1)
            #expect(result.stderr == "no label \"zzzz\" in octocat/Hello-World" + Self.labelList + "\n", "\(command)")
        }
    }

    @Test func anUnknownAssigneeIsWordedAlikeByEveryCommand() throws {
        let mistyped = "no assignable user \"octocatt\" in octocat/Hello-World; did you mean 'octocat'?\n"
        for command in [["issue", "create", "-t", "T", "-a", "octocatt"], ["issue", "edit", "1", "--add-assignee", "octocatt"],
                        ["issue", "edit", "1", "--remove-assignee", "octocatt"], ["issue", "list", "-a", "octocatt"]] {
            let result = try run(command)
            #expect(result.status == 1)
            #expect(result.stderr == mistyped, "\(command)")
        }
        #expect(try simulator.requests().allSatisfy { $0.method == "GET" || $0.path == "/graphql" })
    }

    @Test func anUnknownIssueTypeIsWordedAlikeByEveryCommand() throws {
        let mistyped = "no issue type \"Bugg\" in octo-org; did you mean 'Bug'?\n"
        for command in [["issue", "create", "-t", "T", "--type", "Bugg"], ["issue", "edit", "1", "--type", "Bugg"],
                        ["issue", "list", "--type", "Bugg"]] {
            let result = try run(command, in: "octo-org/octo-repo")
            #expect(result.status == 1)
            #expect(result.stderr == mistyped, "\(command)")
        }
        let unlike = try run(["issue", "list", "--type", "Epic"], in: "octo-org/octo-repo")
        #expect(unlike.stderr == "no issue type \"Epic\" in octo-org; its types are 'Task', 'Bug', 'Feature'\n")
        #expect(try simulator.requests().allSatisfy { $0.method == "GET" || $0.path == "/graphql" })
    }
}
