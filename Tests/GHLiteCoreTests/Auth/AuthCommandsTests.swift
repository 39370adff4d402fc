import GHLiteCore
import GHLiteMock
import Testing

/// `auth status`, `auth token`, `auth logout` and the `auth` group's help, run whole in memory.
@Suite(.strictDoubles) struct AuthCommandsTests {
    func run(_ arguments: [String], variables: [String: String] = [:], terminal: Bool = false,
             environment: ContainerEnvironment = .mock) -> (ExitCode, MemoryIO) {
        let memory = MemoryIO(terminal: terminal)
        let code = CommandLineInterface.run(arguments, variables: variables, io: memory.io,
                                            makeEnvironment: { _ in environment })
        return (code, memory)
    }

    @Test func statusShowsTheHostAccountSourceMaskedTokenAndScopes() {
        let (code, io) = run(["auth", "status"])
        #expect(code == .ok)
        #expect(io.output == """
            github.com
              ✓ Logged in to github.com account octocat (memory)
              - Active account: true
              - Token: gho_mock_*******
              - Token scopes: 'gist', 'read:org', 'repo'

            """)
        #expect(io.error.isEmpty)
    }

    /// A line break in a token would start a header of its own: refused from the environment and the file alike.
    @Test(arguments: ["gho_mock_octocat\r\nX-Injected: 1", "gho_mock\noctocat", "gho mock", "gho_\u{7}mock", "gho_mock\u{85}x"])
    func aTokenWithSpacesOrControlCharactersInsideIsRefusedFromAnySource(token: String) {
        for command in [["auth", "status"], ["auth", "token"]] {
            let (fromVariable, variableIO) = run(command, variables: ["GITHUB_TOKEN": token])
            #expect(fromVariable == .authRequired)
            #expect(variableIO.error == "GITHUB_TOKEN is not a token (it has spaces or control characters inside): "
                    + "set it to the token alone, or unset it and run `gh-lite auth login`\n")
            var environment = ContainerEnvironment.mock
            environment.tokens = .memory(["github.com": ("octocat", token)])
            let (fromFile, fileIO) = run(command, environment: environment)
            #expect(fromFile == .authRequired)
            #expect(fileIO.error == "the stored token for github.com is damaged (it has spaces or control characters inside): "
                    + "run `gh-lite auth login` to sign in again\n")
            #expect(!variableIO.output.contains("mock") && !fileIO.output.contains("mock"))
        }
    }

    @Test func statusOnATerminalIsStyledLikeGhs() {
        let (_, io) = run(["auth", "status"], terminal: true)
        #expect(io.output.hasPrefix("\u{1B}[1mgithub.com\u{1B}[0m\n  \u{1B}[32m✓\u{1B}[0m Logged in to github.com account \u{1B}[1moctocat\u{1B}[0m"))
    }

    @Test func statusNamesTheEnvironmentVariableAndShowTokenShowsIt() {
        let (code, io) = run(["auth", "status", "--show-token"], variables: ["GH_TOKEN": "gho_mock_hubot"])
        #expect(code == .ok)
        #expect(io.output.contains("  ✓ Logged in to github.com account hubot (GH_TOKEN)\n  - Active account: true\n"
                                   + "  - Token: gho_mock_hubot\n"))
        // The stored account is listed too, not in use while GH_TOKEN is set.
        #expect(io.output.contains("  ✓ Logged in to github.com account octocat (memory)\n  - Active account: false\n"))
    }

    @Test func statusWarnsAboutMissingScopesAndSaysNoneForNoScopes() {
        var environment = ContainerEnvironment.mock
        environment.gitHub.getAuthenticatedUser = { _ in AuthenticatedUser(login: "octocat", scopes: []) }
        let (code, io) = run(["auth", "status"], environment: environment)
        #expect(code == .ok)
        #expect(io.output.hasSuffix("""
              - Token scopes: none
              ! Missing required token scopes: 'repo', 'read:org'
              - To request missing scopes, run: gh-lite auth login

            """))
    }

    @Test func aRejectedEnvironmentTokenGoesToStderrWithExitOne() {
        let (code, io) = run(["auth", "status"], variables: ["GITHUB_TOKEN": "ghp_revoked"])
        #expect(code == .error)
        #expect(io.output.isEmpty)
        #expect(io.error == """
            github.com
              X Failed to log in to github.com using token (GITHUB_TOKEN)
              - Active account: true
              - The token in GITHUB_TOKEN is invalid (HTTP 401: Bad credentials).

              ✓ Logged in to github.com account octocat (memory)
              - Active account: false
              - Token: gho_mock_*******
              - Token scopes: 'gist', 'read:org', 'repo'

            """)
    }

    @Test func aRejectedStoredTokenSaysHowToSignInAgainOrForgetIt() throws {
        var environment = ContainerEnvironment.mock
        environment.tokens = .memory(["github.com": ("octocat", "gho_revoked")])
        let (code, io) = run(["auth", "status"], environment: environment)
        #expect(code == .error)
        #expect(io.error.contains("  X Failed to log in to github.com account octocat using token (memory)\n"))
        #expect(io.error.contains("  - To re-authenticate, run: gh-lite auth login\n"))
        #expect(io.error.contains("  - To forget about this account, run: gh-lite auth logout -u octocat\n"))
    }

    /// One wording, and exit 4, wherever a command finds no token (the API commands' own, `AuthenticationError`).
    @Test(arguments: [["auth", "status"], ["auth", "token"], ["auth", "logout"], ["auth", "switch"]])
    func everyAuthCommandSaysNotSignedInTheSameWay(command: [String]) throws {
        var environment = ContainerEnvironment.mock
        environment.tokens = .memory()
        let (code, io) = run(command, environment: environment)
        #expect(code == .authRequired)
        #expect(io.output.isEmpty)
        #expect(io.error == "not signed in to github.com: run `gh-lite auth login`, or set GH_TOKEN\n")
    }

    @Test func aDamagedTokenStoreIsOneClearLine() {
        var environment = ContainerEnvironment.mock
        environment.tokens = .throwing(CommandError("the token file /c/hosts.json is damaged"))
        for command in [["auth", "status"], ["auth", "token"], ["auth", "logout"]] {
            let (code, io) = run(command, environment: environment)
            #expect(code == .error)
            #expect(io.error == "the token file /c/hosts.json is damaged\n")
        }
    }

    @Test func tokenPrintsTheStoredTokenOrTheEnvironmentOne() {
        #expect(run(["auth", "token"]).1.output == "gho_mock_octocat\n")
        #expect(run(["auth", "token"], variables: ["GH_TOKEN": "ghp_env"]).1.output == "ghp_env\n")
    }

    @Test func logoutRemovesTheTokenOnce() throws {
        let environment = ContainerEnvironment.mock
        let (code, io) = run(["auth", "logout"], environment: environment)
        #expect(code == .ok)
        #expect(io.error == "✓ Logged out of github.com account octocat\n")
        #expect(try environment.tokens.activeToken("github.com") == nil)
        let (again, second) = run(["auth", "logout"], environment: environment)
        #expect(again == .authRequired)
        #expect(second.error == "not signed in to github.com: run `gh-lite auth login`, or set GH_TOKEN\n")
    }

    /// Three accounts of one host, octocat active.
    static func threeAccounts() -> ContainerEnvironment {
        var environment = ContainerEnvironment.mock
        environment.tokens = .memory(StoredAccounts(hosts: ["github.com": .init(accounts: [
            .init(login: "hubot", token: "gho_hubot"), .init(login: "monalisa", token: "gho_monalisa"),
            .init(login: "octocat", token: "gho_mock_octocat")], activeLogin: "octocat")]))
        return environment
    }

    @Test func withMoreThanTwoAccountsSwitchAsksOnATerminalAndNeedsDashUWithout() throws {
        let environment = Self.threeAccounts()
        let (piped, pipedIO) = run(["auth", "switch"], environment: environment)
        #expect(piped == .error)
        #expect(pipedIO.error == "github.com has several accounts (hubot, monalisa): name one with -u LOGIN\n")

        let memory = MemoryIO(input: "2\n", terminal: true)
        let code = CommandLineInterface.run(["auth", "switch"], variables: ["NO_COLOR": "1"], io: memory.io,
                                            makeEnvironment: { _ in environment })
        #expect(code == .ok)
        #expect(memory.error.contains("What account do you want to switch to?\n  1. hubot (github.com)\n  2. monalisa (github.com)\n"))
        #expect(memory.error.hasSuffix("✓ Switched active account for github.com to monalisa\n"))
        #expect(try environment.tokens.activeToken("github.com") == "gho_monalisa")
        #expect(try environment.tokens.activeLogin(for: Configuration(variables: [:])) == "monalisa")
    }

    @Test func loggingOutTheActiveAccountHandsOverToAnotherAndSaysSo() throws {
        let environment = Self.threeAccounts()
        let (code, io) = run(["auth", "logout", "-u", "octocat"], environment: environment)
        #expect(code == .ok)
        #expect(io.error == "✓ Logged out of github.com account octocat\n✓ Switched active account for github.com to hubot\n")
        #expect(try environment.tokens.activeToken("github.com") == "gho_hubot")
        #expect(run(["auth", "logout"], environment: environment).1.error
                == "github.com has several accounts (hubot, monalisa): name one with -u LOGIN\n")
    }

    @Test func switchWithAnEnvironmentTokenSaysWhy() throws {
        let environment = Self.threeAccounts()
        let (code, io) = run(["auth", "switch", "-u", "hubot"], variables: ["GH_TOKEN": "ghp_env"], environment: environment)
        #expect(code == .error)
        #expect(io.error.hasPrefix("The value of the GH_TOKEN environment variable is being used for authentication.\n"))
        #expect(try environment.tokens.activeToken("github.com") == "gho_mock_octocat")
    }

    @Test func logoutWithAnEnvironmentTokenLeavesTheStoredOneAndSaysWhy() throws {
        let environment = ContainerEnvironment.mock
        let (code, io) = run(["auth", "logout"], variables: ["GH_TOKEN": "ghp_env"], environment: environment)
        #expect(code == .error)
        #expect(io.error == """
            The value of the GH_TOKEN environment variable is being used for authentication.
            To erase credentials stored in gh-lite, first clear the value from the environment.

            """)
        #expect(try environment.tokens.activeToken("github.com") == "gho_mock_octocat")
    }

    @Test func theTokenIsKeyedByTheAPIHostAndPort() throws {
        let environment = ContainerEnvironment.mock
        let variables = ["GH_LITE_API_URL": "http://127.0.0.1:8080", "GH_LITE_CLIENT_ID": "Iv1.test"]
        let (code, _) = run(["auth", "login"], variables: variables, environment: environment)
        #expect(code == .ok)
        #expect(try environment.tokens.activeToken("127.0.0.1:8080") == "gho_mock_octocat")
        #expect(run(["auth", "logout"], variables: variables, environment: environment).1.error == "✓ Logged out of github.com account octocat\n") // GH_HOST's name
        #expect(try environment.tokens.activeToken("github.com") == "gho_mock_octocat")
    }

    @Test(arguments: [("gho_16C7e42F292c6912E7710c838347Ae178B4a", "gho_************************************"),
                      ("github_pat_11ABC_defg", "github_pat_11ABC_****"),
                      ("abcdef", "******"),
                      ("ends_", "ends_")])
    func tokensAreMaskedLikeGh(token: String, masked: String) {
        let (_, io) = run(["auth", "status"], variables: ["GH_TOKEN": token], environment: {
            var environment = ContainerEnvironment.mock
            environment.gitHub.getAuthenticatedUser = { _ in AuthenticatedUser(login: "octocat", scopes: nil) }
            return environment
        }())
        #expect(io.output.contains("  - Token: \(masked)\n"))
        #expect(!io.output.contains("Token scopes"))
    }

    @Test func theGroupHasItsOwnHelpAndEachSubcommandToo() {
        let (code, io) = run(["auth"])
        #expect(code == .ok)
        #expect(io.output.contains("gh-lite auth <command> [flags]"))
        #expect(io.output.contains("  login:   Sign in to GitHub with a one-time code, or with a token\n"))
        #expect(run(["auth", "--help"]).1.output == io.output)
        #expect(run(["help", "auth"]).1.output == io.output)
        let login = run(["auth", "login", "--help"]).1.output
        #expect(login.contains("--with-token") && login.contains("-s, --scopes strings") && login.contains("--no-browser"))
        #expect(run(["help", "auth", "login"]).1.output == login)
        #expect(run(["auth", "help", "login"]).1.output == login)
        #expect(run(["--help"]).1.output.split(separator: "\n").contains {
            $0.hasPrefix("  auth: ") && $0.hasSuffix("  Sign in to GitHub, and see or remove the token")
        })
    }

    @Test func anUnknownSubcommandIsAUsageError() {
        let (code, io) = run(["auth", "signin"])
        #expect(code == .error)
        #expect(io.error == "unknown command \"signin\" for \"gh-lite auth\"\n\nRun 'gh-lite auth --help' for the list of commands.\n")
    }
}
