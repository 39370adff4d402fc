/// All `LoginModel` may do. The container binds the client id, the host's token key and the services in.
public struct LoginModelEnvironment: Sendable {
    /// Asks GitHub for a one-time code for these scopes (`POST /login/device/code`).
    public var requestDeviceCode: @Sendable (_ scopes: [String]) throws -> DeviceCode
    /// One poll of the token endpoint for this code.
    public var pollForToken: @Sendable (DeviceCode) throws -> DeviceTokenReply
    /// Who a new token belongs to, and its scopes (`GET /user` with that token).
    public var fetchUser: @Sendable (_ token: String) throws -> AuthenticatedUser
    /// Stores the token for this host.
    public var saveToken: @Sendable (_ token: String) throws -> Void
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

    public init(requestDeviceCode: @escaping @Sendable ([String]) throws -> DeviceCode,
                pollForToken: @escaping @Sendable (DeviceCode) throws -> DeviceTokenReply,
                fetchUser: @escaping @Sendable (String) throws -> AuthenticatedUser,
                saveToken: @escaping @Sendable (String) throws -> Void,
                openBrowser: @escaping @Sendable (String) throws -> Void,
                sleep: @escaping @Sendable (Double) throws -> Void,
                now: @escaping @Sendable () throws -> Date,
                catchInterrupts: @escaping @Sendable () throws -> Void,
                checkInterrupted: @escaping @Sendable () throws -> Void,
                minimumPollInterval: Double = 5) {
        self.requestDeviceCode = requestDeviceCode
        self.pollForToken = pollForToken
        self.fetchUser = fetchUser
        self.saveToken = saveToken
        self.openBrowser = openBrowser
        self.sleep = sleep
        self.now = now
        self.catchInterrupts = catchInterrupts
        self.checkInterrupted = checkInterrupted
        self.minimumPollInterval = minimumPollInterval
    }
}
