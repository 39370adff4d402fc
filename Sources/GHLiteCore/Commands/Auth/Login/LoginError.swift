/// How `auth login` can fail apart from the device flow's own outcomes (`DeviceFlowError`).
public enum LoginError: UserFacingError, Equatable {
    /// No `GH_LITE_CLIENT_ID`: says how to make an OAuth App, and about `--with-token`.
    case missingClientID(host: String)
    /// Ctrl-C while signing in.
    case cancelled
    /// GitHub did not accept the token (`GET /user` answered 401).
    case tokenRejected(status: Int, message: String)
    case noTokenOnInput
    /// The input is too long, or has spaces or control characters inside: not one token.
    case malformedToken
    /// The device-code reply's `verification_uri` has control characters: not shown, not opened.
    case hostileVerificationURI

    public var userMessage: String {
        switch self {
        case .missingClientID(let host):
            return """
                gh-lite auth login needs the client ID of an OAuth App with the device flow enabled, and GH_LITE_CLIENT_ID is not set.
                To create one:
                  1. Open https://\(host)/settings/applications/new
                  2. Enter any name and homepage URL, and http://127.0.0.1/ as the callback URL (the device flow does not use it)
                  3. Tick "Enable Device Flow", then click "Register application"
                  4. Copy the app's Client ID and run: export GH_LITE_CLIENT_ID=<client id>
                Or sign in with a personal access token instead: gh-lite auth login --with-token < token.txt
                (create one at https://\(host)/settings/tokens with the 'repo' and 'read:org' scopes)
                """
        case .cancelled:
            return "login cancelled: nothing was stored"
        case .tokenRejected(let status, let message):
            return "error validating token: HTTP \(status): \(TerminalText.line(message)); check the token, nothing was stored"
        case .noTokenOnInput:
            return "no token on standard input: pipe one in, e.g. `gh-lite auth login --with-token < token.txt`"
        case .hostileVerificationURI:
            return "GitHub's sign-in page address has control characters in it, so gh-lite neither shows nor opens it: "
                + "check GH_LITE_OAUTH_URL and GH_HOST, or sign in with `gh-lite auth login --with-token`"
        case .malformedToken:
            return "the text on standard input is not a token (it is too long, or has spaces or control characters inside): "
                + "pipe in only the token"
        }
    }

    public var exitCode: ExitCode { self == .cancelled ? .cancelled : .error }
}
