/// `auth status` in gh's layout: the host, then indented lines about the account and its token.
struct AuthStatusOutput {
    var style: TerminalStyle
    /// The token's host, as it is keyed in the token file (`github.com`, or `host:port`).
    var host: String
    var showToken: Bool

    func signedIn(_ token: AuthToken, _ user: AuthenticatedUser) -> String {
        var lines = [
            style.bold(host),
            "  \(style.green("✓")) Logged in to \(host) account \(style.bold(TerminalText.line(user.login))) (\(Self.source(token)))",
            "  - Token: \(style.bold(showToken ? token.value : Self.mask(token.value)))",
        ]
        if let scopes = user.scopes {
            lines.append("  - Token scopes: \(style.bold(scopes.isEmpty ? "none" : Self.quoted(scopes)))")
        }
        if !user.missingScopes.isEmpty {
            lines.append("  \(style.yellow("!")) Missing required token scopes: \(Self.quoted(user.missingScopes))")
            lines.append("  - To request missing scopes, run: \(style.bold("gh-lite auth login"))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// gh's failure entry; the re-authentication hints only where gh-lite can change the token.
    func rejected(_ token: AuthToken, status: Int, message: String) -> String {
        let source = Self.source(token)
        var lines = [
            style.bold(host),
            "  \(style.red("X")) Failed to log in to \(host) using token (\(source))",
            "  - The token in \(source) is invalid (HTTP \(status): \(TerminalText.line(message))).",
        ]
        if case .file = token.source {
            lines.append("  - To re-authenticate, run: \(style.bold("gh-lite auth login"))")
            lines.append("  - To forget about this account, run: \(style.bold("gh-lite auth logout"))")
        }
        return lines.joined(separator: "\n")
    }

    static let notSignedIn = "You are not logged into any GitHub hosts. To log in, run: gh-lite auth login"

    /// gh's masking: the prefix up to and including the last `_` stays, every other character is a `*`.
    static func mask(_ token: String) -> String {
        guard let underscore = token.lastIndex(of: "_") else { return String(repeating: "*", count: token.count) }
        let kept = token[...underscore]
        return String(kept) + String(repeating: "*", count: token.count - kept.count)
    }

    /// `'gist', 'read:org', 'repo'`, as gh lists scopes.
    static func quoted(_ scopes: [String]) -> String {
        scopes.map { "'\(TerminalText.line($0))'" }.joined(separator: ", ")
    }

    static func source(_ token: AuthToken) -> String {
        switch token.source {
        case .environment(let variable): return variable
        case .file(let path): return path
        case .unsaved: return "standard input"
        }
    }
}
