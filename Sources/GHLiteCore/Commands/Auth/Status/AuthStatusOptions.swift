/// `gh-lite auth status`.
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
}
