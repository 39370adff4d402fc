import Foundation
import GHLiteCore
import Testing

/// `issue edit N` with no flag: questions on a terminal (the fields, the title, the repository's milestones, the
/// body in the editor), a usage error anywhere else. Results read back through `gh-lite issue view --json`.
@Suite struct IssueEditTerminalBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        simulator.environment(configDirectory: home.path).merging(["NO_COLOR": "1"].merging(extra) { $1 }) { $1 }
    }

    func run(_ arguments: [String]) throws -> GHLiteRun {
        try GHLiteRun.run(["issue"] + arguments + ["-R", "octocat/Hello-World"], environment: environment())
    }

    func view(_ number: Int) throws -> [String: Any] {
        let result = try run(["view", String(number), "--json", "title,body,milestone"])
        try #require(result.status == 0)
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    /// The edit documents sent.
    func documents() throws -> [Simulator.RecordedRequest] {
        try simulator.requests().filter { $0.body.contains("mutation IssueEdit(") }
    }

    @Test func withoutATerminalAFlagIsRequiredAndNothingIsSent() throws {
        let result = try run(["edit", "6"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("field to edit flag required when not running interactively (e.g. --add-label bug)\n"))
        #expect(try documents().isEmpty)
    }

    @Test func theQuestionsChangeTheTitleAndTheMilestone() throws {
        let session = try TerminalSession(["issue", "edit", "6", "-R", "octocat/Hello-World"], environment: environment())
        try session.waitFor("? What would you like to edit?")
        try session.waitFor("> ")
        session.type("1 5\n")
        try session.waitFor("[x] Milestone\n> ")
        session.type("\n")
        try session.waitFor("? Title (Enter keeps \"Refactor the HTTP client\") ")
        session.type("Refactor HTTP\n")
        try session.waitFor("? Milestone")
        try session.waitFor("v2.0")
        try session.waitFor("> ")
        session.type("2\n")
        #expect(try session.exitStatus() == 0, "\(session.shown)")
        #expect(session.shown.contains("/octocat/Hello-World/issues/6"))
        let issue = try view(6)
        #expect(issue["title"] as? String == "Refactor HTTP")
        #expect((issue["milestone"] as? [String: Any])?["title"] as? String == "v2.0")
        #expect(try documents().count == 1)
    }

    /// On a terminal that moves its cursor the pickers take keys: typing `v2` in the milestone's lands on v2.0, not on
    /// "(none)", so Enter sets it, as in gh.
    @Test func typingInTheMilestonePickerLandsOnTheFirstMatch() throws {
        let session = try TerminalSession(["issue", "edit", "6", "-R", "octocat/Hello-World"],
                                          environment: environment(["TERM": "xterm"]))
        try session.waitFor("? What would you like to edit?  [Use arrows")
        session.type("mile ")
        try session.waitFor("> [x] Milestone")
        session.type("\r")
        try session.waitFor("? Milestone  [Use arrows to move, type to filter]")
        session.type("v2")
        try session.waitFor("? Milestone v2  [Use arrows to move, type to filter]\n> v2.0")
        session.type("\r")
        #expect(try session.exitStatus() == 0, "\(session.shown)")
        #expect((try view(6)["milestone"] as? [String: Any])?["title"] as? String == "v2.0")
        #expect(try documents().count == 1)
    }

    @Test func ctrlCInTheEditorKeepsTheBodyInADraftThatRecoverSends() throws {
        let scripts = try TemporaryDirectory()
        let editor = scripts.path + "/editor.sh"
        // `exec`: a shell that forks `sleep` can take Ctrl-C before the child resets its handlers, then wait 30 s for it.
        try "#!/bin/sh\nprintf 'Written in the editor\\n' > \"$1\"\necho 'editor: saved'\nexec sleep 30\n"
            .write(toFile: editor, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor)
        let session = try TerminalSession(["issue", "edit", "6", "-R", "octocat/Hello-World"],
                                          environment: environment(["GH_EDITOR": editor]))
        try session.waitFor("> ")
        session.type("2\n")
        try session.waitFor("[x] Body")
        try session.waitFor("> ")
        session.type("\n")
        try session.waitFor("editor: saved")
        session.type("\u{03}")
        #expect(try session.exitStatus() == 2)
        let marker = "Your text is saved. To send it again: gh-lite issue edit 6 -R octocat/Hello-World --recover "
        let path = try #require(session.shown.components(separatedBy: marker).dropFirst().first?
            .split(whereSeparator: \.isNewline).first.map(String.init), "\(session.shown)")
        #expect(try documents().isEmpty)

        let recovered = try run(["edit", "6", "--recover", path])
        #expect(recovered.status == 0, "\(recovered.stderr)")
        #expect(try view(6)["body"] as? String == "Written in the editor")
    }
}
