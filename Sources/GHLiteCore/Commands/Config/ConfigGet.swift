/// `gh-lite config get KEY [-h HOST]`: flags, parse and run.
public struct ConfigGetOptions: Sendable, Equatable {
    public var key: String
    public var host: String?

    public static let spec = CommandSpec(
        name: "get",
        summary: "Print the value of a given configuration key.",
        usage: "config get <key> [flags]",
        flags: [ConfigCommands.host],
        maxPositionals: 1,
        examples: ["gh-lite config get git_protocol"])

    public init(key: String, host: String? = nil) {
        self.key = key
        self.host = host
    }

    public static func parse(_ arguments: ParsedArguments) throws -> ConfigGetOptions {
        guard let key = arguments.positionals.first else {
            throw UsageError("accepts 1 arg(s), received 0", usage: arguments.usage)
        }
        return ConfigGetOptions(key: key, host: try arguments[ConfigCommands.host])
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    /// An empty value prints nothing, as gh.
    static func run(_ options: ConfigGetOptions, context: CommandContext) throws {
        let value = try context.container.makeConfigModel().get(options.key, host: options.host)
        if !value.isEmpty { context.io.writeOutput(TerminalText.line(value) + "\n") }
    }
}
