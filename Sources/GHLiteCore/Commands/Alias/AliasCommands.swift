/// `gh-lite alias`: gh's command shortcuts, kept in `config.yml`.
enum AliasCommands {
    static let group = CommandGroup(
        name: "alias",
        summary: "Create command shortcuts",
        sections: [.init("AVAILABLE COMMANDS", [.command(AliasDeleteOptions.entry), .command(AliasImportOptions.entry),
                                                .command(AliasListOptions.entry), .command(AliasSetOptions.entry)])],
        footer: """
            Aliases can be used to make shortcuts for gh-lite commands or to compose multiple commands.
            Run 'gh-lite help alias set' to learn more, and 'gh-lite alias <command> --help' for a command's flags.

            """)

    static let clobber = Flag.switch("clobber", help: "Overwrite existing aliases of the same name")

    /// gh's progress lines (`✓ Added alias bugs`), on stderr and only on a terminal, as gh prints them.
    static func announce(_ icon: String, _ message: String, context: CommandContext) {
        guard context.io.stdoutIsTerminal else { return }
        let style = context.errorStyle
        let mark = icon == "✓" ? style.green(icon) : icon == "!" ? style.yellow(icon) : icon
        context.io.writeError(mark + " " + message + "\n")
    }
}
