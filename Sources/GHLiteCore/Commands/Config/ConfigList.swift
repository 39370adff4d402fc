/// `gh-lite config list [-h HOST]`: flags, parse and run.
public struct ConfigListOptions: Sendable, Equatable {
    public var host: String?

    public static let spec = CommandSpec(
        name: "list",
        aliases: ["ls"],
        summary: "Print a list of configuration keys and values.",
        usage: "config list [flags]",
        flags: [ConfigCommands.host],
        maxPositionals: 0,
        examples: ["gh-lite config list", "gh-lite config list -h ghe.example.com"])

    public init(host: String? = nil) { self.host = host }

    public static func parse(_ arguments: ParsedArguments) throws -> ConfigListOptions {
        ConfigListOptions(host: try arguments[ConfigCommands.host])
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    /// `key=value` lines, as gh prints them.
    static func run(_ options: ConfigListOptions, context: CommandContext) throws {
        let entries = try context.container.makeConfigModel().list(host: options.host)
        context.io.writeOutput(entries.map { "\($0.key)=\(TerminalText.line($0.value))\n" }.joined())
    }
}
