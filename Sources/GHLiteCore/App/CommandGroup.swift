/// A command made of subcommands (`gh-lite auth login`): its own help, and each subcommand parsed
/// against its own `CommandSpec`.
struct CommandGroup: Sendable {
    var name: String
    var summary: String
    var subcommands: [ParsedCommand.Entry]

    func parse(_ words: [String]) throws -> ParsedCommand {
        guard let first = words.first else { return .help(helpText) }
        if first == "--help" || first == "-h" || first == "help" {
            return .help(words.dropFirst().first.flatMap(subcommand)?.spec.helpText ?? helpText)
        }
        guard let entry = subcommand(first) else {
            throw UnknownCommand.error(first, in: "gh-lite \(name)", known: subcommands.map(\.spec.name))
        }
        return try ParsedCommand.make(entry, Array(words.dropFirst()))
    }

    private func subcommand(_ name: String) -> ParsedCommand.Entry? {
        subcommands.first { $0.spec.name == name }
    }

    var helpText: String {
        """
        \(summary)

        USAGE
          gh-lite \(name) <command> [flags]

        COMMANDS
        \(ParsedCommand.listing(subcommands.map { (name: $0.spec.name, summary: $0.spec.summary) }))

        Run 'gh-lite \(name) <command> --help' for a command's flags.

        """
    }
}
