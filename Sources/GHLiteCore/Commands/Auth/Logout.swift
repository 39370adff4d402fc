/// `gh-lite auth logout`: flags, parse and run.
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

    static let entry = CommandEntry(spec, parse: parse, run: run)

    /// Removes one stored account of this host; another, when left, becomes active (as gh).
    static func run(_ options: LogoutOptions, context: CommandContext) throws {
        let host = context.configuration.host
        let (model, accounts) = try AccountChoice.stored(for: .logout, context: context)
        let account = try AccountChoice.pick(options.user, named: model.namedAccounts, candidates: accounts,
                                             question: "What account do you want to log out of?", host: host,
                                             context: context)
        guard try model.logOut(account.login) else { throw AuthenticationError.notSignedIn(context.configuration) }
        let style = context.errorStyle
        let named = account.login.map { " account \(style.bold(TerminalText.line($0)))" } ?? ""
        context.io.writeError("\(style.green("✓")) Logged out of \(host)\(named)\n")
        if account.isActive, let next = try model.accounts().first(where: \.isActive)?.login {
            context.io.writeError(AuthSwitchOptions.switched(to: next, host: host, style: style))
        }
    }
}
