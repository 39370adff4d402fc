/// `gh-lite __complete KIND [--repo OWNER/REPO]`: the hidden command the completion scripts call for values only
/// known at completion time, as gh's `__complete`; not in the help, since people do not type it. Flags, parse and run.
public struct CompletionValuesOptions: Sendable, Equatable {
    public var kind: DynamicValues
    public var repository: RepoRef?

    static let kinds = DynamicValues.allCases.map(\.rawValue).joined(separator: "|")

    public static let spec = CommandSpec(
        name: "__complete",
        summary: "List completion values from local sources.",
        usage: "__complete {\(kinds)} [flags]",
        flags: [SharedFlags.repository],
        maxPositionals: 1)

    public init(kind: DynamicValues, repository: RepoRef? = nil) {
        self.kind = kind
        self.repository = repository
    }

    public static func parse(_ arguments: ParsedArguments) throws -> CompletionValuesOptions {
        guard let word = arguments.positionals.first, let kind = DynamicValues(rawValue: word) else {
            throw UsageError("name what to complete: one of {\(kinds)}", usage: arguments.usage)
        }
        return CompletionValuesOptions(kind: kind, repository: try namedRepository(
            argument: nil, flag: arguments[SharedFlags.repository], usage: arguments.usage))
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    /// One value a line, for the completion scripts to offer.
    static func run(_ options: CompletionValuesOptions, context: CommandContext) throws {
        let values = try context.container.makeCompletionValuesModel().values(options.kind, repository: options.repository)
        context.io.writeOutput(values.map { TerminalText.line($0) + "\n" }.joined())
    }
}
