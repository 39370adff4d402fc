/// No usable token: the user has to sign in (exit 4, as gh).
public struct AuthenticationError: UserFacingError, Equatable {
    public enum Reason: Sendable, Equatable {
        case notSignedIn
        case rejected(status: Int, message: String, source: TokenSource)
        /// Spaces or control characters inside: refused before it could go into a header.
        case malformed(source: TokenSource)
    }

    public var host: String
    public var reason: Reason
    /// The variable that would give this host a token (`Configuration.tokenVariables`), for "not signed in".
    public var tokenVariable: String

    public init(host: String, reason: Reason, tokenVariable: String = "GH_TOKEN") {
        self.host = host
        self.reason = reason
        self.tokenVariable = tokenVariable
    }

    /// No token for the configured host.
    public static func notSignedIn(_ configuration: Configuration) -> AuthenticationError {
        AuthenticationError(host: configuration.tokenKey, reason: .notSignedIn,
                            tokenVariable: configuration.tokenVariables[0])
    }

    public var userMessage: String {
        switch reason {
        case .notSignedIn:
            return "not signed in to \(host): run `gh-lite auth login`, or set \(tokenVariable)"
        case .rejected(let status, let message, let source):
            // One line, whatever GitHub's `message` holds.
            let answer = "HTTP \(status): \(message.replacingLineBreaks())"
            switch source {
            case .environment(let variable):
                return "the token in \(variable) was rejected by \(host) (\(answer)): "
                    + "set a valid token in \(variable), or unset it and run `gh-lite auth login`"
            case .file:
                return "the stored token for \(host) was rejected (\(answer)): run `gh-lite auth login` to sign in again"
            case .unsaved:
                return "the token was rejected by \(host) (\(answer)): check it and try again"
            }
        case .malformed(.environment(let variable)):
            return "\(variable) is not a token (it has spaces or control characters inside): "
                + "set it to the token alone, or unset it and run `gh-lite auth login`"
        case .malformed:
            return "the stored token for \(host) is damaged (it has spaces or control characters inside): "
                + "run `gh-lite auth login` to sign in again"
        }
    }

    public var exitCode: ExitCode { .authRequired }
}
