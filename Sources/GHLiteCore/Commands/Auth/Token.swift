/// `gh-lite auth token`: flags, parse and run.
public struct AuthTokenOptions: Sendable, Equatable {
    public static let spec = CommandSpec(
        name: "token",
        summary: "Print the token gh-lite uses.",
        usage: "auth token [flags]",
        flags: [AuthCommands.hostname],
        maxPositionals: 0,
        details: "Prints GH_TOKEN or GITHUB_TOKEN when set (on an Enterprise server: GH_ENTERPRISE_TOKEN or "
            + "GITHUB_ENTERPRISE_TOKEN), else the token stored for this host.")

    public init() {}

    public static func parse(_ arguments: ParsedArguments) throws -> AuthTokenOptions { AuthTokenOptions() }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    /// The token on stdout, for scripts (`git -c http.extraheader=...`).
    static func run(_ options: AuthTokenOptions, context: CommandContext) throws {
        guard let token = try context.container.makeAuthModel().token() else {
            throw AuthenticationError.notSignedIn(context.configuration)
        }
        context.io.writeOutput(token.value + "\n")
    }
}
