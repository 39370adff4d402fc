/// Runs `gh-lite auth switch`: another stored account of this host becomes the one in use.
enum AuthSwitchCommand {
    static func run(_ options: AuthSwitchOptions, context: CommandContext) throws {
        let host = context.configuration.tokenKey
        let (model, accounts) = try AccountChoice.stored(for: .switchAccount, context: context)
        let others = accounts.filter { !$0.isActive }
        if options.user == nil && others.isEmpty {
            throw CommandError("\(AccountChoice.name(accounts[0])) is the only account on \(host): "
                               + "add another with `gh-lite auth login`")
        }
        let account = try AccountChoice.pick(options.user, named: model.namedAccounts, candidates: others,
                                             question: "What account do you want to switch to?", host: host,
                                             context: context)
        guard let login = account.login, try model.switchAccount(to: login) else {
            throw CommandError("could not switch to \(AccountChoice.name(account)) on \(host): run `gh-lite auth status`")
        }
        context.io.writeError(switched(to: login, host: host, style: context.errorStyle))
    }

    static func switched(to login: String, host: String, style: TerminalStyle) -> String {
        "\(style.green("✓")) Switched active account for \(host) to \(style.bold(TerminalText.line(login)))\n"
    }
}
