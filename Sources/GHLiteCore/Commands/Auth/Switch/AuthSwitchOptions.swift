/// `gh-lite auth switch`.
public struct AuthSwitchOptions: Sendable, Equatable {
    public var user: String?

    public static let spec = CommandSpec(
        name: "switch",
        summary: "Switch the account gh-lite uses on this host.",
        usage: "auth switch [flags]",
        flags: [AuthCommands.hostname, AccountChoice.user],
        maxPositionals: 0,
        details: """
            With two accounts on the host, switches to the other; with more, asks which on a terminal (else name it
            with --user). GH_TOKEN and GITHUB_TOKEN, when set, still win over the active account.
            """,
        examples: ["gh-lite auth switch", "gh-lite auth switch -u hubot"])

    public init() {}

    public static func parse(_ arguments: ParsedArguments) throws -> AuthSwitchOptions {
        var options = AuthSwitchOptions()
        options.user = try arguments[AccountChoice.user]
        return options
    }
}
