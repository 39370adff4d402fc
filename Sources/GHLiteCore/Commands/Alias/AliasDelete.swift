/// `gh-lite alias delete {NAME | --all}`: flags, parse and run.
public struct AliasDeleteOptions: Sendable, Equatable {
    /// nil: every alias (`--all`).
    public var name: String?

    enum Flags {
        static let all = Flag.switch("all", help: "Delete all aliases")
    }

    public static let spec = CommandSpec(
        name: "delete",
        summary: "Delete set aliases.",
        usage: "alias delete {<alias> | --all} [flags]",
        flags: [Flags.all],
        maxPositionals: 1,
        examples: ["gh-lite alias delete bugs", "gh-lite alias delete --all"])

    public init(name: String?) { self.name = name }

    public static func parse(_ arguments: ParsedArguments) throws -> AliasDeleteOptions {
        let all = try arguments[Flags.all]
        switch (arguments.positionals.first, all) {
        case (let name?, false): return AliasDeleteOptions(name: name)
        case (nil, true): return AliasDeleteOptions(name: nil)
        case (_?, true): throw UsageError("cannot use `--all` with alias name", usage: arguments.usage)
        case (nil, false): throw UsageError("specify an alias to delete or `--all`", usage: arguments.usage)
        }
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    static func run(_ options: AliasDeleteOptions, context: CommandContext) throws {
        let removed = try context.container.makeAliasModel().delete(options.name.map { [$0] })
        for alias in removed {
            AliasCommands.announce("✓", "Deleted alias \(TerminalText.line(alias.key)); was "
                                   + TerminalText.line(alias.value), context: context)
        }
    }
}
