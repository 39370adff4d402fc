/// What the command line asked for, decided before anything runs.
enum ParsedCommand {
    case help(String)
    case version
    case run(Invocation)

    /// A command ready to run, and the variables its flags set for this run (`--no-cache`, `--hostname`).
    struct Invocation: Sendable {
        var variables: [String: String]
        var body: @Sendable (CommandContext) throws -> Void
    }

    static func parse(_ words: [String]) throws -> ParsedCommand {
        try CommandTree.parse(words)
    }
}
