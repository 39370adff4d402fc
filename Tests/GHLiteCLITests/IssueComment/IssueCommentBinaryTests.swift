import Foundation
import GHLiteCore
import Testing

/// `issue comment` as a user runs it: the built binary against the simulator, whose octocat/Hello-World has open
/// issues #2 (one comment, octocat's "Fixed in the latest release.") and #4 (none). Each result is read back through
/// a separate request: GitHub's REST comments endpoint (which clears the simulator's request log).
@Suite struct IssueCommentBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    func run(_ arguments: [String], input: String = "", extra: [String: String] = [:]) throws -> GHLiteRun {
        let environment = simulator.environment(configDirectory: home.path).merging(extra) { $1 }
        return try GHLiteRun.run(["issue", "comment"] + arguments + ["-R", "octocat/Hello-World"],
                                 environment: environment, input: input)
    }

    /// The bodies of an issue's comments, oldest first, as GitHub's REST API lists them.
    func comments(_ number: Int) throws -> [String] {
        let body = try simulator.body(of: "/repos/octocat/Hello-World/issues/\(number)/comments")
        let list = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [[String: Any]])
        return list.compactMap { $0["body"] as? String }
    }

    static let seeded = "Fixed in the latest release."

    /// The GraphQL operations sent, by name, in order.
    func operations() throws -> [String] {
        try simulator.requests().map { request in
            let names = ["IssueTarget", "ViewerComments", "CommentCreate", "CommentUpdate", "CommentDelete"]
            return names.first { request.body.contains($0 + "(") } ?? request.method + " " + request.path
        }
    }

    @Test func aCommentFromEachSourcePrintsItsURL() throws {
        let fromFlag = try run(["2", "-b", "From the flag"])
        #expect(fromFlag.status == 0)
        #expect(fromFlag.stdout.hasPrefix("https://github.com/octocat/Hello-World/issues/2#issuecomment-"))
        #expect(fromFlag.stderr.isEmpty)

        let file = home.path + "/notes.md"
        try "From a file\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try run(["2", "-F", file]).status == 0)
        #expect(try run(["#2", "--body-file", "-"], input: "From standard input").status == 0)
        #expect(try operations() == Array(repeating: "POST /repos/octocat/Hello-World/issues/2/comments", count: 3))
        #expect(try comments(2) == [Self.seeded, "From the flag", "From a file\n", "From standard input"])
    }

    @Test func aCommentWithItsTextIsOneRequestAndGitHubsRefusalsStayClear() throws {
        let sent = try run(["4", "-b", "One trip"])
        #expect(sent.status == 0, "\(sent.stderr)")
        #expect(try operations() == ["POST /repos/octocat/Hello-World/issues/4/comments"])
        #expect(try comments(4) == ["One trip"])

        let missing = try run(["9999", "-b", "Nowhere"])
        #expect(missing.status == 1)
        #expect(missing.stderr.hasPrefix("could not comment on octocat/Hello-World#9999: issue #9999 not found in "
                                         + "octocat/Hello-World; see its issues with `gh-lite issue list --state all -R octocat/Hello-World`\n"))
        #expect(try operations() == ["POST /repos/octocat/Hello-World/issues/9999/comments"])

        // As gh's: a pull request's number comments on the pull request.
        let pull = try run(["3", "-b", "On the pull request"])
        #expect(pull.status == 0, "\(pull.stderr)")
        #expect(pull.stdout.hasPrefix("https://github.com/octocat/Hello-World/pull/3#issuecomment-"))
        #expect(try comments(3).last == "On the pull request")

        let locked = try run(["13", "-b", "Too late"], extra: ["GH_TOKEN": Simulator.hubotToken])
        #expect(locked.status == 1)
        #expect(locked.stderr.hasPrefix("could not comment on octocat/Hello-World#13: HTTP 403: "
                                        + "Unable to create comment because issue is locked.\n"), "\(locked.stderr)")
        #expect(try !comments(13).contains("Too late"))
    }

    @Test func editLastChangesYourNewestComment() throws {
        #expect(try run(["2", "-b", "First"]).status == 0)
        #expect(try run(["2", "-b", "Second"]).status == 0)
        try simulator.clearRequests()
        let result = try run(["2", "--edit-last", "-b", "Second, corrected"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("https://github.com/octocat/Hello-World/issues/2#issuecomment-"))
        #expect(try operations() == ["IssueTarget", "ViewerComments", "CommentUpdate"])
        #expect(try comments(2) == [Self.seeded, "First", "Second, corrected"])
    }

    @Test func deleteLastWithYesAndItsRefusalWithoutATerminal() throws {
        #expect(try run(["2", "-b", "Keep"]).status == 0)
        #expect(try run(["2", "-b", "Oops"]).status == 0)
        try simulator.clearRequests()
        let refused = try run(["2", "--delete-last"])
        #expect(refused.status == 1)
        #expect(refused.stderr == "refusing to delete your last comment on octocat/Hello-World#2 without confirmation: "
                + "pass --yes to delete it (no terminal to ask on)\n")
        #expect(try simulator.requests().isEmpty)
        #expect(try comments(2) == [Self.seeded, "Keep", "Oops"])

        let deleted = try run(["2", "--delete-last", "--yes"])
        #expect(deleted.status == 0)
        #expect(deleted.stderr == "Comment deleted\n")
        #expect(try operations() == ["IssueTarget", "ViewerComments", "CommentDelete"])
        #expect(try comments(2) == [Self.seeded, "Keep"])
    }

    @Test func withoutATerminalABodyFlagIsRequired() throws {
        let result = try run(["2"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("flags required when not running interactively"))
        #expect(try simulator.requests().isEmpty)
    }

    @Test func aCommentThatFailsToSendIsDraftedAndRecovered() throws {
        // The comment's one request gets a 502: sent once, never resent.
        try simulator.control("faults", #"[{"method": "POST", "path": "/issues/4/comments$", "status": 502}]"#)
        let failed = try run(["4", "-b", "Lost in transit"])
        #expect(failed.status == 1)
        let lines = failed.stderr.split(separator: "\n").map(String.init)
        try #require(lines.count == 3, "\(failed.stderr)")
        #expect(lines[0] == "could not comment on octocat/Hello-World#4: HTTP 502: Bad Gateway")
        #expect(lines[1] == "The comment may have been posted anyway: check https://github.com/octocat/Hello-World/issues/4 "
                + "before you send it again.")
        let marker = "Your text is saved. To send it again: gh-lite issue comment 4 -R octocat/Hello-World --recover "
        #expect(lines[2].hasPrefix(marker))
        let path = String(lines[2].dropFirst(marker.count))
        #expect(path.hasPrefix(home.path + "/cache/gh-lite/drafts/issue-comment-"))
        #expect(try operations() == ["POST /repos/octocat/Hello-World/issues/4/comments"])
        #expect(try comments(4).isEmpty)

        let recovered = try run(["4", "--recover", path])
        #expect(recovered.status == 0, "\(recovered.stderr)")
        #expect(recovered.stdout.hasPrefix("https://github.com/octocat/Hello-World/issues/4#issuecomment-"))
        #expect(try comments(4) == ["Lost in transit"])
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func ctrlCInTheEditorExitsTwoAndKeepsWhatItWrote() throws {
        let scripts = try TemporaryDirectory()
        let editor = scripts.path + "/editor.sh"
        // `exec`: a shell that forks `sleep` can take Ctrl-C before the child resets its handlers, then wait 30 s for it.
        try "#!/bin/sh\nprintf 'Written in the editor\\n' > \"$1\"\necho 'editor: saved'\nexec sleep 30\n"
            .write(toFile: editor, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor)
        let environment = simulator.environment(configDirectory: home.path).merging(["GH_EDITOR": editor, "NO_COLOR": "1"]) { $1 }
        let session = try TerminalSession(["issue", "comment", "2", "-R", "octocat/Hello-World"], environment: environment)
        try session.waitFor("- Press Enter to draft your comment in editor.sh... ")
        session.type("\n")
        try session.waitFor("editor: saved")
        session.type("\u{03}") // SIGINT to the editor and to gh-lite, which waits for it.
        #expect(try session.exitStatus() == 2)
        let marker = "^C\ncancelled\nYour text is saved. To send it again: gh-lite issue comment 2 -R octocat/Hello-World --recover "
        let shown = session.shown
        let path = try #require(shown.components(separatedBy: marker).dropFirst().first?.split(separator: "\n").first
            .map(String.init), "\(shown)")
        let draft = try JSONDecoder().decode(CommentDraft.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(draft == CommentDraft(repository: "octocat/Hello-World", issue: 2, body: "Written in the editor"))
        #expect(try operations() == ["IssueTarget"])
        #expect(try comments(2) == [Self.seeded])
    }
}
