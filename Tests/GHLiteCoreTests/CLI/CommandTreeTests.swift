import GHLiteCore
import GHLiteMock
import Testing

/// gh's spellings (`issue list`, `repo ls`, `auth token -h HOST`) beside gh-lite's own (`issues`, `repos`,
/// `new-issue`), run whole in memory against the mock GitHub.
@Suite(.strictDoubles) struct CommandTreeTests {
    func run(_ arguments: [String], input: String = "", terminal: Bool = false,
             environment: ContainerEnvironment = .mock) -> (code: ExitCode, output: String, error: String) {
        let memory = MemoryIO(input: input, terminal: terminal)
        let code = CommandLineInterface.run(arguments, variables: [:], io: memory.io,
                                            makeEnvironment: { _ in environment })
        return (code, memory.output, memory.error)
    }

    /// Every spelling prints exactly what the first does, on a terminal and piped.
    func expectSameResult(_ spellings: [[String]], sourceLocation: SourceLocation = #_sourceLocation) {
        for terminal in [false, true] {
            let first = run(spellings[0], terminal: terminal)
            #expect(first.code == .ok, "\(spellings[0]): \(first.error)", sourceLocation: sourceLocation)
            #expect(!first.output.isEmpty, "\(spellings[0]) printed nothing", sourceLocation: sourceLocation)
            for words in spellings.dropFirst() {
                let other = run(words, terminal: terminal)
                #expect(other.code == first.code && other.output == first.output && other.error == first.error,
                        "\(words) differs from \(spellings[0])", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func issueListIsTheIssuesList() {
        expectSameResult([["issues", "octocat/Hello-World"], ["issue", "list", "-R", "octocat/Hello-World"],
                          ["issue", "ls", "-R", "octocat/Hello-World"], ["issues", "list", "-R", "octocat/Hello-World"],
                          ["issues", "-R", "octocat/Hello-World"]])
        expectSameResult([["issues", "octocat/Hello-World", "-s", "all", "--json", "number,title"],
                          ["issue", "list", "--repo=octocat/Hello-World", "--state", "all", "--json", "number,title"]])
    }

    @Test func issueViewIsTheIssuesView() {
        expectSameResult([["issues", "octocat/Hello-World", "1"], ["issue", "view", "1", "-R", "octocat/Hello-World"],
                          ["issue", "view", "#1", "-R", "octocat/Hello-World"],
                          ["issue", "view", "https://github.com/octocat/Hello-World/issues/1"],
                          ["issues", "view", "1", "-R", "octocat/Hello-World"]])
        expectSameResult([["issues", "octocat/Hello-World", "1", "--comments"],
                          ["issue", "view", "1", "-R", "octocat/Hello-World", "-c"]])
    }

    @Test func issueCreateIsNewIssue() {
        let flags = ["-t", "Crash on start", "-b", "Steps: open it"]
        expectSameResult([["new-issue", "octocat/Hello-World"] + flags, ["issue", "create", "-R", "octocat/Hello-World"] + flags,
                          ["issue", "new", "-R", "octocat/Hello-World"] + flags])
    }

    @Test func repoListIsRepos() {
        expectSameResult([["repos"], ["repo", "list"], ["repo", "ls"]])
        expectSameResult([["repos", "octocat", "-L", "2", "--json", "name"], ["repo", "list", "octocat", "-L", "2", "--json", "name"]])
    }

    @Test func ghsShapesRefuseWhatGhRefuses() {
        let list = run(["issue", "list", "octocat/Hello-World"])
        #expect(list.code == .error && list.error.hasPrefix("unexpected argument: octocat/Hello-World\n"))
        let view = run(["issue", "view", "-R", "octocat/Hello-World"])
        #expect(view.code == .error && view.error.hasPrefix("an issue NUMBER or URL is required\n"))
        let bad = run(["issue", "view", "first", "-R", "octocat/Hello-World"])
        #expect(bad.code == .error && bad.error.hasPrefix("invalid issue format: \"first\"\n"))
        let create = run(["issue", "create", "octocat/Hello-World", "-t", "x"])
        #expect(create.code == .error && create.error.hasPrefix("unexpected argument: octocat/Hello-World\n"))
    }

    @Test func authTokenDashHNamesTheHostNotHelp() {
        var environment = ContainerEnvironment.mock
        environment.tokens = .memory(["github.com": ("octocat", "gho_dotcom"), "ghe.example.com": ("octocat", "gho_enterprise")])
        let enterprise = run(["auth", "token", "-h", "ghe.example.com"], environment: environment)
        #expect(enterprise.code == .ok && enterprise.output == "gho_enterprise\n")
        #expect(run(["auth", "token", "--hostname=ghe.example.com"], environment: environment).output == "gho_enterprise\n")
        #expect(run(["auth", "token"], environment: environment).output == "gho_dotcom\n")
        let unknown = run(["auth", "token", "-h", "other.example.com"], environment: environment)
        #expect(unknown.code == .authRequired && unknown.output.isEmpty)
        #expect(unknown.error == "not signed in to other.example.com: run `gh-lite auth login`, or set GH_ENTERPRISE_TOKEN\n")
        let help = run(["auth", "token", "--help"], environment: environment)
        #expect(help.code == .ok && help.output.contains("-h, --hostname string"))
    }

    @Test func authLoginDashHStoresTheTokenForThatHost() throws {
        var environment = ContainerEnvironment.mock
        environment.tokens = .memory()
        environment.gitHub.getAuthenticatedUser = { token in
            AuthenticatedUser(login: token.value == "gho_new" ? "octocat" : "?", scopes: ["repo", "read:org"])
        }
        let login = run(["auth", "login", "-h", "ghe.example.com", "--with-token"], input: "gho_new\n",
                        environment: environment)
        #expect(login.code == .ok, "\(login.error)")
        #expect(try environment.tokens.load().all.map(\.host) == ["ghe.example.com"])
        #expect(try environment.tokens.activeToken("ghe.example.com") == "gho_new")
    }

    @Test func helpIsReachedEveryWayGhReachesIt() {
        let group = run(["issue"])
        #expect(group.code == .ok)
        #expect(group.output.contains("GENERAL COMMANDS\n  create:    Create a new issue\n  list:      List issues in a repository\n"))
        #expect(group.output.contains("TARGETED COMMANDS\n  close:     Close issues\n  comment:   Add a comment to an issue\n"))
        #expect(group.output.contains("  view:      View an issue\n\nRun"))
        #expect(group.output.contains("  transfer:  Transfer issue to another repository\n"))
        for words in [["issue", "--help"], ["help", "issue"], ["issue", "help"]] {
            #expect(run(words).output == group.output, "\(words)")
        }
        let list = run(["issue", "list", "--help"]).output
        #expect(list.contains("USAGE\n  gh-lite issue list [flags]\n\nALIASES\n  ls\n"))
        for words in [["issue", "list", "-h"], ["issue", "ls", "--help"], ["help", "issue", "list"], ["issue", "help", "ls"]] {
            #expect(run(words).output == list, "\(words)")
        }
    }

    @Test func topLevelHelpGroupsCommandsAsGhDoes() {
        let help = run(["--help"]).output
        #expect(help.contains("""
            CORE COMMANDS
              auth:        Sign in to GitHub, and see or remove the token
              issue:       Manage issues
              repo:        Manage repositories

            ADDITIONAL COMMANDS
              alias:       Create command shortcuts
              api:         Make an authenticated GitHub API request
              cache:       Manage the local mirror of issues and cached answers
              completion:  Generate shell completion scripts
              config:      Manage configuration for gh-lite
              label:       Manage labels
              milestone:   Manage milestones
              search:      Search for issues across repositories
              sync:        Send writes made offline and bring the local mirror up to date

            SHORTHANDS
              issues:      List a repository's issues, or show one issue (issue list, issue view)
              new-issue:   Create an issue in a repository (issue create)
              repos:       List repositories (repo list)
            """))
        #expect(run([]).output == help)
    }
}
