/// `auth status` in gh's layout (2.40 and later): the host, then a block of indented lines for each account.
struct AuthStatusOutput {
    var style: TerminalStyle
    /// The host the user logs in to, as `GH_HOST` (or `-h`) names it, as gh names it.
    var host: String
    /// Where the API is when `GH_LITE_API_URL` points elsewhere than `host` (`127.0.0.1:PORT` in the sandbox): the
    /// token is filed under it. Nil when the API is the host's own.
    var api: String?
    var showToken: Bool

    /// This host's accounts, then the other hosts' stored ones, which only a run for that host can check.
    func report(_ status: AuthModel.Status) -> String {
        let heading = style.bold(host) + (api.map { " (API at \(TerminalText.line($0)))" } ?? "")
        var blocks = [heading + "\n" + status.accounts.map(account).joined(separator: "\n\n")]
        for other in Set(status.otherHosts.map(\.host)).sorted() {
            let lines = status.otherHosts.filter { $0.host == other }.map { account in
                "  - Account \(style.bold(TerminalText.line(account.login ?? "(not named yet)"))), "
                    + "active account: \(account.isActive); to check it, run: \(style.bold("gh-lite auth status -h \(other)"))"
            }
            blocks.append(([style.bold(other)] + lines).joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n\n")
    }

    func account(_ account: AuthModel.AccountStatus) -> String {
        switch account.check {
        case .valid(let user): signedIn(account, user)
        case .rejected(let status, let message): rejected(account, status: status, message: message)
        }
    }

    private func signedIn(_ account: AuthModel.AccountStatus, _ user: AuthenticatedUser) -> String {
        let token = account.token
        var lines = [
            "  \(style.green("✓")) Logged in to \(host) account \(style.bold(TerminalText.line(user.login))) (\(Self.source(token)))",
            "  - Active account: \(style.bold(String(account.isActive)))",
            "  - Token: \(style.bold(showToken ? token.value : Self.mask(token.value)))",
        ]
        if let scopes = user.scopes {
            lines.append("  - Token scopes: \(style.bold(scopes.isEmpty ? "none" : Self.quoted(scopes)))")
        }
        if !user.missingScopes.isEmpty {
            lines.append("  \(style.yellow("!")) Missing required token scopes: \(Self.quoted(user.missingScopes))")
            lines.append("  - To request missing scopes, run: \(style.bold("gh-lite auth login"))")
        }
        return lines.joined(separator: "\n")
    }

    /// gh's failure entry; the re-authentication hints only where gh-lite can change the token.
    private func rejected(_ account: AuthModel.AccountStatus, status: Int, message: String) -> String {
        let source = Self.source(account.token)
        let named = account.login.map { " account \(style.bold(TerminalText.line($0)))" } ?? ""
        var lines = [
            "  \(style.red("X")) Failed to log in to \(host)\(named) using token (\(source))",
            "  - Active account: \(style.bold(String(account.isActive)))",
            "  - The token in \(source) is invalid (HTTP \(status): \(TerminalText.line(message))).",
        ]
        if case .file = account.token.source {
            let user = account.login.map { " -u \(TerminalText.line($0))" } ?? ""
            lines.append("  - To re-authenticate, run: \(style.bold("gh-lite auth login"))")
            lines.append("  - To forget about this account, run: \(style.bold("gh-lite auth logout" + user))")
        }
        return lines.joined(separator: "\n")
    }

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
