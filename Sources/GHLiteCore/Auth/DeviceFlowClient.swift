/// GitHub's OAuth device flow, one closure per endpoint. The client answers with what GitHub said;
/// `LoginModel` decides what each answer means. Never given the API token: it talks to the OAuth host.
public struct DeviceFlowClient: Sendable {
    /// `POST /login/device/code`: a one-time code for the user and the device code to poll with.
    public var requestCode: @Sendable (_ clientID: String, _ scopes: [String]) throws -> DeviceCode
        = { _, _ in throw Unimplemented("DeviceFlowClient.requestCode") }
    /// `POST /login/oauth/access_token`: one poll for the token.
    public var pollToken: @Sendable (_ clientID: String, _ deviceCode: String) throws -> DeviceTokenReply
        = { _, _ in throw Unimplemented("DeviceFlowClient.pollToken") }

    public init() {}

    public static var failing: DeviceFlowClient { DeviceFlowClient() }
}

/// GitHub's answer to `POST /login/device/code`.
public struct DeviceCode: Sendable, Equatable {
    public var deviceCode: String
    /// What the user types in the browser (`WDJB-MJHT`).
    public var userCode: String
    public var verificationURI: String
    /// Seconds until both codes expire.
    public var expiresIn: Int
    /// The least number of seconds between two polls.
    public var interval: Int

    public init(deviceCode: String, userCode: String, verificationURI: String, expiresIn: Int, interval: Int) {
        self.deviceCode = deviceCode
        self.userCode = userCode
        self.verificationURI = verificationURI
        self.expiresIn = expiresIn
        self.interval = interval
    }
}

/// One answer of the token endpoint: the token, or the `error` code GitHub gave (with `slow_down`'s new interval).
public enum DeviceTokenReply: Sendable, Equatable {
    case accessToken(String)
    case error(code: String, description: String?, interval: Int?)
}
