/// `gh-lite issue pin {NUMBER | URL}...`: gh's command line, parsed as `IssueBatchOptions`, and its run.
public enum IssuePinOptions {
    public static let spec = CommandSpec(
        name: "pin",
        summary: "Pin an issue to a repository (GitHub allows three).",
        usage: "issue pin {NUMBER | URL}... [flags]",
        flags: IssueBatchOptions.flags,
        maxPositionals: .max,
        details: IssueBatchOptions.details("pinned"),
        examples: ["gh-lite issue pin 23", "gh-lite issue pin https://github.com/owner/repo/issues/23"])

    static let entry = CommandEntry(spec, parse: IssueBatchOptions.parse, run: run)

    static func run(_ options: IssueBatchOptions, context: CommandContext) throws {
        try IssueLockPinCommand.run(.pin, options, context: context)
    }
}
