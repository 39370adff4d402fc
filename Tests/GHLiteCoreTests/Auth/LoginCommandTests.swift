import GHLiteCore
import GHLiteMock
import Testing

/// `gh-lite auth login` run whole, in memory: what the user sees on each kind of terminal, and what is stored.
@Suite(.strictDoubles) struct LoginCommandTests {
    /// The mock GitHub, with a clock that moves when slept on and a browser that remembers what it opened.
    final class World: Sendable {
        let clock = TestClock()
        let opened = Locked<[String]>([])
        let environment: ContainerEnvironment

        init(browserFails: Bool = false, change: (inout ContainerEnvironment) -> Void = { _ in }) {
            var environment = ContainerEnvironment.mock
            environment.clock = clock.clock
            environment.browser.open = { [opened] url in
                if browserFails { throw CommandError("could not start xdg-open: No such file or directory") }
                opened.withLock { $0.append(url) }
            }
            change(&environment)
            self.environment = environment
        }

        func run(_ arguments: [String], variables: [String: String] = ["GH_LITE_CLIENT_ID": "Iv1.test"],
                 input: String = "", terminal: Bool = false) -> (ExitCode, MemoryIO) {
            let memory = MemoryIO(input: input, terminal: terminal)
            let code = CommandLineInterface.run(arguments, variables: variables, io: memory.io,
                                                makeEnvironment: { [environment] _ in environment })
            return (code, memory)
        }

        func storedToken() throws -> String? { try environment.tokens.activeToken("github.com") }
    }

    @Test func pipedLoginPrintsTheCodeAndTheURLThenStoresTheToken() throws {
        let world = World { $0.deviceFlow.pollToken = { _, _ in .accessToken("gho_mock_monalisa") } }
        let (code, io) = world.run(["auth", "login"])
        #expect(code == .ok)
        #expect(io.output.isEmpty)
        #expect(io.error == """
            ! First copy your one-time code: WDJB-MJHT
            Open this URL to continue in your web browser: https://github.com/login/device
            ✓ Authentication complete.
            ✓ Logged in as monalisa

            """)
        #expect(world.opened.value.isEmpty)
        #expect(world.clock.sleeps == [5])
        #expect(try world.storedToken() == "gho_mock_monalisa")
    }

    @Test func aTerminalWithABrowserIsOfferedItAndShownACountdown() throws {
        let world = World()
        let (code, io) = world.run(["auth", "login"], variables: ["GH_LITE_CLIENT_ID": "Iv1.test", "BROWSER": "firefox"],
                                   input: "\n", terminal: true)
        #expect(code == .ok)
        #expect(world.opened.value == ["https://github.com/login/device"])
        #expect(io.error.contains("\u{1B}[1mPress Enter\u{1B}[0m to open https://github.com/login/device in your browser... "))
        #expect(io.error.contains("\r\u{1B}[K\u{1B}[36m⠋\u{1B}[0m Waiting for the code to be entered \u{1B}[90m(expires in 15:00)\u{1B}[0m"))
        #expect(io.error.contains("⠹\u{1B}[0m Waiting for the code to be entered \u{1B}[90m(expires in 14:58)"))
        // The countdown line is cleared before the result is printed.
        #expect(io.error.contains("\r\u{1B}[K\u{1B}[32m✓\u{1B}[0m Authentication complete.\n"))
        #expect(io.error.hasSuffix("\u{1B}[32m✓\u{1B}[0m Logged in as \u{1B}[1moctocat\u{1B}[0m\n"))
        #expect(world.clock.sleeps == [1, 1, 1, 1, 1])
    }

    @Test(arguments: [(["auth", "login", "--no-browser"], ["BROWSER": "firefox"]),
                      (["auth", "login"], [:])])
    func noBrowserOrNoDisplayPrintsTheURLAndNeverWaitsForEnter(arguments: [String], extra: [String: String]) {
        let world = World()
        let variables = extra.merging(["GH_LITE_CLIENT_ID": "Iv1.test"]) { $1 }
        let (code, io) = world.run(arguments, variables: variables, input: "", terminal: true)
        #expect(code == .ok)
        #expect(!io.error.contains("Press Enter"))
        #expect(io.error.contains("Open this URL to continue in your web browser: https://github.com/login/device\n"))
        #expect(world.opened.value.isEmpty)
    }

    @Test func aBrowserThatFailsToStartIsReportedAndTheLoginGoesOn() throws {
        let world = World(browserFails: true)
        let (code, io) = world.run(["auth", "login"], variables: ["GH_LITE_CLIENT_ID": "Iv1.test", "DISPLAY": ":0",
                                                                  "NO_COLOR": "1"], input: "\n", terminal: true)
        #expect(code == .ok)
        #expect(io.error.contains("""
            ! Failed opening a web browser at https://github.com/login/device
              could not start xdg-open: No such file or directory
              Please try entering the URL in your browser manually

            """))
        #expect(try world.storedToken() == "gho_mock_octocat")
    }

    @Test func aHostileCodeReplyCannotReachTheTerminal() {
        let world = World { environment in
            environment.deviceFlow.requestCode = { _, _ in
                DeviceCode(deviceCode: "d", userCode: "\u{1B}]0;pwned\u{07}WDJB", verificationURI: "https://x",
                           expiresIn: 900, interval: 0)
            }
        }
        let (_, io) = world.run(["auth", "login"])
        #expect(!io.error.contains("\u{1B}"))
        #expect(io.error.contains("^[]0;pwned^GWDJB"))
    }

    @Test func aVerificationURIWithControlCharactersEndsTheLoginBeforeAnythingIsShown() throws {
        let world = World { environment in
            environment.deviceFlow.requestCode = { _, _ in
                DeviceCode(deviceCode: "d", userCode: "WDJB", verificationURI: "https://x\u{1B}[2J", expiresIn: 900, interval: 0)
            }
        }
        let (code, io) = world.run(["auth", "login"])
        #expect(code == .error)
        #expect(io.error == LoginError.hostileVerificationURI.userMessage + "\n")
    }

    @Test func deniedInTheBrowserFailsWithExitOneAndKeepsTheOldToken() throws {
        let world = World { environment in
            environment.deviceFlow.pollToken = { _, _ in .error(code: "access_denied", description: nil, interval: nil) }
        }
        let (code, io) = world.run(["auth", "login"])
        #expect(code == .error)
        #expect(io.error.hasSuffix("\(DeviceFlowError.accessDenied.userMessage)\n"))
        #expect(!io.error.contains("Logged in"))
        #expect(try world.storedToken() == "gho_mock_octocat")
    }

    @Test func ctrlCExitsTwoAndClearsTheCountdown() throws {
        let world = World { environment in
            environment.tokens.update = { _ in Testing.Issue.record("stored a token after Ctrl-C") }
            environment.clock.sleep = { _ in throw Interrupted() }
        }
        let (code, io) = world.run(["auth", "login", "--no-browser"], terminal: true)
        #expect(code == .cancelled)
        #expect(io.error.hasSuffix("\r\u{1B}[Klogin cancelled: nothing was stored\n"))
    }

    @Test func withoutAClientIDTheUserLearnsHowToMakeOne() {
        let (code, io) = World().run(["auth", "login"], variables: [:])
        #expect(code == .error)
        #expect(io.error.hasPrefix("gh-lite auth login needs the client ID of an OAuth App with the device flow enabled"))
        #expect(io.error.contains("Tick \"Enable Device Flow\""))
        #expect(io.error.contains("gh-lite auth login --with-token < token.txt"))
    }

    @Test(arguments: ["GH_TOKEN", "GITHUB_TOKEN"])
    func anEnvironmentTokenStopsLoginWithGhsExplanation(variable: String) {
        let world = World { $0 = .failing }
        let (code, io) = world.run(["auth", "login"], variables: [variable: "ghp_env", "GH_LITE_CLIENT_ID": "Iv1.test"])
        #expect(code == .error)
        #expect(io.error == """
            The value of the \(variable) environment variable is being used for authentication.
            To have gh-lite store credentials instead, first clear the value from the environment.

            """)
    }

    @Test func withTokenReadsStandardInputChecksAndStoresIt() throws {
        let world = World()
        let (code, io) = world.run(["auth", "login", "--with-token"], input: "gho_mock_hubot\n")
        #expect(code == .ok)
        #expect(io.error == "✓ Logged in as hubot\n")
        #expect(try world.storedToken() == "gho_mock_hubot")
    }

    @Test func withTokenWarnsAboutMissingScopes() {
        let world = World { $0.gitHub.getAuthenticatedUser = { _ in AuthenticatedUser(login: "hubot", scopes: ["repo"]) } }
        let (code, io) = world.run(["auth", "login", "--with-token"], input: "ghp_x")
        #expect(code == .ok)
        #expect(io.error == "! Missing required token scopes: 'read:org'\n✓ Logged in as hubot\n")
    }

    @Test func withTokenRejectsABadTokenAndKeepsTheOldOne() throws {
        let world = World()
        let (code, io) = world.run(["auth", "login", "--with-token"], input: "ghp_wrong")
        #expect(code == .error)
        #expect(io.error.hasPrefix("error validating token: HTTP 401: Bad credentials"))
        #expect(try world.storedToken() == "gho_mock_octocat")
    }

    @Test(arguments: [(["--with-token", "--scopes", "gist"], "specify only one of `--scopes` or `--with-token`"),
                      (["--with-token", "--no-browser"], "specify only one of `--no-browser` or `--with-token`"),
                      (["-s", "gist,bad scope!"], "invalid scope \"scope!\": scopes look like `gist` or `read:org`"),
                      (["extra"], "unexpected argument: extra")])
    func badFlagsAreUsageErrorsBeforeAnyRequest(flags: [String], message: String) {
        let (code, io) = World { $0 = .failing }.run(["auth", "login"] + flags)
        #expect(code == .error)
        #expect(io.error.hasPrefix(message + "\n"))
        #expect(io.error.contains("Usage:  gh-lite auth login [flags]"))
    }

    @Test func extraScopesAreRequestedAfterGhsOnes() {
        let scopes = Locked<[String]>([])
        let world = World { environment in
            environment.deviceFlow.requestCode = { _, requested in
                scopes.withLock { $0 = requested }
                return try DeviceFlowClient.mock.requestCode("", requested)
            }
        }
        _ = world.run(["auth", "login", "-s", "gist", "--scopes", "workflow,gist"])
        #expect(scopes.value == ["repo", "read:org", "gist", "workflow"])
    }
}
