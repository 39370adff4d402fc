/// Runs `gh-lite auth token`: the token on stdout, for scripts (`git -c http.extraheader=...`).
enum AuthTokenCommand {
    static func run(_ options: AuthTokenOptions, context: CommandContext) throws {
        guard let token = try context.container.makeAuthModel().token() else {
            throw CommandError("no oauth token found for \(context.configuration.tokenKey)")
        }
        context.io.writeOutput(token.value + "\n")
    }
}
