/// All `LoginModel` may do. `bound(to:configuration:)` binds the client id, the host's token key and the services in.
/// Every closure starts out throwing "unimplemented: LoginModelEnvironment.NAME" (that is `.failing`); tests
/// override what their case needs.
public struct LoginModelEnvironment: Sendable {
    /// Asks GitHub for a one-time code for these scopes (`POST /login/device/code`).
    public var requestCode: @Sendable (_ scopes: [String]) throws -> DeviceCode
        = { _ in throw Unimplemented("LoginModelEnvironment.requestCode") }
    /// One poll of the token endpoint for this code.
    public var pollToken: @Sendable (DeviceCode) throws -> DeviceTokenReply
        = { _ in throw Unimplemented("LoginModelEnvironment.pollToken") }
    /// Who a new token belongs to, and its scopes (`GET /user` with that token).
    public var getAuthenticatedUser: @Sendable (_ token: String) throws -> AuthenticatedUser
        = { _ in throw Unimplemented("LoginModelEnvironment.getAuthenticatedUser") }
    /// This host's stored accounts, to keep one stored before accounts had names.
    public var storedAccounts: @Sendable () throws -> [StoredAccount]
        = { throw Unimplemented("LoginModelEnvironment.storedAccounts") }
    /// Stores the token under its login for this host, beside its other accounts, and makes it the active one.
    public var saveAccount: @Sendable (_ login: String, _ token: String) throws -> Void
        = { _, _ in throw Unimplemented("LoginModelEnvironment.saveAccount") }
    public var openInBrowser: @Sendable (_ url: String) throws -> Void
        = { _ in throw Unimplemented("LoginModelEnvironment.openInBrowser") }
    /// Throws `Interrupted` when Ctrl-C ends it early.
    public var sleep: @Sendable (_ seconds: Double) throws -> Void
        = { _ in throw Unimplemented("LoginModelEnvironment.sleep") }
    public var now: @Sendable () throws -> Date = { throw Unimplemented("LoginModelEnvironment.now") }
    /// From now on Ctrl-C is caught (see `Interrupts`), so the login can end cleanly.
    public var startCatchingInterrupts: @Sendable () throws -> Void
        = { throw Unimplemented("LoginModelEnvironment.startCatchingInterrupts") }
    /// Throws `Interrupted` once Ctrl-C has been pressed.
    public var checkInterrupts: @Sendable () throws -> Void
        = { throw Unimplemented("LoginModelEnvironment.checkInterrupts") }
    /// The least seconds between two polls whatever the server says (GitHub's 5), and what a `slow_down`
    /// without an interval adds.
    public var minimumPollInterval: Double = 5

    public init() {}

    public static var failing: LoginModelEnvironment { LoginModelEnvironment() }
}

extension LoginModelEnvironment {
    /// Signing in to the configured host: its client id and its token key are bound in here.
    static func bound(to services: ContainerEnvironment, configuration: Configuration) -> LoginModelEnvironment {
        @Sendable func clientID() throws -> String {
            guard let clientID = configuration.clientID else { throw LoginError.missingClientID(host: configuration.host) }
            return clientID
        }
        var environment = LoginModelEnvironment()
        environment.requestCode = { scopes in try services.deviceFlow.requestCode(clientID(), scopes) }
        environment.pollToken = { code in try services.deviceFlow.pollToken(clientID(), code.deviceCode) }
        environment.getAuthenticatedUser = { token in
            try services.gitHub.getAuthenticatedUser(AuthToken(value: token, source: .unsaved))
        }
        environment.storedAccounts = { try services.tokens.load().all.filter { $0.host == configuration.tokenKey } }
        environment.saveAccount = { login, token in
            try services.tokens.update { $0.add(host: configuration.tokenKey, login: login, token: token) }
        }
        environment.openInBrowser = services.browser.open
        environment.sleep = services.clock.sleep
        environment.now = services.clock.now
        environment.startCatchingInterrupts = services.interrupts.startCatching
        environment.checkInterrupts = services.interrupts.check
        environment.minimumPollInterval = Double(configuration.minimumPollInterval)
        return environment
    }
}
