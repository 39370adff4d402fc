/// `gh-lite alias list`: flags, parse and run.
public struct AliasListOptions: Sendable, Equatable {
    public static let spec = CommandSpec(
        name: "list",
        aliases: ["ls"],
        summary: "List your aliases.",
        usage: "alias list",
        flags: [],
        maxPositionals: 0,
        details: "This command prints out all of the aliases gh-lite is configured to use.")

    public init() {}

    public static func parse(_ arguments: ParsedArguments) throws -> AliasListOptions { AliasListOptions() }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    /// `name: expansion` lines by name, as YAML (gh's output), so the list can be imported again.
    static func run(_ options: AliasListOptions, context: CommandContext) throws {
        let aliases = try context.container.makeAliasModel().list()
        if aliases.isEmpty { throw CommandError("no aliases configured") }
        var file = ConfigFile()
        file.settings = aliases
        context.io.writeOutput(TerminalText.block(file.text))
    }
}
