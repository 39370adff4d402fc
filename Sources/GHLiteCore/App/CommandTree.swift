/// Every command gh-lite has, grouped as gh's help groups them. Adding a command is one line here, or in
/// its group (`IssueCommands`), beside the folder that holds it.
enum CommandTree {
    static let root = CommandGroup(
        name: "gh-lite",
        summary: "Work with GitHub issues from the terminal",
        sections: [
            .init("CORE COMMANDS", [.group(AuthCommands.group), .group(IssueCommands.group), .group(RepoCommands.group)]),
            .init("ADDITIONAL COMMANDS", [.group(AliasCommands.group), .command(ApiOptions.entry), .group(CacheCommands.group),
                                          .command(CompletionOptions.entry), .group(ConfigCommands.group),
                                          .group(LabelCommands.group), .group(MilestoneCommands.group),
                                          .group(SearchCommands.group), .command(SyncOptions.entry)]),
            .init("SHORTHANDS", [.command(IssuesOptions.entry), .command(NewIssueOptions.shorthand),
                                 .command(ReposOptions.shorthand)]),
        ],
        footer: rootFooter)

    /// Whether the command `word` leads to works on `config.yml` alone (`config`, `alias`), using none of the settings
    /// it holds: a bad one must not stop the command that fixes it.
    static func usesNoSettings(_ word: String?) -> Bool {
        [ConfigCommands.group.name, AliasCommands.group.name].contains(word)
    }

    /// Whether `word` names one of gh-lite's own commands (or their other names), which no alias may take.
    static func isBuiltIn(_ word: String) -> Bool {
        root.node(word) != nil || ["help", "version", CompletionValuesOptions.spec.name].contains(word)
    }

    /// The root help with the user's aliases under gh's ALIAS COMMANDS heading, after the core commands.
    static func rootHelp(aliases: [ConfigFile.Entry]) -> String {
        root.helpText(path: "gh-lite", aliases: aliases.sorted { $0.key < $1.key }.map { alias in
            let shell = alias.value.hasPrefix("!")
            let expansion = TerminalText.line(shell ? String(alias.value.dropFirst()) : alias.value)
            return (TerminalText.line(alias.key), (shell ? "Shell alias" : "Alias") + " for \"\(expansion)\"")
        })
    }

    static func parse(_ words: [String]) throws -> ParsedCommand {
        // Global flags may also come before the command (`gh-lite --no-cache issue list`).
        let global = words.prefix { $0 == "--\(GlobalFlags.noCache.spec.long)" }
        let words = Array(words.dropFirst(global.count))
        let variables = global.isEmpty ? [:] : [GlobalFlags.noCache.spec.variable!: "1"]
        switch words.first {
        case "--\(GlobalFlags.version.spec.long)", "version":
            return .version
        // `help --man DIR` writes the man pages; `help COMMAND` is the group's help, as before.
        case "help" where words.dropFirst().first?.hasPrefix("--\(ManPagesOptions.Flags.man.spec.long)") == true:
            return try ManPagesOptions.entry.parse(Array(words.dropFirst()), variables: variables)
        // A help topic, as gh's `gh help formatting`.
        case "help" where words.count == 2 && words[1] == FormattingHelp.topic:
            return .help(FormattingHelp.text)
        // Hidden, as gh's `__complete`: the completion scripts call it, people do not.
        case CompletionValuesOptions.spec.name:
            return try CompletionValuesOptions.entry.parse(Array(words.dropFirst()), variables: variables)
        // `gh-lite issues list` is what gh's `issue list` becomes in the fingers of a gh-lite user: it means that.
        case "issues" where words.count > 1 && IssueCommands.group.node(words[1]) != nil:
            return try IssueCommands.group.parse(Array(words.dropFirst()), path: "gh-lite issue", variables: variables)
        default:
            return try root.parse(words, path: "gh-lite", variables: variables)
        }
    }

    private static let rootFooter = """
        FLAGS
          --help       Show help for a command
          --version    Show gh-lite's version
          --no-cache   Fetch everything afresh instead of revalidating cached answers

        ENVIRONMENT
        \(EnvironmentVariables.all.map { "  " + $0.names.padding(toLength: 24) + " " + $0.meaning }.joined(separator: "\n"))

        EXIT CODES
          \(ExitCode.allCases.map { "\($0.rawValue) \($0.meaning)" }.joined(separator: ", "))

        HELP TOPICS
          \(FormattingHelp.topic)   what --json, --jq and --template do (gh-lite help \(FormattingHelp.topic))

        Run 'gh-lite <command> --help' or 'gh-lite help <command>' for more.

        """
}
