/// `gh-lite alias import [FILE | -] [--clobber]`: flags, parse and run.
public struct AliasImportOptions: Sendable, Equatable {
    /// nil or `-`: standard input.
    public var file: String?
    public var clobber = false

    public static let spec = CommandSpec(
        name: "import",
        summary: "Import aliases from a YAML file.",
        usage: "alias import [<filename> | -] [flags]",
        flags: [AliasCommands.clobber],
        maxPositionals: 1,
        details: """
            Import aliases from the contents of a YAML file: a map of alias names to their expansions, as \
            `gh-lite alias list` prints them. Each is checked as `alias set` checks one; an alias that is refused \
            is said on its own line, the others are imported, and the exit code is 1. Without a file, or with \
            "-", the aliases are read from standard input.
            """,
        examples: ["gh-lite alias import aliases.yml", "gh-lite alias list | gh-lite alias import - --clobber"])

    public init(file: String? = nil, clobber: Bool = false) {
        self.file = file
        self.clobber = clobber
    }

    public static func parse(_ arguments: ParsedArguments) throws -> AliasImportOptions {
        AliasImportOptions(file: arguments.positionals.first, clobber: try arguments[AliasCommands.clobber])
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    static func run(_ options: AliasImportOptions, context: CommandContext) throws {
        let model = context.container.makeAliasModel()
        let source: String
        let data: Data
        if let path = options.file, path != "-" {
            source = path
            AliasCommands.announce("-", "Importing aliases from file \"\(TerminalText.line(path))\"", context: context)
            data = try model.readImportFile(path)
        } else {
            source = "standard input"
            AliasCommands.announce("-", "Importing aliases from standard input", context: context)
            data = try context.io.readInput(ConfigFile.maximumBytes)
        }
        let results = try model.importAliases(data, from: source, clobber: options.clobber)
        for result in results {
            let name = TerminalText.line(result.name)
            if let refusal = result.refusal {
                context.io.writeError("\(context.errorStyle.red("X")) Could not import alias \(name): \(refusal)\n")
            } else {
                AliasCommands.announce(result.change == .added ? "✓" : "!",
                                       (result.change == .added ? "Added" : "Changed") + " alias \(name)", context: context)
            }
        }
        let refused = results.filter { $0.refusal != nil }.count
        if refused > 0 { throw CommandError("\(refused) of \(results.count) aliases not imported") }
    }
}
