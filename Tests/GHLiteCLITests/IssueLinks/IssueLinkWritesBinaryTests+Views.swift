import Foundation
import Testing

/// What views show of the links gh-lite itself wrote: on a terminal, and offline from the mirror.
extension IssueLinkWritesBinaryTests {
    @Test func aTerminalViewShowsTenSubIssuesAndHowToListTheRest() throws {
        try fillIssueOne()
        let view = try GHLiteRun.runInTerminal(["issue", "view", "1", "-R", "octo-org/octo-repo"],
                                               environment: simulator.environment(configDirectory: home.path))
        #expect(view.status == 0, "\(view.stdout)")
        let text = view.stdout.replacingOccurrences(of: "\r\n", with: "\n").replacing(#/\x{1B}\[[0-9;]*m/#, with: "")
        #expect(text.contains("  ├─ #17 Part 17 (Open)\n"), "\(text)")
        #expect(!text.contains("#18 "))
        #expect(text.contains("  └─ … and 90 more: gh-lite issue list --parent 1 --state all -R octo-org/octo-repo\n"))
    }

    @Test func bothEndsOfALinkWrittenHereAreInTheMirror() throws {
        let environment = simulator.environment(configDirectory: home.path)
        #expect(try GHLiteRun.run(["sync", "octo-org/octo-repo"], environment: environment).status == 0)
        #expect(try run(["edit", "4", "--parent", "2"]).status == 0)
        #expect(try run(["edit", "1", "--add-blocked-by", "2"]).status == 0)
        #expect(try run(["create", "-t", "Eight", "--parent", "2"]).status == 0)
        #expect(try GHLiteRun.run(["sync", "octo-org/octo-repo"], environment: environment).status == 0)
        #expect(try links(2).subIssues == [4, 8])
        let view = try run(["view", "2", "--offline"])
        #expect(view.stdout.contains("sub-issues:\t#4 OPEN, #8 OPEN\n"), "\(view.stdout)\(view.stderr)")
        #expect(view.stdout.contains("blocking:\t#1 OPEN\n"), "\(view.stdout)")
    }

    @Test func aQueuedLinkEditSaysWhatItWillDoInTheView() throws {
        let environment = simulator.environment(configDirectory: home.path)
        #expect(try GHLiteRun.run(["sync", "octo-org/octo-repo"], environment: environment).status == 0)
        #expect(try run(["edit", "4", "--offline", "--type", "Bug", "--parent", "1", "--add-blocked-by", "2,3"]).status == 0)
        let view = try run(["view", "4", "--offline"])
        #expect(view.stdout.contains("pending:\tedit #4: type Bug; parent #1; blocked by #2, #3 (entry 1)\n"),
                "\(view.stdout)")
        #expect(try mutations().isEmpty)
    }
}
