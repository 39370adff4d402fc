import Foundation
import Testing

/// `config` with the built binary: what is set is what the editor, pager, browser and prompts really follow, and
/// each GH_ variable still wins over it.
@Suite struct ConfigBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    var environment: [String: String] { simulator.environment(configDirectory: home.path + "/config") }

    func run(_ arguments: [String], variables: [String: String] = [:]) throws -> GHLiteRun {
        try GHLiteRun.run(arguments, environment: environment.merging(variables) { $1 })
    }

    func script(_ name: String, _ line: String) throws -> String {
        let path = home.path + "/" + name
        try "#!/bin/sh\n\(line)\n".write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    func posts() throws -> [Simulator.RecordedRequest] {
        try simulator.requests().filter { $0.method == "POST" && $0.path.hasSuffix("/issues") }
    }

    @Test func theEditorSetIsTheOneIssueCreateRunsAndGhEditorStillWins() throws {
        let configured = try script("configured.sh", "printf 'From config\\n\\nBody from config\\n' > \"$1\"")
        let other = try script("other.sh", "printf 'From GH_EDITOR\\n\\nBody\\n' > \"$1\"")
        let bad = try script("bad.sh", "exit 3")
        #expect(try run(["config", "set", "editor", configured]).status == 0)
        let create = try GHLiteRun.runInTerminal(["new-issue", "-R", "octocat/Hello-World", "-e"],
                                                 environment: environment.merging(["VISUAL": bad, "EDITOR": bad]) { $1 })
        #expect(create.status == 0)
        #expect(try posts().map(\.body) == [#"{"body":"Body from config","title":"From config"}"#])
        let overridden = try GHLiteRun.runInTerminal(["new-issue", "-R", "octocat/Hello-World", "-e"],
                                                     environment: environment.merging(["GH_EDITOR": other]) { $1 })
        #expect(overridden.status == 0)
        #expect(try posts().map(\.body).last == #"{"body":"Body","title":"From GH_EDITOR"}"#)
    }

    @Test func thePagerSetPagesAndGhPagerStillWins() throws {
        #expect(try run(["config", "set", "pager", "sed s/^/CONFIG:/"]).status == 0)
        let paged = try GHLiteRun.runInTerminal(["repos", "-L", "1"], environment: environment.merging(["PAGER": "sed s/^/PAGER:/"]) { $1 })
        #expect(paged.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("CONFIG:") })
        let overridden = try GHLiteRun.runInTerminal(["repos", "-L", "1"],
                                                     environment: environment.merging(["GH_PAGER": "sed s/^/GH:/"]) { $1 })
        #expect(overridden.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("GH:") })
    }

    @Test func theBrowserSetOpensPagesAndGhBrowserStillWins() throws {
        let log = home.path + "/opened"
        let configured = try script("configured.sh", "echo \"config $1\" >> '\(log)'")
        let other = try script("other.sh", "echo \"gh $1\" >> '\(log)'")
        #expect(try run(["config", "set", "browser", configured]).status == 0)
        #expect(try run(["issue", "view", "12", "-R", "octocat/Hello-World", "--web"], variables: ["BROWSER": other]).status == 0)
        #expect(try run(["issue", "view", "13", "-R", "octocat/Hello-World", "--web"], variables: ["GH_BROWSER": other]).status == 0)
        var opened: [String] = []
        for _ in 0..<100 where opened.count < 2 {
            opened = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init).sorted()
            if opened.count < 2 { usleep(20_000) }
        }
        #expect(opened == ["config https://github.com/octocat/Hello-World/issues/12",
                           "gh https://github.com/octocat/Hello-World/issues/13"])
    }

    @Test func promptDisabledActsAsWithoutATerminalAsGhPromptDisabledDoes() throws {
        let asked = try GHLiteRun.runInTerminal(["new-issue", "-R", "octocat/Hello-World"],
                                                environment: environment.merging(["GH_PROMPT_DISABLED": "1"]) { $1 })
        #expect(try run(["config", "set", "prompt", "disabled"]).status == 0)
        let configured = try GHLiteRun.runInTerminal(["new-issue", "-R", "octocat/Hello-World"], environment: environment)
        #expect(asked.status == 1)
        #expect(configured.status == 1)
        #expect(configured.stdout == asked.stdout)
        #expect(!configured.stdout.contains("?"))
        #expect(try posts().isEmpty)
    }

    @Test func writeIntervalSpacesABulkRunAndTheVariableStillWins() throws {
        #expect(try run(["config", "set", "write_interval_ms", "400"]).status == 0)
        let closes = { try simulator.requests().filter { $0.body.contains("IssueClose(") } }
        #expect(try run(["issue", "close", "4", "6", "--yes", "-R", "octocat/Hello-World"]).status == 0)
        try #require(try closes().count == 2)
        #expect(Simulator.gaps(try closes()).allSatisfy { $0 >= 0.4 })

        // A minute apart by the file; the variable's 10 ms win, so the run ends well before.
        #expect(try run(["config", "set", "write_interval_ms", "60000"]).status == 0)
        let reopened = try run(["issue", "reopen", "4", "6", "--yes", "-R", "octocat/Hello-World"],
                               variables: ["GH_LITE_WRITE_INTERVAL_MS": "10"])
        #expect(reopened.status == 0)
        let reopens = try simulator.requests().filter { $0.body.contains("IssueReopen(") }
        try #require(reopens.count == 2)
        #expect(Simulator.gaps(reopens).allSatisfy { $0 < 30 })
    }

    @Test func listAndGetShowWhatWasSetPerHost() throws {
        #expect(try run(["config", "set", "git_protocol", "ssh", "-h", "ghe.example.com"]).status == 0)
        #expect(try run(["config", "get", "git_protocol", "-h", "ghe.example.com"]).stdout == "ssh\n")
        #expect(try run(["config", "get", "git_protocol"]).stdout == "https\n")
        let refused = try run(["config", "set", "prompt", "maybe"])
        #expect(refused.status == 1)
        #expect(refused.stderr == "failed to set \"prompt\" to \"maybe\": valid values are 'enabled', 'disabled'\n")
        #expect(try run(["config", "list", "-h", "ghe.example.com"]).stdout.hasPrefix("git_protocol=ssh\neditor=\nprompt=enabled\n"))
    }
}
