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
        (IssuesOptions.spec, { arguments in
            let options = try IssuesOptions.parse(arguments)
            return .run { try IssuesCommand.run(options, context: $0) }
        }),
        (NewIssueOptions.spec, { arguments in
            let options = try NewIssueOptions.parse(arguments)
            return .run { try NewIssueCommand.run(options, context: $0) }
        }),
    ]

    /// A command's spec and how to build it from its parsed words.
    typealias Entry = (spec: CommandSpec, make: @Sendable (ParsedArguments) throws -> ParsedCommand)

    /// Commands made of subcommands (`auth login`): each parses the words after its name itself.
    static let groups: [CommandGroup] = [AuthCommands.group]

    static func parse(_ words: [String]) throws -> ParsedCommand {
        // Global flags may also come before the command (`gh-lite --no-cache issues`); the command's own
        // parser accepts them anywhere after it.
        let words = Array(words.drop { $0 == "--no-cache" })
        guard let first = words.first else { return .help(topLevelHelp) }
        switch first {
        case "--help", "-h", "help":
            if words.count > 1, let group = groups.first(where: { $0.name == words[1] }) {
                return try group.parse(["--help"] + words.dropFirst(2))
            }
            if words.count > 1, let entry = commands.first(where: { $0.spec.name == words[1] }) {
                return .help(entry.spec.helpText)
            }
            return .help(topLevelHelp)
        case "--version", "version":
            return .version
        default:
            if let group = groups.first(where: { $0.name == first }) {
                return try group.parse(Array(words.dropFirst()))
            }
            guard let entry = commands.first(where: { $0.spec.name == first }) else {
                throw UnknownCommand.error(first, in: "gh-lite", known: commands.map(\.spec.name) + groups.map(\.name))
            }
            return try make(entry, Array(words.dropFirst()))
        }
    }

    /// Parses a command's own words against its spec and builds it (or its help).
    static func make(_ entry: Entry, _ words: [String]) throws -> ParsedCommand {
        let arguments = try ArgumentParser(spec: entry.spec).parse(words)
        if arguments.has("help") { return .help(entry.spec.helpText) }
        return try entry.make(arguments)
    }

    /// `  name   summary` rows with the summaries aligned.
    static func listing(_ rows: [(name: String, summary: String)]) -> String {
        let width = rows.map(\.name.count).max() ?? 0
        return rows.map { "  " + $0.name.padding(toLength: width) + "   " + $0.summary }.joined(separator: "\n")
    }

    static var topLevelHelp: String {
        let rows = commands.map { (name: $0.spec.name, summary: $0.spec.summary) }
            + groups.map { (name: $0.name, summary: $0.summary) }
        return """
        Work with GitHub issues from the terminal.

        USAGE
          gh-lite <command> [flags]

        COMMANDS
        \(listing(rows))

        FLAGS
          --help       Show help for a command
          --version    Show gh-lite's version
          --no-cache   Fetch everything afresh instead of revalidating cached answers

        ENVIRONMENT
          GH_TOKEN, GITHUB_TOKEN   a token to use instead of the stored one
          GH_HOST                  the GitHub host (default github.com)
          GH_REPO                  the repository to use when none is named
          NO_COLOR, CLICOLOR_FORCE turn colour off, or force it on
          GH_PAGER, PAGER          a pager for output on a terminal, e.g. less (empty or cat: none)
          GH_DEBUG=api             show every request and response (the token masked)

        EXIT CODES
          0 ok, 1 error, 2 cancelled, 4 not signed in

        """
    }
}
