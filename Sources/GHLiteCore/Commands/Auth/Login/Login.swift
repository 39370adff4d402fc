/// `gh-lite auth login`: flags, parse (validated before any request) and run.
public struct LoginOptions: Sendable, Equatable {
    public var withToken = false
    /// Scopes wanted beyond `repo` and `read:org`.
    public var scopes: [String] = []
    public var offerBrowser = true

    enum Flags {
        static let withToken = Flag.switch("with-token", help: "Read token from standard input")
        static let scopes = Flag.list("scopes", short: "s", help: "Additional authentication scopes to request")
        static let noBrowser = Flag.switch("no-browser", help: "Print the URL to open instead of offering to open a browser")
    }

    public static let spec = CommandSpec(
        name: "login",
        summary: "Sign in to GitHub with a one-time code, or with a token.",
        usage: "auth login [flags]",
        flags: [AuthCommands.hostname, Flags.withToken, Flags.scopes, Flags.noBrowser],
        maxPositionals: 0,
        details: """
            Shows a one-time code, then waits while you enter it at GitHub's verification page (the OAuth device flow,
            which needs GH_LITE_CLIENT_ID). With --with-token, reads a personal access token from standard input instead.
            The token is checked with GitHub, then stored for this host only in CONFIG_DIR/hosts.json (mode 0600), as
            an account beside the host's others, and becomes the active one (see auth switch).
            GH_TOKEN and GITHUB_TOKEN (an Enterprise server's: GH_ENTERPRISE_TOKEN and GITHUB_ENTERPRISE_TOKEN) take
            precedence over a stored token.
            """,
        examples: ["gh-lite auth login", "gh-lite auth login --scopes gist,workflow",
                   "gh-lite auth login --with-token < token.txt",
                   "gh-lite auth login --hostname ghe.example.com"])

    public init() {}

    public static func parse(_ arguments: ParsedArguments) throws -> LoginOptions {
        let usage = arguments.usage
        var options = LoginOptions()
        options.withToken = try arguments[Flags.withToken]
        options.offerBrowser = try !arguments[Flags.noBrowser]
        options.scopes = try (arguments[Flags.scopes] ?? []).flatMap { $0.split(separator: " ").map(String.init) }
        if options.withToken && !options.scopes.isEmpty {
            throw UsageError("specify only one of `--scopes` or `--with-token`", usage: usage)
        }
        if options.withToken && !options.offerBrowser {
            throw UsageError("specify only one of `--no-browser` or `--with-token`", usage: usage)
        }
        for scope in options.scopes where !isScope(scope) {
            throw UsageError("invalid scope \"\(scope)\": scopes look like `gist` or `read:org`", usage: usage)
        }
        return options
    }

    private static func isScope(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.isASCIIAlphanumeric || $0 == ":" || $0 == "_" || $0 == "-" }
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    /// The device flow (or `--with-token`) through `LoginModel`, printed by `LoginOutput`.
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
        if options.offerBrowser && io.stdinIsTerminal && io.stderrIsTerminal && canOpenBrowser(context.variables, browser: context.configuration.browser) {
            io.writeError(output.pressEnter(toOpen: code.verificationURI))
            // Enter opens the page; end of input (or Ctrl-C) just goes on to wait.
            if (try? io.readLine()) != nil {
                do {
                    try model.openInBrowser(code.verificationURI)
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

    /// Whether anything could show a page: a browser set (`GH_BROWSER`, the `browser` setting, `BROWSER`), or a
    /// graphical session. Over SSH without one, gh-lite prints the URL instead of offering to open it on the wrong
    /// machine.
    static func canOpenBrowser(_ environment: [String: String], browser: String?) -> Bool {
        browser != nil || ["DISPLAY", "WAYLAND_DISPLAY"].contains { !(environment[$0] ?? "").isEmpty }
    }
}
