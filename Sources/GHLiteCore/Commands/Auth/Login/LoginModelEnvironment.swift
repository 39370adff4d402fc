/// All `LoginModel` may do. The container binds the client id, the host's token key and the services in.
public struct LoginModelEnvironment: Sendable {
    /// Asks GitHub for a one-time code for these scopes (`POST /login/device/code`).
    public var requestCode: @Sendable (_ scopes: [String]) throws -> DeviceCode
    /// One poll of the token endpoint for this code.
    public var pollToken: @Sendable (DeviceCode) throws -> DeviceTokenReply
    /// Who a new token belongs to, and its scopes (`GET /user` with that token).
    public var getAuthenticatedUser: @Sendable (_ token: String) throws -> AuthenticatedUser
    /// This host's stored accounts, to keep one stored before accounts had names.
    public var storedAccounts: @Sendable () throws -> [StoredAccount]
    /// Stores the token under its login for this host, beside its other accounts, and makes it the active one.
    public var saveAccount: @Sendable (_ login: String, _ token: String) throws -> Void
    public var openBrowser: @Sendable (_ url: String) throws -> Void
    /// Throws `Interrupted` when Ctrl-C ends it early.
    public var sleep: @Sendable (_ seconds: Double) throws -> Void
    public var now: @Sendable () throws -> Date
    /// From now on Ctrl-C is caught (see `Interrupts`), so the login can end cleanly.
    public var catchInterrupts: @Sendable () throws -> Void
    /// Throws `Interrupted` once Ctrl-C has been pressed.
    public var checkInterrupted: @Sendable () throws -> Void
    /// The least seconds between two polls whatever the server says (GitHub's 5), and what a `slow_down`
    /// without an interval adds.
    public var minimumPollInterval: Double

    public init(requestCode: @escaping @Sendable ([String]) throws -> DeviceCode,
                pollToken: @escaping @Sendable (DeviceCode) throws -> DeviceTokenReply,
                getAuthenticatedUser: @escaping @Sendable (String) throws -> AuthenticatedUser,
                storedAccounts: @escaping @Sendable () throws -> [StoredAccount],
                saveAccount: @escaping @Sendable (String, String) throws -> Void,
                openBrowser: @escaping @Sendable (String) throws -> Void,
                sleep: @escaping @Sendable (Double) throws -> Void,
                now: @escaping @Sendable () throws -> Date,
                catchInterrupts: @escaping @Sendable () throws -> Void,
                checkInterrupted: @escaping @Sendable () throws -> Void,
                minimumPollInterval: Double = 5) {
        self.requestCode = requestCode
        self.pollToken = pollToken
        self.getAuthenticatedUser = getAuthenticatedUser
        self.storedAccounts = storedAccounts
        self.saveAccount = saveAccount
        self.openBrowser = openBrowser
        self.sleep = sleep
        self.now = now
        self.catchInterrupts = catchInterrupts
        self.checkInterrupted = checkInterrupted
        self.minimumPollInterval = minimumPollInterval
    }
}

extension LoginModelEnvironment {
    /// Signing in to the configured host: its client id and its token key are bound in here.
    static func bound(to services: ContainerEnvironment, configuration: Configuration) -> LoginModelEnvironment {
        @Sendable func clientID() throws -> String {
            guard let clientID = configuration.clientID else { throw LoginError.missingClientID(host: configuration.host) }
            return clientID
        }
        return LoginModelEnvironment(
            requestCode: { scopes in try services.deviceFlow.requestCode(clientID(), scopes) },
            pollToken: { code in try services.deviceFlow.pollToken(clientID(), code.deviceCode) },
            getAuthenticatedUser: { token in try services.gitHub.getAuthenticatedUser(AuthToken(value: token, source: .unsaved)) },
            storedAccounts: { try services.tokens.load().all.filter { $0.host == configuration.tokenKey } },
            saveAccount: { login, token in
                try services.tokens.update { $0.add(host: configuration.tokenKey, login: login, token: token) }
            },
            openBrowser: services.browser.open,
            sleep: services.clock.sleep,
            now: services.clock.now,
            catchInterrupts: services.interrupts.startCatching,
            checkInterrupted: services.interrupts.check,
            minimumPollInterval: Double(configuration.minimumPollInterval))
    }

    /// Every closure throws "unimplemented: LoginModelEnvironment.NAME": tests override what their case needs.
    public static var failing: LoginModelEnvironment {
        @Sendable func fail(_ name: String) -> Unimplemented { Unimplemented("LoginModelEnvironment.\(name)") }
        return LoginModelEnvironment(
            requestCode: { _ in throw fail("requestCode") }, pollToken: { _ in throw fail("pollToken") },
            getAuthenticatedUser: { _ in throw fail("getAuthenticatedUser") },
            storedAccounts: { throw fail("storedAccounts") }, saveAccount: { _, _ in throw fail("saveAccount") },
            openBrowser: { _ in throw fail("openBrowser") }, sleep: { _ in throw fail("sleep") },
            now: { throw fail("now") }, catchInterrupts: { throw fail("catchInterrupts") },
            checkInterrupted: { throw fail("checkInterrupted") })
    }
}
