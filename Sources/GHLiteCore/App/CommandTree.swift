/// Every command gh-lite has, grouped as gh's help groups them. Adding a command is one line here, or in
/// its group (`IssueCommands`), beside the folder that holds it.
enum CommandTree {
    static let root = CommandGroup(
        name: "gh-lite",
        summary: "Work with GitHub issues from the terminal",
        sections: [
            .init("CORE COMMANDS", [.group(AuthCommands.group), .group(IssueCommands.group), .group(RepoCommands.group)]),
            .init("ADDITIONAL COMMANDS", [.group(CacheCommands.group), .group(LabelCommands.group),
                                         .group(MilestoneCommands.group)]),
            .init("SHORTHANDS", [.command(IssuesCommand.entry), .command(NewIssueCommand.shorthand),
                                 .command(ReposCommand.shorthand)]),
        ],
        footer: rootFooter)

    static func parse(_ words: [String]) throws -> ParsedCommand {
        // Global flags may also come before the command (`gh-lite --no-cache issue list`).
        let global = words.prefix { $0 == "--\(GlobalFlags.noCache.spec.long)" }
        let words = Array(words.dropFirst(global.count))
        let variables = global.isEmpty ? [:] : [GlobalFlags.noCache.spec.variable!: "1"]
        switch words.first {
        case "--version", "version":
            return .version
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
          GH_TOKEN, GITHUB_TOKEN   a token to use instead of the stored one
          GH_HOST                  the GitHub host (default github.com)
          GH_REPO                  the repository to use when none is named
          NO_COLOR, CLICOLOR_FORCE turn colour off, or force it on
          GH_PAGER, PAGER          a pager for output on a terminal, e.g. less (empty or cat: none)
          GH_DEBUG=api             show every request and response (the token masked)

        EXIT CODES
          0 ok, 1 error, 2 cancelled, 4 not signed in

        Run 'gh-lite <command> --help' or 'gh-lite help <command>' for more.

        """
}
