/// Runs `gh-lite auth logout`: removes one stored account of this host; another, when left, becomes active (as gh).
enum LogoutCommand {
    static func run(_ options: LogoutOptions, context: CommandContext) throws {
        let host = context.configuration.tokenKey
        let (model, accounts) = try AccountChoice.stored(for: .logout, context: context)
        let account = try AccountChoice.pick(options.user, named: model.namedAccounts, candidates: accounts,
                                             question: "What account do you want to log out of?", host: host,
                                             context: context)
        guard try model.logOut(account.login) else { throw AuthenticationError(host: host, reason: .notSignedIn) }
        let style = context.errorStyle
        let named = account.login.map { " account \(style.bold(TerminalText.line($0)))" } ?? ""
        context.io.writeError("\(style.green("✓")) Logged out of \(host)\(named)\n")
        if account.isActive, let next = try model.accounts().first(where: \.isActive)?.login {
            context.io.writeError(AuthSwitchCommand.switched(to: next, host: host, style: style))
        }
    }
}
