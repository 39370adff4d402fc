/// What the command line asked for, decided before anything runs.
enum ParsedCommand {
    case help(String)
    case version
    case run(@Sendable (CommandContext) throws -> Void)

    static let commands: [(spec: CommandSpec, make: @Sendable (ParsedArguments) throws -> ParsedCommand)] = [
        (ReposOptions.spec, { arguments in
            let options = try ReposOptions.parse(arguments)
            return .run { try ReposCommand.run(options, context: $0) }
        }),
    ]

    static func parse(_ words: [String]) throws -> ParsedCommand {
        guard let first = words.first else { return .help(topLevelHelp) }
        switch first {
        case "--help", "-h", "help":
            if words.count > 1, let entry = commands.first(where: { $0.spec.name == words[1] }) {
                return .help(entry.spec.helpText)
            }
            return .help(topLevelHelp)
        case "--version", "version":
            return .version
        default:
            guard let entry = commands.first(where: { $0.spec.name == first }) else {
                throw UsageError("unknown command \"\(first)\" for \"gh-lite\"",
                                 usage: "Run 'gh-lite --help' for the list of commands.")
            }
            let arguments = try ArgumentParser(spec: entry.spec).parse(Array(words.dropFirst()))
            if arguments.has("help") { return .help(entry.spec.helpText) }
            return try entry.make(arguments)
        }
    }

    static var topLevelHelp: String {
        let width = commands.map(\.spec.name.count).max() ?? 0
        let lines = commands.map { "  " + $0.spec.name.padding(toLength: width) + "   " + $0.spec.summary }
        return """
        Work with GitHub issues from the terminal.

        USAGE
          gh-lite <command> [flags]

        COMMANDS
        \(lines.joined(separator: "\n"))

        FLAGS
          --help      Show help for a command
          --version   Show gh-lite's version

        ENVIRONMENT
          GH_TOKEN, GITHUB_TOKEN   a token to use instead of the stored one
          GH_HOST                  the GitHub host (default github.com)
          GH_REPO                  the repository to use when none is named
          NO_COLOR, CLICOLOR_FORCE turn colour off, or force it on

        EXIT CODES
          0 ok, 1 error, 2 cancelled, 4 not signed in

        """
    }
}
