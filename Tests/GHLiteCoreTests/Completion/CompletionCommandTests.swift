@testable import GHLiteCore
import Testing

/// `gh-lite completion`, `help --man` and the hidden `__complete` on the command line, whole in memory.
@Suite(.strictDoubles) struct CompletionCommandTests {
    func run(_ arguments: [String], environment: ContainerEnvironment = .failing) -> (code: ExitCode, output: String, error: String) {
        let memory = MemoryIO(input: "", terminal: false)
        let code = CommandLineInterface.run(arguments, variables: [:], io: memory.io, makeEnvironment: { _ in environment })
        return (code, memory.output, memory.error)
    }

    @Test func theShellIsAFlagAsInGhOrAWord() {
        let flag = run(["completion", "-s", "bash"])
        #expect(flag.code == .ok && flag.output.contains("complete -F _gh_lite gh-lite"))
        #expect(run(["completion", "bash"]).output == flag.output)
        #expect(run(["completion", "--shell=ZSH"]).output.hasPrefix("#compdef gh-lite\n"))
        #expect(run(["completion", "fish"]).output.contains("complete -c gh-lite -f\n"))
    }

    @Test func aMissingOrUnknownShellIsAUsageErrorSayingWhichThereAre() {
        let missing = run(["completion"])
        #expect(missing.code == .error && missing.output.isEmpty)
        #expect(missing.error.hasPrefix("the value for `--shell` is required: one of bash, zsh, fish\n"))
        let unknown = run(["completion", "powershell"])
        #expect(unknown.code == .error && unknown.error.hasPrefix("unsupported shell \"powershell\": use bash, zsh or fish\n"))
        #expect(run(["completion", "-s", "bash", "fish"]).error.hasPrefix("two shells given (bash and fish): give one\n"))
    }

    @Test func completeIsHiddenFromHelpAndNamesWhatItCompletes() {
        #expect(!run(["--help"]).output.contains("__complete"))
        let unknown = run(["__complete", "issues"])
        #expect(unknown.code == .error && unknown.error.hasPrefix("name what to complete: one of {repository|label|milestone|issueType|alias}\n"))
    }

    @Test func completeListsTheRemotesRepositoriesWithoutAnyRequest() {
        var environment = ContainerEnvironment.failing
        environment.git.list = { [GitRemote(name: "origin", url: "https://github.com/octocat/Hello-World.git")] }
        let result = run(["__complete", "repository"], environment: environment)
        #expect(result.code == .ok && result.output == "octocat/Hello-World\n" && result.error.isEmpty)
    }

    @Test func helpManNeedsADirectoryAndHelpForACommandStillWorks() {
        let missing = run(["help", "--man"])
        #expect(missing.code == .error && missing.error.hasPrefix("flag needs an argument: --man\n"))
        #expect(run(["help", "issue", "list"]).output.contains("USAGE\n  gh-lite issue list"))
    }

    @Test func helpManWritesEveryPageThroughTheFileSystem() {
        let written = Locked<[String]>([])
        var environment = ContainerEnvironment.failing
        environment.files.writeFile = { path, _ in written.withLock { $0.append(path) } }
        let result = run(["help", "--man", "/tmp/man1/"], environment: environment)
        #expect(result.code == .ok && result.error.isEmpty)
        #expect(written.value.count == CommandOutline.all.count)
        #expect(written.value.contains("/tmp/man1/gh-lite-issue-list.1"))
        #expect(result.output.split(separator: "\n").map(String.init) == written.value)
    }
}
