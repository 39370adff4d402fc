/// `gh-lite config set KEY VALUE [-h HOST]`: flags, parse and run.
public struct ConfigSetOptions: Sendable, Equatable {
    public var key: String
    public var value: String
    public var host: String?

    public static let spec = CommandSpec(
        name: "set",
        summary: "Update configuration with a value for the given key.",
        usage: "config set <key> <value> [flags]",
        flags: [ConfigCommands.setHost],
        maxPositionals: 2,
        examples: ["gh-lite config set editor vim", "gh-lite config set editor \"code --wait\"",
                   "gh-lite config set git_protocol ssh --host github.com", "gh-lite config set prompt disabled"])

    public init(key: String, value: String, host: String? = nil) {
        self.key = key
        self.value = value
        self.host = host
    }

    public static func parse(_ arguments: ParsedArguments) throws -> ConfigSetOptions {
        guard arguments.positionals.count == 2 else {
            throw UsageError("accepts 2 arg(s), received \(arguments.positionals.count)", usage: arguments.usage)
        }
        return ConfigSetOptions(key: arguments.positionals[0], value: arguments.positionals[1],
                                host: try arguments[ConfigCommands.setHost])
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    static func run(_ options: ConfigSetOptions, context: CommandContext) throws {
        let known = try context.container.makeConfigModel().set(options.key, to: options.value, host: options.host)
        if !known {
            context.io.writeError("\(context.errorStyle.yellow("!")) warning: '\(TerminalText.line(options.key))' "
                                  + "is not a known configuration key\n")
        }
    }
}
