/// `gh-lite issue lock {NUMBER | URL}... [--reason REASON]`: flags, parse (validated before any request) and run.
public struct IssueLockOptions: Sendable, Equatable {
    public var issues: IssueBatchOptions
    public var reason: IssueLockReason?

    enum Flags {
        static let reason: Flag<IssueLockReason?> = .choice("reason", short: "r",
                                                             help: "Optional reason for locking conversation")
    }

    public static let spec = CommandSpec(
        name: "lock",
        summary: "Lock issue conversation",
        usage: "issue lock {NUMBER | URL}... [flags]",
        flags: [Flags.reason] + IssueBatchOptions.flags,
        maxPositionals: .max,
        details: "Only collaborators can comment on a locked issue. " + IssueBatchOptions.details("locked"),
        examples: ["gh-lite issue lock 12 --reason too_heated",
                   "gh-lite issue lock --search \"is:closed updated:<2023-01-01\" --reason resolved --yes"])

    public init(issues: IssueBatchOptions, reason: IssueLockReason? = nil) {
        self.issues = issues
        self.reason = reason
    }

    public static func parse(_ arguments: ParsedArguments) throws -> IssueLockOptions {
        IssueLockOptions(issues: try IssueBatchOptions.parse(arguments), reason: try arguments[Flags.reason])
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    static func run(_ options: IssueLockOptions, context: CommandContext) throws {
        try IssueLockPinCommand.run(.lock(reason: options.reason), options.issues, context: context)
    }
}
