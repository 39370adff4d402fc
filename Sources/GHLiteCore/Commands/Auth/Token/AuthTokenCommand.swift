/// Runs `gh-lite auth token`: the token on stdout, for scripts (`git -c http.extraheader=...`).
enum AuthTokenCommand {
    static func run(_ options: AuthTokenOptions, context: CommandContext) throws {
        guard let token = try context.container.makeAuthModel().token() else {
            throw AuthenticationError(host: context.configuration.tokenKey, reason: .notSignedIn)
        }
        context.io.writeOutput(token.value + "\n")
    }
}
