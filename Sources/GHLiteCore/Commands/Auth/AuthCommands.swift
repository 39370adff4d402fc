/// `gh-lite auth`: signing in and out, and seeing the token.
enum AuthCommands {
    static let group = CommandGroup(
        name: "auth",
        summary: "Sign in to GitHub, and see or remove the token",
        sections: [.init("COMMANDS", [
            .command(CommandEntry(LoginOptions.spec, parse: LoginOptions.parse, run: LoginCommand.run)),
            .command(CommandEntry(LogoutOptions.spec, parse: LogoutOptions.parse, run: LogoutCommand.run)),
            .command(CommandEntry(AuthSwitchOptions.spec, parse: AuthSwitchOptions.parse, run: AuthSwitchCommand.run)),
            .command(CommandEntry(AuthStatusOptions.spec, parse: AuthStatusOptions.parse, run: AuthStatusCommand.run)),
            .command(CommandEntry(AuthTokenOptions.spec, parse: AuthTokenOptions.parse, run: AuthTokenCommand.run)),
        ])])

    /// gh's `-h/--hostname` on every `auth` command (help is `--help` there): the host, as `GH_HOST` names it.
    static let hostname = Flag.text("hostname", short: "h", help: "The hostname of the GitHub instance to use",
                                    setting: "GH_HOST")
}
