import GHLiteCore
import Testing

/// `gh-lite repos` run whole, in memory, against the mock GitHub.
@Suite struct ReposCommandTests {
    func run(_ arguments: [String], terminal: Bool, variables: [String: String] = [:],
             environment: ContainerEnvironment = .mock) -> (ExitCode, MemoryIO) {
        let memory = MemoryIO(terminal: terminal, width: 120)
        let code = CommandLineInterface.run(["repos"] + arguments, environment: variables, io: memory.io,
                                            makeEnvironment: { _ in environment })
        return (code, memory)
    }

    @Test func pipedOutputIsTabSeparatedWithoutHeaderOrColour() {
        let (code, io) = run(["-L", "2"], terminal: false)
        #expect(code == .ok)
        #expect(io.output == """
            octocat/Hello-World\tMy first repository on GitHub!\tpublic\t2024-05-31T12:00:00Z
            octocat/Spoon-Knife\tThis repo is for demonstration purposes only.\tpublic\t2024-05-28T12:00:00Z

            """)
        #expect(!io.output.contains("\u{1B}"))
    }

    @Test func terminalOutputHasAHeaderAlignedColumnsAndColour() {
        let (code, io) = run(["-L", "3"], terminal: true)
        #expect(code == .ok)
        let lines = io.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[1] == "Showing the first 3 repositories in @octocat (use --limit to see more)")
        #expect(lines[3].contains("\u{1B}[1mNAME\u{1B}[0m"))
        #expect(lines[4].contains("about 1 day ago"))
        #expect(lines[6].contains("private"))
    }

    @Test func noColorTurnsColourOffOnATerminal() {
        let (_, io) = run(["-L", "1"], terminal: true, variables: ["NO_COLOR": "1"])
        #expect(!io.output.contains("\u{1B}"))
        #expect(io.output.contains("NAME"))
    }

    @Test func clicolorForceColoursPipedOutput() {
        let (_, io) = run(["-L", "1"], terminal: false, variables: ["CLICOLOR_FORCE": "1"])
        #expect(io.output.contains("\u{1B}[1m"))
    }

    @Test func jsonHasExactlyTheFieldsAskedForWithGhsValues() {
        let (code, io) = run(["-L", "3", "--json", "nameWithOwner,visibility,isPrivate"], terminal: false)
        #expect(code == .ok)
        #expect(io.output == """
            [{"isPrivate":false,"nameWithOwner":"octocat/Hello-World","visibility":"PUBLIC"},\
            {"isPrivate":false,"nameWithOwner":"octocat/Spoon-Knife","visibility":"PUBLIC"},\
            {"isPrivate":true,"nameWithOwner":"octocat/secret-plans","visibility":"PRIVATE"}]

            """)
    }

    @Test func filtersApplyAcrossPages() {
        let (_, io) = run(["-L", "100", "--fork", "--json", "name"], terminal: false)
        #expect(io.output.contains("\"linguist\""))
        #expect(!io.output.contains("Hello-World"))
    }

    @Test func anotherOwnersListShowsTheirPublicRepositories() {
        let (_, io) = run(["hubot"], terminal: false)
        #expect(io.output.hasPrefix("hubot/hubot-scripts\t"))
        #expect(!io.output.contains("private-hubot"))
    }

    @Test func unknownOwnerSaysSoAndFails() {
        let (code, io) = run(["nobody-here"], terminal: false)
        #expect(code == .error)
        #expect(io.error == "the owner handle \"nobody-here\" was not recognized as either a GitHub user or an organization\n")
    }

    @Test func emptyResultIsAFriendlyLineOnStderr() {
        let (code, io) = run(["--archived", "--fork"], terminal: true)
        #expect(code == .ok)
        #expect(io.output.isEmpty)
        #expect(io.error == "No results match your search\n")
    }
}
