/// What `auth login` shows on stderr, in gh's words. Everything from the server is sanitised.
struct LoginOutput {
    var style: TerminalStyle

    static let spinnerFrames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
    /// Back to the start of the line and clear it, to redraw or remove the countdown.
    static let clearLine = "\r\u{1B}[K"

    func oneTimeCode(_ code: DeviceCode) -> String {
        "\(style.yellow("!")) First copy your one-time code: \(style.bold(TerminalText.line(code.userCode)))\n"
    }

    /// No line break: the user answers on the same line.
    func pressEnter(toOpen url: String) -> String {
        "\(style.bold("Press Enter")) to open \(TerminalText.line(url)) in your browser... "
    }

    func openURL(_ url: String) -> String {
        "Open this URL to continue in your web browser: \(TerminalText.line(url))\n"
    }

    /// One frame of the countdown, drawn over the previous one.
    func waiting(frame: Int, secondsLeft: Int) -> String {
        let spinner = Self.spinnerFrames[frame % Self.spinnerFrames.count]
        let left = max(secondsLeft, 0)
        let clock = "\(left / 60):" + (left % 60 < 10 ? "0" : "") + "\(left % 60)"
        return Self.clearLine + "\(style.cyan(String(spinner))) Waiting for the code to be entered "
            + style.gray("(expires in \(clock))")
    }

    var authenticationComplete: String { "\(style.green("✓")) Authentication complete.\n" }

    func loggedIn(_ user: AuthenticatedUser) -> String {
        "\(style.green("✓")) Logged in as \(style.bold(TerminalText.line(user.login)))\n"
    }

    func missingScopes(_ user: AuthenticatedUser) -> String {
        guard !user.missingScopes.isEmpty else { return "" }
        return "\(style.yellow("!")) Missing required token scopes: \(AuthStatusOutput.quoted(user.missingScopes))\n"
    }
}
