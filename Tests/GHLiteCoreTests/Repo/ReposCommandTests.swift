import GHLiteCore
import GHLiteMock
import Testing

/// `gh-lite repos` run whole, in memory, against the mock GitHub.
@Suite(.strictDoubles) struct ReposCommandTests {
    func run(_ arguments: [String], terminal: Bool, variables: [String: String] = [:],
             environment: ContainerEnvironment = .mock) -> (ExitCode, MemoryIO) {
        let memory = MemoryIO(terminal: terminal, width: 120)
        let code = CommandLineInterface.run(["repos"] + arguments, variables: variables, io: memory.io,
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

    /// The mock GitHub, remembering in order each repository list asked for and each `GET /user`.
    static func recordingMock(_ requests: Locked<[String]>) -> ContainerEnvironment {
        var environment = ContainerEnvironment.mock
        let gitHub = environment.gitHub
        @Sendable func record(_ request: String) { requests.withLock { $0.append(request) } }
        environment.gitHub.listViewerRepos = { query in
            record("/user/repos")
            return try gitHub.listViewerRepos(query)
        }
        environment.gitHub.listUserRepos = { owner, query in
            record("/users/\(owner)/repos")
            return try gitHub.listUserRepos(owner, query)
        }
        environment.gitHub.listOrganizationRepos = { org, query in
            record("/orgs/\(org)/repos")
            return try gitHub.listOrganizationRepos(org, query)
        }
        environment.gitHub.viewerLogin = {
            record("/user")
            return try gitHub.viewerLogin()
        }
        return environment
    }

    @Test func anOrganizationListsEveryRepositoryTheViewerCanSeeInOneRequest() {
        let requests = Locked<[String]>([])
        let (code, io) = run(["octo-org", "-L", "50"], terminal: true, variables: ["NO_COLOR": "1"],
                             environment: Self.recordingMock(requests))
        #expect(code == .ok)
        let lines = io.output.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Showing 4 of 4 repositories in @octo-org")
        #expect(lines.dropFirst(2).map { $0.split(separator: " ").first.map(String.init) }
                == ["octo-org/octo-repo", "octo-org/api", "octo-org/handbook", "octo-org/website"])
        #expect(lines[3].contains("private") && lines[4].contains("internal"))
        #expect(requests.value == ["/orgs/octo-org/repos"])
    }

    @Test func anOrganizationNeedsNothingButItsOwnList() {
        var environment = ContainerEnvironment.mock
        environment.gitHub = .failing
        environment.gitHub.listOrganizationRepos = GitHubClient.mock().listOrganizationRepos
        let (code, io) = run(["octo-org", "--json", "name"], terminal: false, environment: environment)
        #expect(code == .ok)
        #expect(io.output == #"[{"name":"octo-repo"},{"name":"api"},{"name":"handbook"},{"name":"website"}]"# + "\n")
    }

    @Test func visibilityFiltersAnOrganizationsRepositories() {
        let (_, privateOnes) = run(["octo-org", "--visibility", "private", "--json", "name"], terminal: false)
        #expect(privateOnes.output == #"[{"name":"api"}]"# + "\n")
        let (_, internalOnes) = run(["octo-org", "--visibility", "internal", "--json", "name"], terminal: false)
        #expect(internalOnes.output == #"[{"name":"handbook"}]"# + "\n")
    }

    @Test func theHeaderAgreesWithTheNumberOfRepositoriesThatMatch() {
        let (_, one) = run(["octo-org", "--visibility", "private"], terminal: true, variables: ["NO_COLOR": "1"])
        #expect(one.output.hasPrefix("\nShowing 1 of 1 repository in @octo-org that matches your search\n\n"))
        let (_, two) = run(["octo-org", "--visibility", "public"], terminal: true, variables: ["NO_COLOR": "1"])
        #expect(two.output.hasPrefix("\nShowing 2 of 2 repositories in @octo-org that match your search\n\n"))
    }

    @Test(arguments: ["octocat", "OCTOCAT"])
    func namingYourselfListsYourPrivateRepositoriesToo(login: String) {
        let requests = Locked<[String]>([])
        let (code, io) = run([login, "--visibility", "private", "-L", "2"], terminal: true, variables: ["NO_COLOR": "1"],
                             environment: Self.recordingMock(requests))
        #expect(code == .ok)
        let lines = io.output.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Showing the first 2 repositories in @octocat that match your search (use --limit to see more)")
        #expect(lines[2].hasPrefix("octocat/secret-plans"))
        #expect(requests.value == ["/orgs/\(login)/repos", "/user", "/user/repos"])
    }

    @Test func anotherOwnersListShowsTheirPublicRepositories() {
        let requests = Locked<[String]>([])
        let (_, io) = run(["hubot"], terminal: false, environment: Self.recordingMock(requests))
        #expect(io.output.hasPrefix("hubot/hubot-scripts\t"))
        #expect(!io.output.contains("private-hubot"))
        #expect(requests.value == ["/orgs/hubot/repos", "/user", "/users/hubot/repos"])
    }

    @Test func anotherOwnersPrivateRepositoriesMatchNothing() {
        let (code, io) = run(["hubot", "--visibility", "private"], terminal: true)
        #expect(code == .ok)
        #expect(io.output.isEmpty)
        #expect(io.error == "No results match your search\n")
    }

    @Test func unknownOwnerSaysSoAndFails() {
        let requests = Locked<[String]>([])
        let (code, io) = run(["nobody-here"], terminal: false, environment: Self.recordingMock(requests))
        #expect(code == .error)
        #expect(io.error == "the owner handle \"nobody-here\" was not recognized as either a GitHub user or an organization\n")
        #expect(requests.value == ["/orgs/nobody-here/repos", "/user", "/users/nobody-here/repos"])
    }

    @Test func emptyResultIsAFriendlyLineOnATerminalAndNothingInAPipe() {
        let (code, io) = run(["--archived", "--fork"], terminal: true)
        #expect(code == .ok)
        #expect(io.output.isEmpty)
        #expect(io.error == "No results match your search\n")
        let (pipedCode, piped) = run(["--archived", "--fork"], terminal: false)
        #expect(pipedCode == .ok)
        #expect(piped.output.isEmpty && piped.error.isEmpty)
    }
}
