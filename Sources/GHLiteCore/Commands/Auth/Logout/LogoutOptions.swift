/// `gh-lite auth logout`.
public struct LogoutOptions: Sendable, Equatable {
    public var user: String?

    public static let spec = CommandSpec(
        name: "logout",
        summary: "Remove an account's token stored for this host.",
        usage: "auth logout [flags]",
        flags: [AuthCommands.hostname, AccountChoice.user],
        maxPositionals: 0,
        details: """
            With several accounts on the host, asks which on a terminal (else name it with --user); when the active
            one goes, another becomes active. Commands that need a token exit 4 once none is left. The token itself
            is not revoked: do that on GitHub's Applications settings page.
            """,
        examples: ["gh-lite auth logout", "gh-lite auth logout -u hubot"])

    public init() {}

    public static func parse(_ arguments: ParsedArguments) throws -> LogoutOptions {
        var options = LogoutOptions()
        options.user = try arguments[AccountChoice.user]
        return options
    }
}
