/// `gh-lite auth status`: flags, parse and run.
public struct AuthStatusOptions: Sendable, Equatable {
    public var showToken = false

    static let showToken = Flag.switch("show-token", short: "t", help: "Display the auth token")

    public static let spec = CommandSpec(
        name: "status",
        summary: "Show which account gh-lite is signed in to, and with which token.",
        usage: "auth status [flags]",
        flags: [AuthCommands.hostname, showToken],
        maxPositionals: 0,
        details: "Checks the token with GitHub. Exits 1 when there is none or GitHub rejects it.")

    public init() {}

    public static func parse(_ arguments: ParsedArguments) throws -> AuthStatusOptions {
        var options = AuthStatusOptions()
        options.showToken = try arguments[showToken]
        return options
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    /// Every account, on stdout with exit 0 when the one in use works; otherwise
    /// everything on stderr, exit 1 (as gh).
    static func run(_ options: AuthStatusOptions, context: CommandContext) throws {
        let status = try context.container.makeAuthModel().status()
        guard !status.accounts.isEmpty else {
            throw AuthenticationError.notSignedIn(context.configuration)
        }
        let activeWorks = status.accounts.contains { account in
            guard account.isActive, case .valid = account.check else { return false }
            return true
        }
        let output = AuthStatusOutput(style: activeWorks ? context.outputStyle : context.errorStyle,
                                      host: context.configuration.host, api: context.configuration.apiElsewhere,
                                      showToken: options.showToken)
        let report = output.report(status)
        guard activeWorks else { throw CommandError(report) }
        context.io.writeOutput(report + "\n")
    }
}
