import Foundation
import Testing

/// `gh-lite label ...` as a user runs it: the built binary against the simulator, piped and on a terminal.
/// Seed facts: octocat/Hello-World has GitHub's nine default labels and "priority: high" (10 in all);
/// octocat/Spoon-Knife has the nine defaults only. hubot cannot push to Hello-World.
@Suite struct LabelsBinaryTests {
    let scenario: FaultScenario

    init() throws { scenario = try FaultScenario() }

    func run(_ arguments: [String], _ extra: [String: String] = [:]) async throws -> GHLiteRun {
        try await scenario.run(["label"] + arguments, extra)
    }

    func terminal(_ arguments: [String], _ extra: [String: String] = [:]) async throws -> GHLiteRun {
        try await scenario.runInTerminal(["label"] + arguments, extra)
    }

    func rows(_ run: GHLiteRun) -> [[String]] {
        run.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    // MARK: list

    @Test func pipedListIsTabSeparatedInCreationOrder() async throws {
        let result = try await run(["list", "-R", "octocat/Hello-World"])
        #expect(result.status == 0)
        let rows = rows(result)
        #expect(rows.count == 10)
        #expect(rows.first == ["bug", "Something isn't working", "#d73a4a"])
        #expect(rows.last?.first == "priority: high")
        #expect(!result.stdout.contains("\u{1B}"))
    }

    @Test func searchSortOrderAndLimitReachGitHubAndAreRefusedTogether() async throws {
        let sorted = try await run(["list", "-R", "octocat/Hello-World", "--sort", "name", "--order", "desc", "-L", "2"])
        #expect(rows(sorted).map { $0[0] } == ["wontfix", "question"])
        let found = try await run(["list", "-R", "octocat/Hello-World", "--search", "DOC"])
        #expect(rows(found).map { $0[0] } == ["documentation"])
        let both = try await run(["list", "-R", "octocat/Hello-World", "--search", "doc", "--sort", "name"])
        #expect(both.status == 1)
        #expect(both.stderr.contains("cannot specify `--order` or `--sort` with `--search`"))
    }

    @Test func jsonHasGitHubsFields() async throws {
        let result = try await run(["list", "-R", "octocat/Hello-World", "-L", "1",
                                    "--json", "name,color,description,isDefault,createdAt,updatedAt,url,id"])
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let bug = try #require(objects.first)
        #expect(bug["name"] as? String == "bug")
        #expect(bug["isDefault"] as? Bool == true)
        #expect(bug["url"] as? String == "https://github.com/octocat/Hello-World/labels/bug")
        #expect((bug["id"] as? String)?.isEmpty == false)
        #expect(bug["createdAt"] as? String == "2021-01-26T19:01:12Z")
    }

    @Test func terminalListHasGhsHeaderAndColourSwatches() async throws {
        let plain = try await terminal(["list", "-R", "octocat/Hello-World", "-L", "2"])
        #expect(plain.stdout.contains("Showing 2 of 10 labels in octocat/Hello-World"))
        #expect(!plain.stdout.contains("██"))
        let coloured = try await terminal(["list", "-R", "octocat/Hello-World", "-L", "1"],
                                          ["CLICOLOR_FORCE": "1", "COLORTERM": "truecolor"])
        #expect(coloured.stdout.contains("\u{1B}[38;2;215;58;74m██\u{1B}[0m #d73a4a"))
        let fallback = try await terminal(["list", "-R", "octocat/Hello-World", "-L", "1"], ["CLICOLOR_FORCE": "1"])
        #expect(fallback.stdout.contains("\u{1B}[38;5;167mbug"))
    }

    @Test func noMatchSaysSoOnATerminalOnly() async throws {
        let piped = try await run(["list", "-R", "octocat/Hello-World", "--search", "zzz"])
        #expect(piped.status == 0 && piped.stdout.isEmpty && piped.stderr.isEmpty)
        let shown = try await terminal(["list", "-R", "octocat/Hello-World", "--search", "zzz"])
        #expect(shown.stdout.contains("no labels in octocat/Hello-World matched your search"))
    }

    // MARK: create, edit

    @Test func createAcceptsAHashAndSaysSoOnATerminal() async throws {
        let created = try await terminal(["create", "needs review 🐛", "-c", "#abcdef", "-d", "Waiting", "-R", "octocat/Hello-World"])
        #expect(created.status == 0)
        #expect(created.stdout.contains("✓ Label \"needs review 🐛\" created in octocat/Hello-World"))
        let listed = try await run(["list", "-R", "octocat/Hello-World", "--search", "needs review"])
        #expect(rows(listed).first == ["needs review 🐛", "Waiting", "#abcdef"])
    }

    @Test func createOfAnExistingNameAdvisesForceAndForceUpdatesIt() async throws {
        let refused = try await run(["create", "BUG", "-c", "000000", "-R", "octocat/Hello-World"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("label with name \"BUG\" already exists; use `--force`"))
        let forced = try await run(["create", "BUG", "-d", "Broken", "-f", "-R", "octocat/Hello-World"])
        #expect(forced.status == 0)
        let listed = try await run(["list", "-R", "octocat/Hello-World", "-L", "1"])
        // Without --color the label keeps its own, where gh would paint it a random one.
        #expect(rows(listed).first == ["bug", "Broken", "#d73a4a"])
        #expect(try scenario.sent().filter { $0.hasPrefix("POST /repos") || $0.hasPrefix("PATCH") }
                == ["POST /repos/octocat/Hello-World/labels", "POST /repos/octocat/Hello-World/labels",
                    "PATCH /repos/octocat/Hello-World/labels/BUG"])
    }

    @Test func badColourIsRefusedBeforeAnyRequest() async throws {
        let result = try await run(["create", "x", "-c", "abc", "-R", "octocat/Hello-World"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("invalid color \"abc\": use 6 hex digits"))
        #expect(try scenario.sent().isEmpty)
    }

    @Test func renameIsSeenInTheNextIssueListByLabel() async throws {
        let before = try await scenario.run(["issue", "list", "-R", "octocat/Hello-World", "-l", "bug", "-s", "all",
                                             "--json", "number,updatedAt"])
        let edited = try await terminal(["edit", "Bug", "-n", "defect", "-R", "octocat/Hello-World"])
        #expect(edited.stdout.contains("✓ Label \"Bug\" updated in octocat/Hello-World"))
        let after = try await scenario.run(["issue", "list", "-R", "octocat/Hello-World", "-l", "defect", "-s", "all",
                                            "--json", "number,updatedAt"])
        #expect(after.status == 0)
        #expect(!after.stdout.contains("[]"))
        #expect(after.stdout == before.stdout)
        // Asked of GitHub (a small repository listed before is mirrored: its changes since, then the label locally).
        #expect(try scenario.sent().contains("POST /graphql"))
    }

    @Test func renameOntoAnotherLabelAndAMissingLabelAreClearErrors() async throws {
        let taken = try await run(["edit", "bug", "-n", "Enhancement", "-R", "octocat/Hello-World"])
        #expect(taken.status == 1)
        #expect(taken.stderr.contains("label with name \"Enhancement\" already exists; choose another `--name`"))
        let missing = try await run(["edit", "nope", "-c", "000000", "-R", "octocat/Hello-World"])
        #expect(missing.stderr == "no label \"nope\" in octocat/Hello-World; see its labels with `gh-lite label list -R octocat/Hello-World`\n")
    }

    // MARK: delete

    @Test func deleteNeedsYesWithoutATerminal() async throws {
        let refused = try await run(["delete", "bug", "-R", "octocat/Hello-World"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("--yes required when not running interactively"))
        #expect(try scenario.sent().isEmpty)
        let deleted = try await run(["delete", "good first issue", "--yes", "-R", "octocat/Hello-World"])
        #expect(deleted.status == 0)
        #expect(try scenario.sent() == ["DELETE /repos/octocat/Hello-World/labels/good%20first%20issue"])
    }

    @Test func deleteOnATerminalAsksForTheNameBackUntilItMatches() throws {
        let session = try TerminalSession(["label", "delete", "wontfix", "-R", "octocat/Hello-World"],
                                          environment: scenario.environment(["NO_COLOR": "1"]))
        try session.waitFor("? Type wontfix to confirm deletion: ")
        session.type("wontfi\n")
        try session.waitFor("You entered wontfi")
        session.type("WONTFIX\n")
        try session.waitFor("✓ Label \"wontfix\" deleted from octocat/Hello-World")
        #expect(try session.exitStatus() == 0)
        #expect(try scenario.sent().filter { $0.hasPrefix("DELETE") } == ["DELETE /repos/octocat/Hello-World/labels/wontfix"])
    }

    @Test func deleteCancelledAtThePromptSendsNothing() throws {
        let session = try TerminalSession(["label", "delete", "wontfix", "-R", "octocat/Hello-World"],
                                          environment: scenario.environment(["NO_COLOR": "1"]))
        try session.waitFor("to confirm deletion: ")
        session.type("\u{04}")
        #expect(try session.exitStatus() == 2)
        #expect(try scenario.sent().filter { $0.hasPrefix("DELETE") }.isEmpty)
    }

    // MARK: clone

    @Test func cloneSkipsExistingLabelsWithoutForceAndUpdatesThemWithIt() async throws {
        _ = try await run(["edit", "bug", "-c", "000000", "-R", "octocat/Spoon-Knife"])
        let cloned = try await terminal(["clone", "octocat/Hello-World", "-R", "octocat/Spoon-Knife"])
        #expect(cloned.status == 0)
        #expect(cloned.stdout.contains("! Cloned 1 label of 10 from octocat/Hello-World to octocat/Spoon-Knife"))
        let kept = try await run(["list", "-R", "octocat/Spoon-Knife", "--search", "bug"])
        #expect(rows(kept).first?.last == "#000000")
        let forced = try await terminal(["clone", "octocat/Hello-World", "-R", "octocat/Spoon-Knife", "--force"])
        #expect(forced.stdout.contains("✓ Cloned 10 labels from octocat/Hello-World to octocat/Spoon-Knife"))
        let overwritten = try await run(["list", "-R", "octocat/Spoon-Knife", "--search", "bug"])
        #expect(rows(overwritten).first == ["bug", "Something isn't working", "#d73a4a"])
        let piped = try await run(["list", "-R", "octocat/Spoon-Knife"])
        #expect(rows(piped).count == 10)
    }

    /// Spoon-Knife has nine of Hello-World's ten labels: both lists, then one write per label that needs one.
    @Test func cloneListsBothRepositoriesAndWritesOnlyWhatItMust() async throws {
        let cloned = try await run(["clone", "octocat/Hello-World", "-R", "octocat/Spoon-Knife"])
        #expect(cloned.status == 0, "\(cloned.stderr)")
        #expect(try scenario.sent() == ["POST /graphql", "POST /graphql", "POST /repos/octocat/Spoon-Knife/labels"])
        try scenario.simulator.clearRequests()

        let forced = try await run(["clone", "octocat/Hello-World", "-R", "octocat/Spoon-Knife", "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        let sent = try scenario.sent()
        #expect(sent.count == 12)
        #expect(sent.prefix(2) == ["POST /graphql", "POST /graphql"])
        #expect(sent.dropFirst(2).allSatisfy { $0.hasPrefix("PATCH /repos/octocat/Spoon-Knife/labels/") })
        let piped = try await run(["list", "-R", "octocat/Spoon-Knife"])
        #expect(rows(piped).count == 10)
    }

    @Test func cloneFromAMissingRepositoryFailsClearly() async throws {
        let result = try await run(["clone", "octocat/nope", "-R", "octocat/Spoon-Knife"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Could not resolve to a Repository with the name 'octocat/nope'"))
    }
}
