/// `gh-lite auth switch`: flags, parse and run.
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
            with --user). GH_TOKEN and GITHUB_TOKEN (an Enterprise server's: GH_ENTERPRISE_TOKEN and
            GITHUB_ENTERPRISE_TOKEN), when set, still win over the active account.
            """,
        examples: ["gh-lite auth switch", "gh-lite auth switch -u hubot"])

    public init() {}

    public static func parse(_ arguments: ParsedArguments) throws -> AuthSwitchOptions {
        var options = AuthSwitchOptions()
        options.user = try arguments[AccountChoice.user]
        return options
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    /// Another stored account of this host becomes the one in use.
    static func run(_ options: AuthSwitchOptions, context: CommandContext) throws {
        let host = context.configuration.host
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
