import Foundation
import Testing

/// A comment queued when the outbox cannot be written (a read-only state folder, a full disk): what was typed is kept
/// as a draft with its `--recover` line, or printed when no draft can be written either. Tests run as root, where no
/// permission bit stops a write, so a regular file stands where the folder should be.
@Suite struct UnwritableOutboxBinaryTests {
    static let repo = ["-R", "octocat/Hello-World"]

    /// A home whose `XDG_STATE_HOME` (and, with `cacheToo`, `XDG_CACHE_HOME`) is a regular file.
    static func blocked(_ scenario: FaultScenario, cacheToo: Bool = false) throws -> [String: String] {
        let file = scenario.home.path + "/not-a-folder"
        try "".write(toFile: file, atomically: true, encoding: .utf8)
        var variables = ["XDG_STATE_HOME": file]
        if cacheToo { variables["XDG_CACHE_HOME"] = file }
        return scenario.environment(variables)
    }

    @Test func theEditorsTextIsKeptAsADraftThatRecoverSends() async throws {
        let scenario = try FaultScenario()
        let editor = scenario.home.path + "/editor.sh"
        try "#!/bin/sh\nprintf 'Typed in the editor\\n' > \"$1\"\n".write(toFile: editor, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor)
        let environment = try Self.blocked(scenario).merging(["GH_EDITOR": editor]) { $1 }

        let result = try GHLiteRun.run(["issue", "comment", "4", "-e", "--offline"] + Self.repo, environment: environment)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("could not queue the comment on octocat/Hello-World#4: ") == true, "\(result.stderr)")
        let marker = "Your text is saved. To send it again: gh-lite issue comment 4 -R octocat/Hello-World --recover "
        let path = try #require(lines.last(where: { $0.hasPrefix(marker) })?.dropFirst(marker.count), "\(result.stderr)")
        #expect(try scenario.requests().isEmpty, "nothing is sent offline")

        let recovered = try await scenario.run(["issue", "comment", "4", "--recover", String(path)] + Self.repo)
        #expect(recovered.status == 0, "\(recovered.stderr)")
        #expect(try scenario.simulator.comments(on: 4, saying: "Typed in the editor") == 1)
    }

    @Test func aPipedBodyIsPrintedWhenNoDraftCanBeWrittenEither() throws {
        let scenario = try FaultScenario()
        let result = try GHLiteRun.run(["issue", "comment", "4", "-F", "-", "--offline"] + Self.repo,
                                       environment: try Self.blocked(scenario, cacheToo: true), input: "Piped words\n")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("could not queue the comment on octocat/Hello-World#4: "), "\(result.stderr)")
        #expect(result.stderr.contains("Your text could not be saved ("))
        #expect(result.stderr.contains("here it is:\n\nPiped words\n"), "\(result.stderr)")
    }
}
