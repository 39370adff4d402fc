/// `gh-lite auth login`: the parsed command line, validated before any request.
public struct LoginOptions: Sendable, Equatable {
    public var withToken = false
    /// Scopes wanted beyond `repo` and `read:org`.
    public var scopes: [String] = []
    public var offerBrowser = true

    public static let spec = CommandSpec(
        name: "login",
        summary: "Sign in to GitHub with a one-time code, or with a token.",
        usage: "auth login [flags]",
        flags: [
            FlagSpec("with-token", help: "Read token from standard input"),
            FlagSpec("scopes", short: "s", .value(placeholder: "strings"), help: "Additional authentication scopes to request"),
            FlagSpec("no-browser", help: "Print the URL to open instead of offering to open a browser"),
        ],
        maxPositionals: 0,
        details: """
            Shows a one-time code, then waits while you enter it at GitHub's verification page (the OAuth device flow,
            which needs GH_LITE_CLIENT_ID). With --with-token, reads a personal access token from standard input instead.
            The token is checked with GitHub, then stored for this host only in CONFIG_DIR/hosts.json (mode 0600).
            GH_TOKEN and GITHUB_TOKEN take precedence over a stored token.
            """,
        examples: ["gh-lite auth login", "gh-lite auth login --scopes gist,workflow",
                   "gh-lite auth login --with-token < token.txt"])

    public init() {}

    public static func parse(_ arguments: ParsedArguments) throws -> LoginOptions {
        let usage = spec.usageLine
        var options = LoginOptions()
        options.withToken = arguments.has("with-token")
        options.offerBrowser = !arguments.has("no-browser")
        options.scopes = arguments.list("scopes").flatMap { $0.split(separator: " ").map(String.init) }
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
}
