/// `gh-lite config`: gh's settings (editor, pager, browser, prompt, git_protocol) and gh-lite's own, in `config.yml`.
enum ConfigCommands {
    static let group = CommandGroup(
        name: "config",
        summary: "Manage configuration for gh-lite",
        sections: [.init("AVAILABLE COMMANDS", [.command(ConfigGetOptions.entry), .command(ConfigListOptions.entry),
                                                .command(ConfigSetOptions.entry)])],
        footer: """
            Current respected settings:
            \(ConfigKey.all.map { "- \($0.name): \($0.meaning)" }.joined(separator: "\n"))

            Environment variables win over them: GH_EDITOR over editor (then VISUAL, EDITOR), GH_PAGER over pager (then
            PAGER), GH_BROWSER over browser (then BROWSER), GH_PROMPT_DISABLED over prompt, GH_LITE_WRITE_INTERVAL_MS
            over write_interval_ms.

            Run 'gh-lite config <command> --help' for a command's flags.

            """)

    /// `-h/--host`, as gh's config commands spell it.
    static let host = Flag.text("host", short: "h", help: "Get per-host setting")
    static let setHost = Flag.text("host", short: "h", help: "Set per-host setting")
}
