import GHLiteCore
import Testing

/// The device flow's state machine, on `LoginModelEnvironment.failing` with a scripted GitHub and a clock that
/// moves only when the model sleeps; the container's wiring (client id, token key) has a test of its own.
@Suite(.strictDoubles) struct LoginModelTests {
    static let code = DeviceCode(deviceCode: "3584d83530557fdd1f46af8289938c8ef79f9dc5", userCode: "WDJB-MJHT",
                                 verificationURI: "https://github.com/login/device", expiresIn: 900, interval: 5)

    /// One login's world: what GitHub will answer, and everything the model did.
    final class Fixture: Sendable {
        let clock: TestClock
        /// Seconds after the start at which each poll happened.
        let pollTimes: Locked<[Double]>
        /// The scopes of each code requested.
        let requested: Locked<[[String]]>
        /// Tokens stored, in order.
        let saved: Locked<[String]>
        let checkedTokens: Locked<[String]>
        let events: Locked<[String]>
        let environment: LoginModelEnvironment

        init(_ replies: [DeviceTokenReply], code: DeviceCode = LoginModelTests.code,
             user: AuthenticatedUser = AuthenticatedUser(login: "octocat", scopes: ["read:org", "repo"])) {
            let (clock, script, pollTimes) = (TestClock(), Locked(replies), Locked<[Double]>([]))
            let requested = Locked<[[String]]>([])
            let (saved, checkedTokens, events) = (Locked<[String]>([]), Locked<[String]>([]), Locked<[String]>([]))
            var environment = LoginModelEnvironment.failing
            environment.sleep = clock.clock.sleep
            environment.now = clock.clock.now
            environment.requestCode = { scopes in
                requested.withLock { $0.append(scopes) }
                events.withLock { $0.append("requestCode") }
                return code
            }
            environment.pollToken = { polled in
                #expect(polled == code)
                pollTimes.withLock { $0.append(clock.elapsed) }
                return try script.withLock { pending in
                    guard !pending.isEmpty else { throw TestFailure("polled after the script ended") }
                    return pending.removeFirst()
                }
            }
            environment.getAuthenticatedUser = { token in
                checkedTokens.withLock { $0.append(token) }
                return user
            }
            environment.storedAccounts = { [] }
            environment.saveAccount = { _, token in saved.withLock { $0.append(token) } }
            environment.startCatchingInterrupts = { events.withLock { $0.append("catch") } }
            environment.checkInterrupts = {}
            (self.clock, self.pollTimes, self.requested, self.saved) = (clock, pollTimes, requested, saved)
            (self.checkedTokens, self.events, self.environment) = (checkedTokens, events, environment)
        }

        func model(minimumPollInterval: Double = 5, _ change: (inout LoginModelEnvironment) -> Void = { _ in }) -> LoginModel {
            var environment = self.environment
            environment.minimumPollInterval = minimumPollInterval
            change(&environment)
            return LoginModel(environment: environment)
        }

        /// The whole device flow, as the command runs it.
        func logIn(extraScopes: [String] = [], model: LoginModel? = nil) throws -> AuthenticatedUser {
            let model = model ?? self.model()
            let code = try model.requestCode(extraScopes: extraScopes)
            return try model.finish(token: model.waitForApproval(of: code))
        }
    }

    struct TestFailure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    static let pending = DeviceTokenReply.error(code: "authorization_pending", description: nil, interval: nil)
    static let token = DeviceTokenReply.accessToken("gho_16C7e42F292c6912E7710c838347Ae178B4a")

    @Test func successChecksTheNewTokenThenStoresItForThisHost() throws {
        let fixture = Fixture([Self.token])
        let user = try fixture.logIn(extraScopes: ["gist", "repo"])
        #expect(user.login == "octocat")
        #expect(fixture.requested.value == [["repo", "read:org", "gist"]])
        #expect(fixture.checkedTokens.value == ["gho_16C7e42F292c6912E7710c838347Ae178B4a"])
        #expect(fixture.saved.value == ["gho_16C7e42F292c6912E7710c838347Ae178B4a"])
        #expect(fixture.events.value == ["catch", "requestCode"])
        // The first poll waits the interval too: GitHub counts from the code request.
        #expect(fixture.pollTimes.value == [5])
    }

    @Test func authorizationPendingKeepsPollingAtTheInterval() throws {
        let fixture = Fixture([Self.pending, Self.pending, Self.pending, Self.token])
        _ = try fixture.logIn()
        #expect(fixture.pollTimes.value == [5, 10, 15, 20])
        #expect(fixture.clock.sleeps == [5, 5, 5, 5])
        #expect(fixture.saved.value.count == 1)
    }

    @Test func slowDownTakesTheIntervalItCarriesAndKeepsIt() throws {
        let fixture = Fixture([.error(code: "slow_down", description: "Too many requests", interval: 12),
                               Self.pending, Self.token])
        _ = try fixture.logIn()
        #expect(fixture.pollTimes.value == [5, 17, 29])
        #expect(fixture.saved.value.count == 1)
    }

    @Test func slowDownWithoutAnIntervalAddsFiveSecondsEachTime() throws {
        let slowDown = DeviceTokenReply.error(code: "slow_down", description: nil, interval: nil)
        let fixture = Fixture([slowDown, slowDown, Self.pending, Self.token])
        _ = try fixture.logIn()
        #expect(fixture.pollTimes.value == [5, 15, 30, 45])
        #expect(fixture.saved.value.count == 1)
    }

    /// A server asking for no wait at all would otherwise have gh-lite poll hundreds of times a second.
    @Test(arguments: [0, -1, 3])
    func anIntervalShorterThanGitHubsMinimumIsReadAsFiveSeconds(interval: Int) throws {
        var code = Self.code
        code.interval = interval
        let fixture = Fixture([Self.pending, Self.pending, Self.token], code: code)
        _ = try fixture.logIn()
        #expect(fixture.pollTimes.value == [5, 10, 15])
    }

    /// What the binary tests use: GH_LITE_POLL_INTERVAL=1 stands in for GitHub's 5 s, a slow_down's step included.
    @Test func theTestsFastModeStillWaitsASecondBetweenPollsAndForASlowDown() throws {
        var code = Self.code
        code.interval = 0
        let slowDown = DeviceTokenReply.error(code: "slow_down", description: nil, interval: nil)
        let fixture = Fixture([Self.pending, slowDown, Self.pending, Self.token], code: code)
        let model = fixture.model(minimumPollInterval: 1)
        _ = try model.finish(token: model.waitForApproval(of: model.requestCode(extraScopes: [])))
        #expect(fixture.pollTimes.value == [1, 2, 4, 6])
    }

    @Test func slowDownWithAnIntervalNoLongerThanTheCurrentOneStillSlowsDown() throws {
        let fixture = Fixture([.error(code: "slow_down", description: nil, interval: 5), Self.token])
        _ = try fixture.logIn()
        #expect(fixture.pollTimes.value == [5, 15])
    }

    @Test(arguments: [
        ("expired_token", DeviceFlowError.expiredToken),
        ("access_denied", .accessDenied),
        ("incorrect_client_credentials", .incorrectClientCredentials),
        ("incorrect_device_code", .incorrectDeviceCode),
        ("unsupported_grant_type", .unsupportedGrantType),
        ("device_flow_disabled", .deviceFlowDisabled),
        ("something_new", .other(code: "something_new", description: "A new error")),
    ])
    func eachErrorEndsTheLoginWithItsOwnMessageAndStoresNothing(code: String, expected: DeviceFlowError) throws {
        let fixture = Fixture([Self.pending, .error(code: code, description: "A new error", interval: nil)])
        #expect(throws: expected) { try fixture.logIn() }
        #expect(expected.exitCode == .error)
        #expect(fixture.pollTimes.value == [5, 10])
        #expect(fixture.checkedTokens.value.isEmpty)
        #expect(fixture.saved.value.isEmpty)
    }

    @Test func everyOutcomeHasADifferentOneLineMessage() {
        let errors: [DeviceFlowError] = [.expiredToken, .deadlinePassed(minutes: 15), .accessDenied,
                                         .incorrectClientCredentials, .incorrectDeviceCode, .unsupportedGrantType,
                                         .deviceFlowDisabled, .unknownClient(status: 404),
                                         .other(code: "x", description: nil)]
        let messages = errors.map(\.userMessage)
        #expect(Set(messages).count == errors.count)
        #expect(messages.allSatisfy { !$0.contains("\n") })
        #expect(DeviceFlowError.accessDenied.userMessage.contains("denied"))
        #expect(DeviceFlowError.deviceFlowDisabled.userMessage.contains("Enable Device Flow"))
        #expect(DeviceFlowError.expiredToken.userMessage.contains("gh-lite auth login"))
    }

    @Test func theExpiryDeadlineEndsTheWaitWithoutPollingPastIt() throws {
        var code = Self.code
        code.expiresIn = 12
        let fixture = Fixture([Self.pending, Self.pending], code: code)
        #expect(throws: DeviceFlowError.deadlinePassed(minutes: 1)) { try fixture.logIn() }
        #expect(fixture.pollTimes.value == [5, 10])
        #expect(fixture.clock.sleeps == [5, 5, 2])
        #expect(fixture.clock.elapsed == 12)
        #expect(fixture.saved.value.isEmpty)
    }

    @Test func aCodeThatIsAlreadyExpiredIsNeverPolled() throws {
        var code = Self.code
        code.expiresIn = 0
        let fixture = Fixture([], code: code)
        #expect(throws: DeviceFlowError.deadlinePassed(minutes: 0)) { try fixture.logIn() }
        #expect(fixture.pollTimes.value.isEmpty)
    }

    @Test func aWatcherIsToldTheSecondsLeftOnceASecond() throws {
        var code = Self.code
        code.interval = 2
        let fixture = Fixture([Self.pending, Self.token], code: code)
        let model = fixture.model(minimumPollInterval: 2)
        let ticks = Locked<[Int]>([])
        let token = try model.waitForApproval(of: code) { left in ticks.withLock { $0.append(left) } }
        #expect(token == "gho_16C7e42F292c6912E7710c838347Ae178B4a")
        #expect(ticks.value == [900, 899, 898, 897])
        #expect(fixture.clock.sleeps == [1, 1, 1, 1])
    }

    @Test func ctrlCWhileWaitingCancelsWithExitTwoAndStoresNothing() throws {
        let fixture = Fixture([Self.pending, Self.token])
        let model = fixture.model { $0.sleep = { _ in throw Interrupted() } }
        #expect(throws: LoginError.cancelled) { try fixture.logIn(model: model) }
        #expect(LoginError.cancelled.exitCode == .cancelled)
        #expect(fixture.pollTimes.value.isEmpty)
        #expect(fixture.saved.value.isEmpty)
    }

    @Test func ctrlCJustBeforeTheTokenIsStoredStillStoresNothing() throws {
        let fixture = Fixture([Self.token])
        let pressed = Locked(false)
        let model = fixture.model { environment in
            // The press lands while GitHub is being asked whose the token is.
            environment.getAuthenticatedUser = { _ in
                pressed.withLock { $0 = true }
                return AuthenticatedUser(login: "octocat", scopes: nil)
            }
            environment.checkInterrupts = { if pressed.value { throw Interrupted() } }
        }
        #expect(throws: LoginError.cancelled) { try fixture.logIn(model: model) }
        #expect(fixture.saved.value.isEmpty)
    }

    /// The container binds the client id into the device flow and files the token under this host's key,
    /// and the token is checked as one not yet saved.
    @Test func theContainerBindsTheClientIDAndTheHostsTokenKey() throws {
        var environment = ContainerEnvironment.failing
        let asked = Locked<[String]>([])
        environment.deviceFlow.requestCode = { clientID, _ in
            asked.withLock { $0.append("code for \(clientID)") }
            return Self.code
        }
        environment.deviceFlow.pollToken = { clientID, deviceCode in
            asked.withLock { $0.append("poll for \(clientID) with \(deviceCode)") }
            return Self.token
        }
        environment.gitHub.getAuthenticatedUser = { token in
            #expect(token.source == .unsaved)
            return AuthenticatedUser(login: "octocat", scopes: ["repo", "read:org"])
        }
        environment.tokens = .memory()
        environment.clock = TestClock().clock
        environment.interrupts = .never
        let configuration = Configuration(variables: ["GH_LITE_CLIENT_ID": "Iv1.test", "GH_HOST": "ghe.example.com"])
        let model = Container(environment: environment, configuration: configuration).makeLoginModel()
        _ = try model.finish(token: model.waitForApproval(of: model.requestCode(extraScopes: [])))
        #expect(asked.value == ["code for Iv1.test", "poll for Iv1.test with \(Self.code.deviceCode)"])
        #expect(try environment.tokens.load().all == [StoredAccount(host: "ghe.example.com", login: "octocat",
                                                                token: "gho_16C7e42F292c6912E7710c838347Ae178B4a", isActive: true)])
    }

    @Test func noClientIDSaysHowToGetOneBeforeAnyRequest() throws {
        var environment = ContainerEnvironment.failing
        environment.interrupts = .never
        let model = Container(environment: environment, configuration: Configuration(variables: [:])).makeLoginModel()
        #expect(throws: LoginError.missingClientID(host: "github.com")) { try model.requestCode(extraScopes: []) }
        let message = LoginError.missingClientID(host: "github.com").userMessage
        #expect(message.contains("https://github.com/settings/applications/new"))
        #expect(message.contains("Enable Device Flow"))
        #expect(message.contains("GH_LITE_CLIENT_ID"))
        #expect(message.contains("gh-lite auth login --with-token"))
    }

    @Test func aRejectedTokenIsNotStored() throws {
        let fixture = Fixture([])
        let model = fixture.model { environment in
            environment.getAuthenticatedUser = { _ in
                throw AuthenticationError(host: "github.com",
                                          reason: .rejected(status: 401, message: "Bad credentials", source: .unsaved))
            }
        }
        #expect(throws: LoginError.tokenRejected(status: 401, message: "Bad credentials")) {
            try model.logIn(withToken: Data("ghp_wrong".utf8))
        }
        #expect(LoginError.tokenRejected(status: 401, message: "Bad credentials").userMessage
                    .hasPrefix("error validating token: HTTP 401: Bad credentials"))
        #expect(fixture.saved.value.isEmpty)
    }

    @Test func aGivenTokenIsTrimmedCheckedAndStored() throws {
        let fixture = Fixture([])
        let user = try fixture.model().logIn(withToken: Data("  ghp_16C7e42F292c6912E7710c838347Ae178B4a\n".utf8))
        #expect(user.login == "octocat")
        #expect(fixture.checkedTokens.value == ["ghp_16C7e42F292c6912E7710c838347Ae178B4a"])
        #expect(fixture.saved.value == ["ghp_16C7e42F292c6912E7710c838347Ae178B4a"])
    }

    @Test(arguments: ["", " \n", "two words", "ghp_abc\r\nX-Injected: 1", "ghp_\u{1B}[31m",
                      String(repeating: "a", count: LoginModel.maximumTokenInput + 1)])
    func inputThatIsNotOneTokenIsRefusedWithoutARequest(input: String) throws {
        let fixture = Fixture([])
        #expect(throws: LoginError.self) { try fixture.model().logIn(withToken: Data(input.utf8)) }
        #expect(fixture.checkedTokens.value.isEmpty)
        #expect(fixture.saved.value.isEmpty)
    }

    @Test func scopesStartWithGhsMinimumAndHaveNoRepeats() {
        #expect(LoginModel.scopes(adding: []) == ["repo", "read:org"])
        #expect(LoginModel.scopes(adding: ["gist", "repo", "gist"]) == ["repo", "read:org", "gist"])
    }

    @Test func theBrowserOpensOnlyWebAddresses() throws {
        let opened = Locked<[String]>([])
        let model = Fixture([]).model { $0.openInBrowser = { url in opened.withLock { $0.append(url) } } }
        try model.openInBrowser("https://github.com/login/device")
        #expect(throws: CommandError.self) { try model.openInBrowser("--new-window=file:///etc/passwd") }
        #expect(opened.value == ["https://github.com/login/device"])
    }
}
