/// `auth login`/`switch`/`logout` while `GH_TOKEN` or `GITHUB_TOKEN` is set: the stored token would not be used,
/// so say so (gh's text) instead of silently doing nothing.
public struct EnvironmentTokenInUse: UserFacingError, Equatable {
    public enum Action: Sendable, Equatable { case login, switchAccount, logout }

    public var variable: String
    public var action: Action

    public init(variable: String, action: Action) {
        self.variable = variable
        self.action = action
    }

    public var userMessage: String {
        let next = action == .logout
            ? "To erase credentials stored in gh-lite, first clear the value from the environment."
            : "To have gh-lite store credentials instead, first clear the value from the environment."
        return "The value of the \(variable) environment variable is being used for authentication.\n" + next
    }

    public var exitCode: ExitCode { .error }
}
