/// `gh-lite issue unpin {NUMBER | URL}...`: gh's command line, parsed as `IssueBatchOptions`, and its run.
public enum IssueUnpinOptions {
    public static let spec = CommandSpec(
        name: "unpin",
        summary: "Unpin an issue from a repository.",
        usage: "issue unpin {NUMBER | URL}... [flags]",
        flags: IssueBatchOptions.flags,
        maxPositionals: .max,
        details: IssueBatchOptions.details("unpinned"),
        examples: ["gh-lite issue unpin 23", "gh-lite issue unpin 23 --repo owner/repo"])

    static let entry = CommandEntry(spec, parse: IssueBatchOptions.parse, run: run)

    static func run(_ options: IssueBatchOptions, context: CommandContext) throws {
        try IssueLockPinCommand.run(.unpin, options, context: context)
    }
}
