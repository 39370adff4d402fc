/// Runs `gh-lite auth logout`: removes this host's stored token.
enum LogoutCommand {
    static func run(_ options: LogoutOptions, context: CommandContext) throws {
        let host = context.configuration.tokenKey
        if let token = context.configuration.environmentToken {
            throw EnvironmentTokenInUse(variable: token.variable, action: .logout)
        }
        guard try context.container.makeAuthModel().logOut() else {
            throw CommandError("not logged in to \(host)")
        }
        context.io.writeError("\(context.errorStyle.green("✓")) Logged out of \(host)\n")
    }
}
