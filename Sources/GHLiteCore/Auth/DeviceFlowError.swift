/// How a device-flow sign-in can end without a token, each with its own message (exit 1).
public enum DeviceFlowError: UserFacingError, Equatable {
    case expiredToken
    /// The code's `expires_in` passed while gh-lite was still waiting.
    case deadlinePassed(minutes: Int)
    case accessDenied
    case incorrectClientCredentials
    case incorrectDeviceCode
    case unsupportedGrantType
    case deviceFlowDisabled
    /// `/login/device/code` answered 401, 403, 404 or 422: GitHub does not know the client id.
    case unknownClient(status: Int)
    case other(code: String, description: String?)

    /// The error for one of GitHub's `error` codes.
    public init(code: String, description: String?) {
        switch code {
        case "expired_token": self = .expiredToken
        case "access_denied": self = .accessDenied
        case "incorrect_client_credentials", "unauthorized_client": self = .incorrectClientCredentials
        case "incorrect_device_code": self = .incorrectDeviceCode
        case "unsupported_grant_type": self = .unsupportedGrantType
        case "device_flow_disabled": self = .deviceFlowDisabled
        default: self = .other(code: code, description: description)
        }
    }

    var isOther: Bool {
        if case .other = self { return true }
        return false
    }

    public var userMessage: String {
        let again = "run `gh-lite auth login` to get a new code"
        switch self {
        case .expiredToken:
            return "the one-time code expired before it was approved: \(again)"
        case .deadlinePassed(let minutes):
            return "the one-time code expired: it was not approved within \(minutes) minutes; \(again)"
        case .accessDenied:
            return "the sign-in was denied in the browser, so nothing was stored: \(again) to try again"
        case .incorrectClientCredentials:
            return "GitHub does not accept the OAuth App client ID in GH_LITE_CLIENT_ID: copy the Client ID from the app's settings page"
        case .incorrectDeviceCode:
            return "GitHub no longer accepts this sign-in's device code (it was used or is not valid): \(again)"
        case .unsupportedGrantType:
            return "GitHub refused gh-lite's token request (unsupported_grant_type): this is a gh-lite bug, please report it"
        case .deviceFlowDisabled:
            return "the OAuth App in GH_LITE_CLIENT_ID does not have the device flow enabled: tick \"Enable Device Flow\" "
                + "in the app's settings, or sign in with `gh-lite auth login --with-token`"
        case .unknownClient(let status):
            return "GitHub does not know the OAuth App client ID in GH_LITE_CLIENT_ID (HTTP \(status)): check the value, "
                + "or sign in with `gh-lite auth login --with-token`"
        case .other(let code, let description):
            let detail = description.map { " (\(TerminalText.line($0)))" } ?? ""
            return "the sign-in failed: GitHub answered \"\(TerminalText.line(code))\"\(detail); \(again)"
        }
    }

    public var exitCode: ExitCode { .error }
}
