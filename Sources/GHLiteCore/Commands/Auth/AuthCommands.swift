/// `gh-lite auth`: signing in and out, and seeing the token.
enum AuthCommands {
    static let group = CommandGroup(
        name: "auth",
        summary: "Sign in to GitHub, and see or remove the token",
        sections: [.init("COMMANDS", [
            .command(LoginOptions.entry),
            .command(LogoutOptions.entry),
            .command(AuthSwitchOptions.entry),
            .command(AuthStatusOptions.entry),
            .command(AuthTokenOptions.entry),
        ])])

    /// gh's `-h/--hostname` on every `auth` command (help is `--help` there): the host, as `GH_HOST` names it.
    static let hostname = Flag.text("hostname", short: "h", help: "The hostname of the GitHub instance to use",
                                    setting: "GH_HOST")
}
