/// Which stored account `auth switch` or `auth logout` acts on: the one `-u` names, else the only candidate,
/// else the one picked on a terminal; without a terminal several candidates need `-u`.
enum AccountChoice {
    static let user = Flag.text("user", short: "u", placeholder: "login", help: "The account to act on")

    /// This host's stored accounts, for a command that changes them: refused while `GH_TOKEN` or `GITHUB_TOKEN` is
    /// in use (the change would not take effect), and "not signed in" when there are none.
    static func stored(for action: EnvironmentTokenInUse.Action,
                       context: CommandContext) throws -> (AuthModel, [StoredAccount]) {
        if let token = context.configuration.environmentToken {
            throw EnvironmentTokenInUse(variable: token.variable, action: action)
        }
        let model = context.container.makeAuthModel()
        let accounts = try model.accounts()
        guard !accounts.isEmpty else {
            throw AuthenticationError.notSignedIn(context.configuration)
        }
        return (model, accounts)
    }

    static func pick(_ user: String?, named: () throws -> [StoredAccount], candidates: [StoredAccount],
                     question: String, host: String, context: CommandContext) throws -> StoredAccount {
        if let user {
            let accounts = try named()
            guard let account = accounts.first(where: { $0.login?.lowercased() == user.lowercased() }) else {
                throw CommandError("no account \(TerminalText.line(user)) on \(host): its accounts are "
                                   + "\(list(accounts)); add one with `gh-lite auth login`")
            }
            return account
        }
        if candidates.count == 1 { return candidates[0] }
        guard context.io.stdinIsTerminal && context.io.stderrIsTerminal else {
            throw CommandError("\(host) has several accounts (\(list(candidates))): name one with -u LOGIN")
        }
        let prompter = Prompter(io: context.io, style: context.errorStyle)
        let options = candidates.map { "\(name($0)) (\(host))" }
        return candidates[try prompter.select(question, options: options)]
    }

    static func name(_ account: StoredAccount) -> String {
        TerminalText.line(account.login ?? "the account signed in before gh-lite kept several")
    }

    private static func list(_ accounts: [StoredAccount]) -> String {
        accounts.map(name).joined(separator: ", ")
    }
}
