import Foundation
import Testing

/// `gh-lite auth ...` as a user runs it: the built binary against the simulator's device flow and REST API.
/// Every script asks for interval 0, and GH_LITE_POLL_INTERVAL=1 (the fast mode) makes gh-lite poll once a second
/// instead of GitHub's 5: no test waits on the flow's real pace, and none can poll faster than a second.
@Suite struct AuthBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    /// Not created yet: gh-lite makes it, so its mode is gh-lite's doing.
    var configDirectory: String { home.path + "/config/gh-lite" }
    var tokenFile: String { configDirectory + "/hosts.json" }
    /// The key the simulator's tokens are stored under: its host and port.
    var hostKey: String { String(simulator.baseURL.dropFirst("http://".count)) }

    /// The cache goes beside the config directory, not inside it, so only the token store creates that directory.
    func environment(token: String? = nil, _ extra: [String: String] = [:]) -> [String: String] {
        simulator.environment(token: token, configDirectory: configDirectory)
            .merging(["HOME": home.path, "XDG_CACHE_HOME": home.path + "/cache", "GH_LITE_POLL_INTERVAL": "1"]) { $1 }
            .merging(extra) { $1 }
    }

    func run(_ arguments: [String], token: String? = nil, _ extra: [String: String] = [:], input: String = "") throws -> GHLiteRun {
        try GHLiteRun.run(arguments, environment: environment(token: token, extra), input: input)
    }

    func script(_ outcomes: [String], _ settings: String = "") throws {
        let list = outcomes.map { "\"\($0)\"" }.joined(separator: ",")
        try simulator.control("device-flow", "{\"outcomes\":[\(list)],\"interval\":0\(settings)}")
    }

    func storedTokens() throws -> [String: String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: tokenFile))
        // Each host's `oauth_token` is its active account's.
        let hosts = (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["hosts"] as? [String: [String: Any]]
        return hosts?.compactMapValues { $0["oauth_token"] as? String } ?? [:]
    }

    func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    // MARK: - The device flow

    @Test func loginStoresTheTokenPrivatelyForThisHostAndSaysWhoSignedIn() throws {
        try script(["authorization_pending", "authorization_pending", "success"])
        let result = try run(["auth", "login"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
            ! First copy your one-time code: WDJB-MJHT
            Open this URL to continue in your web browser: \(simulator.baseURL)/login/device
            ✓ Authentication complete.
            ✓ Logged in as octocat

            """)
        #expect(try mode(configDirectory) == 0o700)
        #expect(try mode(tokenFile) == 0o600)
        let stored = try #require(try storedTokens()[hostKey])
        #expect(try storedTokens().count == 1)
        #expect(stored.hasPrefix("gho_"))

        let requests = try simulator.requests()
        try #require(requests.map(\.path) == ["/login/device/code", "/login/oauth/access_token", "/login/oauth/access_token",
                                              "/login/oauth/access_token", "/user"])
        #expect(requests[0].body == "client_id=Iv1.simulator&scope=repo%20read%3Aorg")
        #expect(requests[1].body.hasSuffix("&grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Adevice_code"))
        // No token ever goes to the OAuth endpoints; the new one is checked with GET /user before it is stored.
        #expect(requests.dropLast().allSatisfy { $0.headers["authorization"] == nil })
        #expect(requests.last?.headers["authorization"] == "Bearer \(stored)")
    }

    @Test func aLoginThenWorksForStatusTokenAndOtherCommands() throws {
        try script(["success"])
        #expect(try run(["auth", "login", "--scopes", "gist"]).status == 0)
        let stored = try #require(try storedTokens()[hostKey])

        let status = try run(["auth", "status"])
        #expect(status.status == 0)
        #expect(status.stdout == """
            github.com (API at \(hostKey))
              ✓ Logged in to github.com account octocat (\(tokenFile))
              - Active account: true
              - Token: gho_************************************
              - Token scopes: 'gist', 'read:org', 'repo'

            """)
        #expect(!status.stdout.contains(stored))

        let token = try run(["auth", "token"])
        #expect(token.status == 0)
        #expect(token.stdout == stored + "\n")

        try simulator.clearRequests()
        #expect(try run(["repos", "-L", "1"]).status == 0)
        #expect(try simulator.requests().map { $0.headers["authorization"] } == ["Bearer \(stored)"])
    }

    /// The seconds before each poll: from the code request to the first poll, then between polls.
    func pollGaps() throws -> [Double] {
        Simulator.gaps(try simulator.requests().filter { $0.path.hasPrefix("/login/") })
    }

    /// gh up to 2.60 gave up here. The simulator's slow_down adds 3 s instead of GitHub's 5 to keep this quick.
    @Test func slowDownWaitsTheIntervalTheReplyCarriesAndKeepsPolling() throws {
        try script(["slow_down", "success"], ",\"slow_down_step\":3")
        let result = try run(["auth", "login"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("✓ Logged in as octocat"))
        // The fast mode's second, then the 3 s the reply carries (0 + 3): more than the fast mode's own step.
        let gaps = try pollGaps()
        try #require(gaps.count == 2)
        #expect(gaps[0] >= 1 && gaps[1] >= 3, "\(gaps)")
        #expect(try storedTokens().count == 1)
    }

    /// GitHub may answer slow_down without an interval: gh-lite then adds GitHub's 5 s itself (the fast mode's 1 s).
    @Test func slowDownWithoutAnIntervalAddsTheStepItself() throws {
        try script(["slow_down", "success"], ",\"slow_down_interval\":false")
        let result = try run(["auth", "login"])
        #expect(result.status == 0)
        let gaps = try pollGaps()
        try #require(gaps.count == 2)
        #expect(gaps[0] >= 1 && gaps[1] >= 2, "\(gaps)")
        #expect(try storedTokens().count == 1)
    }

    /// An interval of 0 or less polled hundreds of times a second; now never faster than the floor (a second
    /// in the fast mode, GitHub's 5 s otherwise), and a pending code is polled at that pace to the end.
    @Test(arguments: [0, -5])
    func anIntervalOfZeroOrLessNeverPollsFasterThanTheFloor(interval: Int) throws {
        try simulator.control("device-flow", #"{"outcomes":["authorization_pending","authorization_pending","success"],"interval":\#(interval)}"#)
        let result = try run(["auth", "login"])
        #expect(result.status == 0)
        let gaps = try pollGaps()
        try #require(gaps.count == 3)
        #expect(gaps.allSatisfy { $0 >= 1 }, "\(gaps)")
    }

    @Test func errorRepliesWithStatus400AreReadLikeThoseWith200() throws {
        try script(["authorization_pending", "success"], ",\"status\":400")
        let result = try run(["auth", "login"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("✓ Logged in as octocat"))
        #expect(try storedTokens().count == 1)
    }

    @Test func aDeniedLoginStoresNothingAndExitsOne() throws {
        try script(["authorization_pending", "access_denied"])
        let result = try run(["auth", "login"])
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix(
            "the sign-in was denied in the browser, so nothing was stored: run `gh-lite auth login` to get a new code to try again\n"))
        #expect(!FileManager.default.fileExists(atPath: configDirectory))
    }

    @Test func anExpiredCodeEndsTheLogin() throws {
        try script(["authorization_pending", "expired_token"], ",\"status\":400")
        let result = try run(["auth", "login"])
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix("the one-time code expired before it was approved: run `gh-lite auth login` to get a new code\n"))
        #expect(!FileManager.default.fileExists(atPath: tokenFile))
    }

    @Test func theExpiryDeadlineIsHonouredWithoutPollingPastIt() throws {
        try script(["authorization_pending"], ",\"expires_in\":0")
        let result = try run(["auth", "login"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("the one-time code expired: it was not approved within 0 minutes"))
        #expect(try simulator.requests().map(\.path) == ["/login/device/code"])
    }

    @Test func anAppWithoutTheDeviceFlowOrAnUnknownClientIDSaySo() throws {
        let disabled = try run(["auth", "login"], ["GH_LITE_CLIENT_ID": "Iv1.disabled"])
        #expect(disabled.status == 1)
        #expect(disabled.stderr.contains("does not have the device flow enabled: tick \"Enable Device Flow\""))
        let unknown = try run(["auth", "login"], ["GH_LITE_CLIENT_ID": "Iv1.nobody"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("GitHub does not know the OAuth App client ID in GH_LITE_CLIENT_ID (HTTP 404)"))
        #expect(!FileManager.default.fileExists(atPath: configDirectory))
    }

    @Test func withoutAClientIDTheGuidanceNamesTheSettingsPageAndWithToken() throws {
        let result = try run(["auth", "login"], ["GH_LITE_CLIENT_ID": ""])
        #expect(result.status == 1)
        #expect(result.stderr.contains("https://github.com/settings/applications/new"))
        #expect(result.stderr.contains("--with-token"))
        #expect(try simulator.requests().isEmpty)
    }

    @Test func ctrlCWhileWaitingExitsTwoAndStoresNothing() throws {
        try simulator.control("device-flow", #"{"outcomes":["authorization_pending"],"interval":1}"#)
        let process = Process()
        process.executableURL = PackagePaths.binary
        process.arguments = ["auth", "login"]
        process.environment = environment()
        let stderr = Pipe()
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        var shown = Data()
        while !String(decoding: shown, as: UTF8.self).contains("Open this URL") {
            let chunk = stderr.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            shown.append(chunk)
        }
        process.interrupt()
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            Issue.record("gh-lite did not stop on Ctrl-C")
        }
        process.waitUntilExit()
        shown.append(stderr.fileHandleForReading.readDataToEndOfFile())
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 2)
        #expect(String(decoding: shown, as: UTF8.self).hasSuffix("login cancelled: nothing was stored\n"))
        #expect(!FileManager.default.fileExists(atPath: configDirectory))
    }

    @Test func aTerminalShowsACountdownWhileWaiting() throws {
        try simulator.control("device-flow", #"{"outcomes":["success"],"interval":1}"#)
        let result = try GHLiteRun.runInTerminal(["auth", "login", "--no-browser"], environment: environment())
        #expect(result.status == 0)
        #expect(result.stdout.contains("Waiting for the code to be entered"))
        #expect(result.stdout.contains("(expires in 15:00)"))
        #expect(result.stdout.contains("Logged in as \u{1B}[1moctocat"))
        #expect(!result.stdout.contains("Press Enter"))
    }

    // MARK: - A token from standard input

    @Test func withTokenChecksTheTokenStoresItAndWarnsAboutMissingScopes() throws {
        let result = try run(["auth", "login", "--with-token"], input: "gho_simulator_hubot\n")
        #expect(result.status == 0)
        #expect(result.stderr == "! Missing required token scopes: 'read:org'\n✓ Logged in as hubot\n")
        #expect(try storedTokens() == [hostKey: "gho_simulator_hubot"])
        #expect(try mode(tokenFile) == 0o600)
        #expect(try simulator.requests().map(\.path) == ["/user"])
    }

    @Test func withTokenRefusesARejectedTokenAndStoresNothing() throws {
        let result = try run(["auth", "login", "--with-token"], input: "gho_not_a_real_token")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error validating token: HTTP 401: Bad credentials"))
        #expect(!FileManager.default.fileExists(atPath: configDirectory))
    }

    // MARK: - Logging out, and tokens from the environment

    @Test func afterLogoutTheNextCommandExitsFourAndAsksForALogin() throws {
        #expect(try run(["auth", "login", "--with-token"], input: "gho_simulator_octocat").status == 0)
        let logout = try run(["auth", "logout"])
        #expect(logout.status == 0)
        #expect(logout.stderr == "✓ Logged out of github.com account octocat\n")
        #expect(try storedTokens().isEmpty)
        #expect(try mode(tokenFile) == 0o600)

        let repos = try run(["repos"])
        #expect(repos.status == 4)
        #expect(repos.stderr.contains("run `gh-lite auth login`"))
        for command in [["auth", "logout"], ["auth", "token"], ["auth", "status"]] {
            let again = try run(command)
            #expect(again.status == 4)
            #expect(again.stderr == "not signed in to \(hostKey): run `gh-lite auth login`, or set GH_TOKEN\n")
        }
    }

    @Test func environmentTokensWinAndLoginAndLogoutSaySo() throws {
        #expect(try run(["auth", "login", "--with-token"], input: "gho_simulator_octocat").status == 0)
        try simulator.clearRequests()

        let login = try run(["auth", "login"], token: Simulator.hubotToken)
        #expect(login.status == 1)
        #expect(login.stderr == """
            The value of the GH_TOKEN environment variable is being used for authentication.
            To have gh-lite store credentials instead, first clear the value from the environment.

            """)
        let logout = try run(["auth", "logout"], ["GITHUB_TOKEN": Simulator.hubotToken])
        #expect(logout.status == 1)
        #expect(logout.stderr.hasPrefix("The value of the GITHUB_TOKEN environment variable is being used for authentication.\n"))
        #expect(try storedTokens() == [hostKey: "gho_simulator_octocat"])
        #expect(try simulator.requests().isEmpty)

        let status = try run(["auth", "status"], token: Simulator.hubotToken)
        #expect(status.stdout.contains("✓ Logged in to github.com account hubot (GH_TOKEN)"))
        #expect(try run(["auth", "token"], token: Simulator.hubotToken).stdout == Simulator.hubotToken + "\n")

        let rejected = try run(["auth", "status"], ["GITHUB_TOKEN": "gho_revoked"])
        #expect(rejected.status == 1)
        #expect(rejected.stdout.isEmpty)
        #expect(rejected.stderr.contains("X Failed to log in to github.com using token (GITHUB_TOKEN)"))
    }

    @Test func aTokenIsOnlyEverUsedForItsOwnHost() throws {
        #expect(try run(["auth", "login", "--with-token"], input: "gho_simulator_octocat").status == 0)
        let other = try Simulator()
        let elsewhere = other.environment(token: nil, configDirectory: configDirectory)
        let repos = try GHLiteRun.run(["repos"], environment: elsewhere)
        #expect(repos.status == 4)
        #expect(try other.requests().isEmpty)
        #expect(try GHLiteRun.run(["auth", "token"], environment: elsewhere).status == 4)
    }

    // MARK: - A damaged token file

    @Test func aCorruptTokenFileIsAClearErrorForEveryCommand() throws {
        try FileManager.default.createDirectory(atPath: configDirectory, withIntermediateDirectories: true)
        try Data("{\"hosts\": oops".utf8).write(to: URL(fileURLWithPath: tokenFile))
        let message = "the token file \(tokenFile) is damaged (not the JSON gh-lite writes); delete it and run `gh-lite auth login`\n"
        for arguments in [["auth", "status"], ["auth", "token"], ["auth", "logout"], ["repos"]] {
            let result = try run(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr == message, "\(arguments)")
        }
        let login = try run(["auth", "login", "--with-token"], input: "gho_simulator_octocat")
        #expect(login.status == 1)
        #expect(login.stderr == message)
        #expect(try String(contentsOfFile: tokenFile, encoding: .utf8) == "{\"hosts\": oops")
    }

    @Test func aConfigDirectoryOpenToOthersIsMadePrivateWhenTheTokenIsWrittenOrRead() throws {
        try FileManager.default.createDirectory(atPath: configDirectory, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: configDirectory)
        #expect(try run(["auth", "login", "--with-token"], input: "gho_simulator_octocat").status == 0)
        #expect(try mode(configDirectory) == 0o700)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: configDirectory)
        #expect(try run(["auth", "status"]).status == 0)
        #expect(try mode(configDirectory) == 0o700)
    }

    /// Many gh-lite processes each removing a different host's token at the same moment: without the lock between
    /// processes, one that read the file before another wrote it puts the other's token back.
    @Test func concurrentLogoutsOfDifferentHostsLoseNoUpdate() throws {
        let hosts = (0..<24).map { "host\($0).example" }
        try FileManager.default.createDirectory(atPath: configDirectory, withIntermediateDirectories: true)
        let stored = ["hosts": Dictionary(uniqueKeysWithValues: hosts.map { ($0, ["oauth_token": "gho_\($0)"]) })]
        try JSONSerialization.data(withJSONObject: stored).write(to: URL(fileURLWithPath: tokenFile))
        // Each waits on its own pipe (sh's `read`), so all are started before any of them touches the file.
        let started = try hosts.map { host in
            let process = Process(), gate = Pipe(), output = Pipe()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "read _ && exec \"$0\" auth logout", PackagePaths.binary.path]
            process.environment = ["GH_HOST": host, "GH_LITE_CONFIG_DIR": configDirectory, "HOME": home.path,
                                   "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
            process.standardInput = gate
            process.standardOutput = output
            process.standardError = output
            try process.run()
            return (process, gate, output)
        }
        for (_, gate, _) in started { gate.fileHandleForWriting.write(Data("go\n".utf8)) }
        for (process, _, output) in started {
            let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(said)")
        }
        #expect(try storedTokens() == [:])
    }

    /// auth status names the account GitHub gives, which is anyone's text: no escape sequence reaches the terminal.
    @Test func aHostileLoginReachesTheTerminalNeutralised() throws {
        let environment = self.environment(token: "gho_simulator_mallory", ["NO_COLOR": "1"])
        let result = try GHLiteRun.runInTerminal(["auth", "status"], environment: environment)
        #expect(result.status == 0)
        #expect(result.stdout.contains("account m^[[31mallory^[[0m (GH_TOKEN)"))
        #expect(!result.stdout.contains("\u{1B}"))
    }

    @Test func anUnreadableTokenFileIsAClearError() throws {
        try FileManager.default.createDirectory(atPath: tokenFile, withIntermediateDirectories: true)
        let result = try run(["auth", "status"])
        #expect(result.status == 1)
        #expect(result.stderr == "could not read \(tokenFile): Is a directory; fix its permissions, or delete it and run `gh-lite auth login`\n")
    }
}
