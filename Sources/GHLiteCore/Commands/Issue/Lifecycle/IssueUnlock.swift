/// `gh-lite issue unlock {NUMBER | URL}...`: gh's command line, parsed as `IssueBatchOptions`, and its run.
public enum IssueUnlockOptions {
    public static let spec = CommandSpec(
        name: "unlock",
        summary: "Unlock issue conversation",
        usage: "issue unlock {NUMBER | URL}... [flags]",
        flags: IssueBatchOptions.flags,
        maxPositionals: .max,
        details: IssueBatchOptions.details("unlocked"),
        examples: ["gh-lite issue unlock 12", "gh-lite issue unlock --search \"is:locked label:bug\" --yes"])

    static let entry = CommandEntry(spec, parse: IssueBatchOptions.parse, run: run)

    static func run(_ options: IssueBatchOptions, context: CommandContext) throws {
        try IssueLockPinCommand.run(.unlock, options, context: context)
    }
}
