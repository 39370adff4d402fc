/// Runs `gh-lite auth status`: every account, on stdout with exit 0 when the one in use works; otherwise
/// everything on stderr, exit 1 (as gh).
enum AuthStatusCommand {
    static func run(_ options: AuthStatusOptions, context: CommandContext) throws {
        let status = try context.container.makeAuthModel().status()
        guard !status.accounts.isEmpty else {
            throw AuthenticationError(host: context.configuration.tokenKey, reason: .notSignedIn)
        }
        let activeWorks = status.accounts.contains { account in
            guard account.isActive, case .valid = account.check else { return false }
            return true
        }
        let output = AuthStatusOutput(style: activeWorks ? context.outputStyle : context.errorStyle,
                                      host: context.configuration.tokenKey, showToken: options.showToken)
        let report = output.report(status)
        guard activeWorks else { throw CommandError(report) }
        context.io.writeOutput(report + "\n")
    }
}
