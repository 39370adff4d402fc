import Foundation
import GHLiteCore
import GHLiteMock
import Testing

/// `config get|set|list` run whole, in memory.
@Suite(.strictDoubles) struct ConfigCommandTests {
    let files = Locked<[String: Data]>([:])

    func run(_ arguments: [String]) -> (ExitCode, MemoryIO) {
        let memory = MemoryIO(terminal: false, width: 120)
        var environment = ContainerEnvironment.mock
        environment.files = .memory(files)
        let code = CommandLineInterface.run(arguments, variables: ["GH_LITE_CONFIG_DIR": "/c"], io: memory.io,
                                            configFiles: .memory(files), makeEnvironment: { _ in environment })
        return (code, memory)
    }

    var configText: String { files.withLock { $0["/c/config.yml"].map { String(decoding: $0, as: UTF8.self) } } ?? "" }

    @Test func listShowsEveryKnownKeyWithItsDefaultAsGhPrintsThem() {
        let (code, io) = run(["config", "list"])
        #expect(code == .ok)
        #expect(io.output == """
            git_protocol=https
            editor=
            prompt=enabled
            pager=
            browser=
            write_interval_ms=1000
            mirror_size_limit_mb=500

            """)
    }

    /// A bad number in config.yml stops the commands that use it, naming the setting; `config` (and `alias`), which use
    /// none, still run, so `config set` can fix it.
    @Test func aBadSettingInTheFileStopsCommandsButConfigSetFixesIt() {
        files.withLock { $0["/c/config.yml"] = Data("write_interval_ms: fast\n".utf8) }
        let (stopped, io) = run(["issue", "list", "-R", "octocat/Hello-World"])
        #expect(stopped == .error)
        #expect(io.error.hasPrefix("/c/config.yml's write_interval_ms: expected a whole number"))
        #expect(run(["config", "get", "write_interval_ms"]).1.output == "fast\n")
        #expect(run(["config", "set", "write_interval_ms", "100"]).0 == .ok)
        #expect(configText == "write_interval_ms: '100'\n")
        #expect(run(["issue", "list", "-R", "octocat/Hello-World"]).0 == .ok)
    }

    @Test func setThenGetTopLevelAndPerHost() {
        #expect(run(["config", "set", "editor", "code --wait"]).0 == .ok)
        #expect(run(["config", "set", "git_protocol", "ssh", "-h", "ghe.example.com"]).0 == .ok)
        #expect(run(["config", "get", "editor"]).1.output == "code --wait\n")
        #expect(run(["config", "get", "git_protocol"]).1.output == "https\n")
        #expect(run(["config", "get", "git_protocol", "-h", "ghe.example.com"]).1.output == "ssh\n")
        #expect(run(["config", "get", "editor", "--host", "ghe.example.com"]).1.output == "code --wait\n")
        #expect(run(["config", "list", "-h", "ghe.example.com"]).1.output.hasPrefix("git_protocol=ssh\neditor=code --wait\n"))
        #expect(configText == "editor: code --wait\nhosts:\n    ghe.example.com:\n        git_protocol: ssh\n")
    }

    @Test func knownKeysTakeOnlyTheirValues() {
        let (code, io) = run(["config", "set", "prompt", "maybe"])
        #expect(code == .error)
        #expect(io.error == "failed to set \"prompt\" to \"maybe\": valid values are 'enabled', 'disabled'\n")
        let (protocolCode, protocolIO) = run(["config", "set", "git_protocol", "ftp"])
        #expect(protocolCode == .error)
        #expect(protocolIO.error == "failed to set \"git_protocol\" to \"ftp\": valid values are 'https', 'ssh'\n")
        let (interval, intervalIO) = run(["config", "set", "write_interval_ms", "5"])
        #expect(interval == .error)
        #expect(intervalIO.error == "failed to set \"write_interval_ms\" to \"5\": expected a whole number from 10 to 60000\n")
        #expect(configText.isEmpty)
    }

    @Test func anUnknownKeyIsSetWithGhsWarningAndAnUnsetOneIsNotFound() {
        let (code, io) = run(["config", "set", "foo", "bar"])
        #expect(code == .ok)
        #expect(io.error == "! warning: 'foo' is not a known configuration key\n")
        #expect(run(["config", "get", "foo"]).1.output == "bar\n")
        let (missing, missingIO) = run(["config", "get", "nokey"])
        #expect(missing == .error)
        #expect(missingIO.error == "could not find key \"nokey\"\n")
        #expect(run(["config", "get", "editor"]).1.output == "")
    }
}
