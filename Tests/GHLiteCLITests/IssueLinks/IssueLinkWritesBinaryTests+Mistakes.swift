import Foundation
import GHLiteCore
import Testing

/// Link edits that cannot be what the user meant, refused before anything is sent.
extension IssueLinkWritesBinaryTests {
    @Test(arguments: [["edit", "4", "--parent"], ["edit", "4", "--add-blocked-by"], ["edit", "4", "--add-blocking"],
                      ["edit", "4", "--add-sub-issue"], ["edit", "4", "--remove-sub-issue"],
                      ["create", "-t", "New", "--parent"], ["create", "-t", "New", "--blocked-by"]])
    func aLinkOnAnotherHostIsRefusedBeforeAnyRequest(_ command: [String]) throws {
        let result = try run(command + ["https://example.com/octo-org/octo-repo/issues/1"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("octo-org/octo-repo is on example.com, but gh-lite is set up for github.com"),
                "\(result.stderr)")
        #expect(try simulator.requests().isEmpty)
        #expect(try links(1).subIssues == [])
    }

    @Test func aParentBothSetAndRemovedIsRefused() throws {
        #expect(try run(["edit", "4", "--parent", "1"]).status == 0)
        try simulator.clearRequests()
        let result = try run(["edit", "4", "--parent", "2", "--remove-parent"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("specify only one of `--parent` or `--remove-parent`\n"), "\(result.stderr)")
        #expect(try simulator.requests().isEmpty)
        #expect(try links(4).parent == 1)
    }

    @Test func aBulkEditMakingACycleIsRefusedBeforeAnyIssueChanges() throws {
        #expect(try run(["edit", "6", "--parent", "7"]).status == 0)
        try simulator.clearRequests()
        let result = try run(["edit", "5", "7", "--parent", "6", "--type", "Bug", "--yes"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("#7 cannot be a sub-issue of #6, which is its own sub-issue"), "\(result.stderr)")
        #expect(try mutations().isEmpty)
        #expect(try links(7).type == nil)
        #expect(try links(5).parent == nil)
    }

    @Test func aBulkEditAddingASubIssueThatHasAParentIsRefusedWithGhLitesWords() throws {
        #expect(try run(["edit", "1", "--add-sub-issue", "4"]).status == 0)
        try simulator.clearRequests()
        let result = try run(["edit", "1", "2", "--add-sub-issue", "4", "--yes"])
        #expect(result.status == 1)
        #expect(result.stderr == "#4 already has a parent (#1): to move it, edit it with `--parent`\n")
        #expect(try mutations().isEmpty)
        #expect(try links(2).subIssues == [])
    }

    @Test func removingALinkThatIsNotThereSaysSoAndChangesNothing() throws {
        #expect(try run(["edit", "7", "--add-sub-issue", "4", "--add-blocked-by", "5"]).status == 0)
        try simulator.clearRequests()
        let result = try run(["edit", "2", "--remove-sub-issue", "4", "--remove-blocked-by", "5", "--remove-blocking", "6",
                              "--remove-parent"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "#2 has no parent: nothing to remove\n#4 is not a sub-issue of #2: nothing to remove\n"
                + "#2 is not blocked by #5: nothing to remove\n#6 is not blocked by #2: nothing to remove\n")
        #expect(try mutations().isEmpty)
        #expect(try links(7) == IssueLinksState(type: nil, parent: nil, subIssues: [4], blockedBy: [5]))
    }

    @Test func aTypeWithTwoLettersSwappedGetsItsSuggestion() throws {
        let result = try run(["edit", "4", "--type", "bgu"])
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix("; did you mean 'Bug'?\n"), "\(result.stderr)")
        #expect(try mutations().isEmpty)
    }

    @Test func anOfflineEditLinkingAnIssueToItselfIsRefusedAndNotQueued() throws {
        let result = try run(["edit", "4", "--offline", "--parent", "4", "--add-blocked-by", "#4"])
        #expect(result.status == 1)
        #expect(result.stderr == "#4 cannot be its own parent\n#4 cannot block itself\n")
        let sync = try GHLiteRun.run(["sync", "octo-org/octo-repo"], environment: simulator.environment(configDirectory: home.path))
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(try mutations().isEmpty)
    }

    @Test func anOfflineTypeTheMirrorDoesNotKnowIsRefusedAndNotQueued() throws {
        let environment = simulator.environment(configDirectory: home.path)
        #expect(try GHLiteRun.run(["sync", "octo-org/octo-repo"], environment: environment).status == 0)
        let result = try run(["edit", "4", "--offline", "--type", "bgu"])
        #expect(result.status == 1)
        #expect(result.stderr == "no issue type \"bgu\" in octo-org; did you mean 'Bug'?\n")
        #expect(try GHLiteRun.run(["sync", "octo-org/octo-repo"], environment: environment).status == 0)
        #expect(try mutations().isEmpty)
        #expect(try links(4).type == nil)
    }

    @Test func aDeeperCycleSaysWhichPartsOfTheEditWentThrough() throws {
        #expect(try run(["edit", "5", "--parent", "4"]).status == 0)
        #expect(try run(["edit", "6", "--parent", "5"]).status == 0)
        let result = try run(["edit", "4", "--type", "Bug", "--parent", "6"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("changed the type, not the sub-issue link: "), "\(result.stderr)")
        #expect(result.stderr.contains("Sub issue cannot be an ancestor of its parent"), "\(result.stderr)")
        #expect(try links(4) == IssueLinksState(type: "Bug", parent: nil, subIssues: [5], blockedBy: []))
    }
}
