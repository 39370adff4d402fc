import GHLiteCore
import GHLiteMock
import Testing

@Suite(.strictDoubles) struct CommandLineInterfaceTests {
    func run(_ arguments: [String], environment: ContainerEnvironment = .mock,
             variables: [String: String] = [:], terminal: Bool = false) -> (ExitCode, MemoryIO) {
        let memory = MemoryIO(terminal: terminal)
        let code = CommandLineInterface.run(arguments, variables: variables, io: memory.io,
                                            makeEnvironment: { _ in environment })
        return (code, memory)
    }

    @Test func printsTheVersion() {
        let (code, io) = run(["--version"])
        #expect(code == .ok)
        #expect(io.output == "gh-lite version \(GHLiteVersion.current)\n")
    }

    @Test func listsCommandsInTopLevelHelp() {
        let (code, io) = run([])
        #expect(code == .ok)
        #expect(io.output.contains("repos"))
    }

    /// Walks the help itself, so a command added later is covered too; the list says which ones that is today.
    @Test func everyCommandAndSubcommandHasHelp() {
        var pending = Self.commandNames(in: run(["--help"]).1.output).map { [$0] }
        var covered: [String] = []
        while let words = pending.popLast() {
            let command = words.joined(separator: " ")
            // On the `auth` commands `-h` is `--hostname` and on `config`'s `--host`, as in gh; help is `--help` alone there.
            let help = run(words + ["--help"]).1.output
            let flags = help.contains("-h, --hostname") || help.contains("-h, --host ") ? ["--help"] : ["--help", "-h"]
            for flag in flags {
                let (code, io) = run(words + [flag])
                #expect(code == .ok, "\(command) \(flag)")
                #expect(io.output.contains("USAGE\n  gh-lite \(command)"), "\(command) \(flag): \(io.output)")
                #expect(io.error.isEmpty, "\(command) \(flag): \(io.error)")
            }
            pending += Self.commandNames(in: run(words + ["--help"]).1.output).map { words + [$0] }
            covered.append(command)
        }
        #expect(covered.sorted() == ["alias", "alias delete", "alias import", "alias list", "alias set",
                                     "api", "auth", "auth login", "auth logout", "auth status", "auth switch", "auth token",
                                     "cache", "cache clear", "completion", "config", "config get", "config list",
                                     "config set", "issue", "issue close", "issue comment",
                                     "issue create", "issue delete", "issue edit",
                                     "issue list", "issue lock", "issue pin", "issue reopen", "issue status", "issue transfer",
                                     "issue unlock", "issue unpin", "issue view", "issues",
                                     "label", "label clone", "label create", "label delete", "label edit", "label list",
                                     "milestone", "milestone close", "milestone create", "milestone delete",
                                     "milestone edit", "milestone list", "milestone reopen", "milestone view",
                                     "new-issue", "repo", "repo list", "repos", "search", "search issues", "sync"])
    }

    /// The name of each `  name:  summary` row under a `... COMMANDS` or `SHORTHANDS` heading of a help text.
    static func commandNames(in help: String) -> [String] {
        var names: [String] = []
        var inSection = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasSuffix("COMMANDS") || line == "SHORTHANDS" {
                inSection = true
            } else if inSection, line.hasPrefix("  "), let name = line.split(separator: ":").first {
                names.append(name.trimmingCharacters(in: .whitespaces))
            } else {
                inSection = false
            }
        }
        return names
    }

    @Test func unknownCommandIsAUsageError() {
        let (code, io) = run(["frobnicate"])
        #expect(code == .error)
        #expect(io.error.hasPrefix("unknown command \"frobnicate\" for \"gh-lite\"\n"))
        #expect(io.output.isEmpty)
    }

    @Test func aNearMissSuggestsTheCommandMeantAsCobraDoes() {
        let (code, io) = run(["isues", "octocat/Hello-World"])
        #expect(code == .error)
        #expect(io.error == "unknown command \"isues\" for \"gh-lite\"\n\nDid you mean this?\n\tissue\n\tissues\n\n"
            + "Run 'gh-lite --help' for the list of commands.\n")
        let (_, list) = run(["issue", "lsit"])
        #expect(list.error.hasPrefix("unknown command \"lsit\" for \"gh-lite issue\"\n\nDid you mean this?\n\tlist\n"))
        let (_, auth) = run(["auth", "stauts"])
        #expect(auth.error.contains("Did you mean this?\n\tstatus\n"))
    }

    @Test func noCacheIsAcceptedBeforeTheCommandToo() {
        for arguments in [["--no-cache", "repos"], ["repos", "--no-cache"], ["repos"]] {
            let cached = Locked<Bool?>(nil)
            let memory = MemoryIO(terminal: false)
            let code = CommandLineInterface.run(arguments, variables: [:], io: memory.io) { configuration in
                cached.withLock { $0 = configuration.usesHTTPCache }
                return .mock
            }
            #expect(code == .ok, "\(arguments): \(memory.error)")
            #expect(cached.value == (arguments == ["repos"]), "\(arguments)")
        }
    }

    @Test func usageErrorsShowTheCommandsUsageOnStderr() {
        let (code, io) = run(["repos", "--limit", "0"])
        #expect(code == .error)
        #expect(io.error == "invalid limit: 0\n\nUsage:  gh-lite repos [OWNER] [flags]\n")
    }

    @Test func anUnusableTimeoutStopsTheRunBeforeAnyRequest() {
        // `.failing`: any request would end the run with "unimplemented" instead.
        let (code, io) = run(["repos"], environment: .failing, variables: ["GH_LITE_TIMEOUT": "abc"])
        #expect(code == .error)
        #expect(io.error == "GH_LITE_TIMEOUT: expected a whole number of seconds from 1 to 3600, got \"abc\"\n")
        #expect(io.output.isEmpty)
        let (help, helpIO) = run(["repos", "--help"], environment: .failing, variables: ["GH_LITE_TIMEOUT": "abc"])
        #expect(help == .ok)
        #expect(helpIO.output.contains("USAGE\n  gh-lite repos"))
    }

    @Test func anUnexpectedErrorIsOneLineNotACrash() {
        struct Odd: Error {}
        var environment = ContainerEnvironment.failing
        environment.gitHub.listViewerRepos = { _ in throw Odd() }
        let (code, io) = run(["repos"], environment: environment)
        #expect(code == .error)
        #expect(io.error == "unexpected error: Odd()\n")
    }

    @Test func aCallNoTestExpectedFailsTheTestWithTheClosuresName() {
        withKnownIssue {
            let (code, _) = run(["repos"], environment: .failing)
            #expect(code == .error)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("unexpected call: GitHubClient.listViewerRepos") }
        }
    }

    @Test func notSignedInExitsWithFour() {
        var environment = ContainerEnvironment.failing
        environment.gitHub.listViewerRepos = { _ in throw AuthenticationError(host: "github.com", reason: .notSignedIn) }
        let (code, io) = run(["repos"], environment: environment)
        #expect(code == .authRequired)
        #expect(io.error.contains("gh-lite auth login"))
    }
}
