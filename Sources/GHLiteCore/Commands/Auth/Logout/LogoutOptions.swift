/// `gh-lite auth logout`.
public struct LogoutOptions: Sendable, Equatable {
    public static let spec = CommandSpec(
        name: "logout",
        summary: "Remove the token stored for this host.",
        usage: "auth logout [flags]",
        flags: [AuthCommands.hostname],
        maxPositionals: 0,
        details: "Commands that need a token then exit 4 until you sign in again. The token itself is not revoked:\n"
            + "do that on GitHub's Applications settings page.")

    public init() {}

    public static func parse(_ arguments: ParsedArguments) throws -> LogoutOptions { LogoutOptions() }
}
