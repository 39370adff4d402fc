import Foundation
import GHLiteCore
import Testing

/// `issue create --recover` on a pseudo-terminal: what the draft kept is shown, only what it left unanswered is
/// asked, "Cancel" deletes the draft, and every hint names the command as the user typed it.
@Suite struct DraftRecoveryTerminalBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    static let enter = "\r", down = "\u{1B}[B", space = " ", ctrlC = "\u{03}"

    func session(_ arguments: [String]) throws -> TerminalSession {
        let environment = simulator.environment(configDirectory: home.path)
            .merging(["TERM": "xterm", "NO_COLOR": "1", "GH_EDITOR": "true"]) { $1 }
        return try TerminalSession(arguments, environment: environment)
    }

    func posts() throws -> [Simulator.RecordedRequest] {
        try simulator.requests().filter { $0.method == "POST" && $0.path != "/graphql" }
    }

    @Test func aDraftCutShortAtTheLabelsShowsWhatItKeptAndAsksOnlyTheRest() throws {
        let body = "Steps:\n1. run it\n2. see it fail\n3. again\n4. and again"
        let first = try session(["issue", "create", "-R", "octocat/Hello-World", "-b", body])
        try first.waitFor("? Title (required) ")
        first.type("Crash on start" + Self.enter)
        try first.waitFor("? Labels  [Use arrows")
        first.type(Self.ctrlC)
        #expect(try first.exitStatus() == 2)
        let marker = "Your text is saved. To restore: gh-lite issue create -R octocat/Hello-World --recover "
        let path = try #require(first.shown.components(separatedBy: marker).dropFirst().first?
            .split(separator: "\n").first.map(String.init), "\(first.shown)")

        // The command the hint named, word for word.
        let recovery = try session(["issue", "create", "-R", "octocat/Hello-World", "--recover", path])
        try recovery.waitFor("? Labels  [Use arrows")
        #expect(recovery.shown.contains("""
            Recovered from \(path):
              Title: Crash on start
              Body:
                Steps:
                1. run it
                2. see it fail
                (2 more lines)

            """), "\(recovery.shown)")
        #expect(!recovery.shown.contains("? Title") && !recovery.shown.contains("enter to skip]"))
        recovery.type("documentation" + Self.space + Self.enter)
        try recovery.pressEnter(at: ["? Assignees  [Use arrows", "? Milestone  [Use arrows",
                                     "? What's next?  [Use arrows to move, type to filter]\n> Submit"])
        #expect(try recovery.exitStatus() == 0, "\(recovery.shown)")

        let request = try #require(try posts().first)
        let sent = try #require(try JSONSerialization.jsonObject(with: Data(request.body.utf8)) as? [String: Any])
        #expect(try posts().count == 1)
        #expect(sent["title"] as? String == "Crash on start")
        #expect(sent["body"] as? String == body)
        #expect(sent["labels"] as? [String] == ["documentation"])
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func cancelAfterRecoveringDeletesTheDraftAndSendsNothing() throws {
        let path = home.path + "/draft.json"
        try IssueDraft(repository: "octocat/Hello-World", title: "Kept title", body: "Kept body", labels: ["bug"],
                       assignees: ["octocat"], milestone: "1").encoded().write(to: URL(fileURLWithPath: path))
        let recovery = try session(["new-issue", "octocat/Hello-World", "--recover", path])
        try recovery.waitFor("? What's next?  [Use arrows to move, type to filter]\n> Submit")
        #expect(recovery.shown.contains("""
            Recovered from \(path):
              Title: Kept title
              Labels: bug
              Assignees: octocat
              Milestone: v1.0
              Body:
                Kept body

            """), "\(recovery.shown)")
        #expect(!recovery.shown.contains("? Labels"))
        recovery.type(Self.down + Self.down + Self.enter)
        #expect(try recovery.exitStatus() == 2)
        #expect(recovery.shown.hasSuffix("Discarding: deleted the draft \(path)\n"), "\(recovery.shown)")
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(try posts().isEmpty)
    }
}
