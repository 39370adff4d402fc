/// Runs `gh-lite auth login`: the device flow (or `--with-token`) through `LoginModel`, printed by `LoginOutput`.
enum LoginCommand {
    static func run(_ options: LoginOptions, context: CommandContext) throws {
        if let token = context.configuration.environmentToken {
            throw EnvironmentTokenInUse(variable: token.variable, action: .login)
        }
        let model = context.container.makeLoginModel()
        let output = LoginOutput(style: context.errorStyle)
        let user: AuthenticatedUser
        if options.withToken {
            user = try model.logIn(withToken: context.io.readInput(LoginModel.maximumTokenInput))
        } else {
            user = try deviceFlow(options, model: model, output: output, context: context)
            context.io.writeError(output.authenticationComplete)
        }
        context.io.writeError(output.missingScopes(user) + output.loggedIn(user))
    }

    private static func deviceFlow(_ options: LoginOptions, model: LoginModel, output: LoginOutput,
                                   context: CommandContext) throws -> AuthenticatedUser {
        let io = context.io
        let code = try model.requestCode(extraScopes: options.scopes)
        io.writeError(output.oneTimeCode(code))
        if options.offerBrowser && io.stdinIsTerminal && io.stderrIsTerminal && canOpenBrowser(context.variables) {
            io.writeError(output.pressEnter(toOpen: code.verificationURI))
            // Enter opens the page; end of input (or Ctrl-C) just goes on to wait.
            if (try? io.readLine()) != nil {
                do {
                    try model.openBrowser(at: code.verificationURI)
                } catch {
                    io.writeError(Browser.failed(code.verificationURI, error, style: output.style))
                }
            } else {
                io.writeError("\n")
            }
        } else {
            io.writeError(output.openURL(code.verificationURI))
        }
        let token: String
        if io.stderrIsTerminal {
            var frame = 0
            defer { io.writeError(LoginOutput.clearLine) }
            token = try model.waitForApproval(of: code) { secondsLeft in
                io.writeError(output.waiting(frame: frame, secondsLeft: secondsLeft))
                frame += 1
            }
        } else {
            token = try model.waitForApproval(of: code)
        }
        return try model.finish(token: token)
    }

    /// Whether anything could show a page: `BROWSER`, or a graphical session. Over SSH without one,
    /// gh-lite prints the URL instead of offering to open it on the wrong machine.
    static func canOpenBrowser(_ environment: [String: String]) -> Bool {
        ["BROWSER", "DISPLAY", "WAYLAND_DISPLAY"].contains { !(environment[$0] ?? "").isEmpty }
    }
}
