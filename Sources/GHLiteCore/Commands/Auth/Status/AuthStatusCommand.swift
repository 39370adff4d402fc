/// Runs `gh-lite auth status`: stdout and exit 0 when the token works; otherwise everything on stderr, exit 1 (as gh).
enum AuthStatusCommand {
    static func run(_ options: AuthStatusOptions, context: CommandContext) throws {
        let model = context.container.makeAuthModel()
        let output = AuthStatusOutput(style: context.outputStyle, host: context.configuration.tokenKey,
                                      showToken: options.showToken)
        switch try model.status() {
        case .notSignedIn:
            throw CommandError(AuthStatusOutput.notSignedIn)
        case .signedIn(let token, let user):
            context.io.writeOutput(output.signedIn(token, user))
        case .rejected(let token, let status, let message):
            var failure = output
            failure.style = context.errorStyle
            throw CommandError(failure.rejected(token, status: status, message: message))
        }
    }
}
