/// `gh-lite alias set NAME EXPANSION [--shell] [--clobber]`: flags, parse and run.
public struct AliasSetOptions: Sendable, Equatable {
    public var name: String
    public var expansion: String
    public var shell = false
    public var clobber = false

    enum Flags {
        static let shell = Flag.switch("shell", short: "s", help: "Declare an alias to be passed through a shell interpreter")
    }

    public static let spec = CommandSpec(
        name: "set",
        summary: "Create a shortcut for a gh-lite command.",
        usage: "alias set <alias> <expansion> [flags]",
        flags: [Flags.shell, AliasCommands.clobber],
        maxPositionals: 2,
        details: """
            Define a word that will expand to a full gh-lite command when invoked.

            The expansion may specify additional arguments and flags. If the expansion includes positional \
            placeholders such as "$1", extra arguments that follow the alias will be inserted appropriately, each \
            as one word as typed; arguments left over once every placeholder is filled are appended.

            If --shell is specified, the alias will be run through a shell interpreter (sh). This allows you to \
            compose commands with "|" or redirect with ">". Quotes must always be used when defining a command \
            as in the examples. An expansion starting with "!" is a shell alias too.

            An expansion of "-" is read from standard input, so it needs no quoting for the shell.

            A name that is a gh-lite command is refused, and so is an expansion that does not start with one \
            (or with another alias) unless it is a shell alias.
            """,
        examples: ["gh-lite alias set bugs 'issue list --label bug'", "gh-lite bugs",
                   "gh-lite alias set homework 'issue list --assignee @me'",
                   "gh-lite alias set epicsBy 'issue list --author=\"$1\" --label=\"epic\"'", "gh-lite epicsBy vilmibm",
                   "gh-lite alias set --shell igrep 'gh-lite issue list --label=\"$1\" | grep \"$2\"'",
                   "gh-lite igrep epic foo"])

    public init(name: String, expansion: String, shell: Bool = false, clobber: Bool = false) {
        self.name = name
        self.expansion = expansion
        self.shell = shell
        self.clobber = clobber
    }

    public static func parse(_ arguments: ParsedArguments) throws -> AliasSetOptions {
        guard arguments.positionals.count == 2 else {
            throw UsageError("accepts 2 arg(s), received \(arguments.positionals.count)", usage: arguments.usage)
        }
        return AliasSetOptions(name: arguments.positionals[0], expansion: arguments.positionals[1],
                               shell: try arguments[Flags.shell], clobber: try arguments[AliasCommands.clobber])
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    static func run(_ options: AliasSetOptions, context: CommandContext) throws {
        var options = options
        if options.expansion == "-" {
            let input = try context.io.readInput(ConfigFile.maximumBytes)
            guard input.count <= ConfigFile.maximumBytes else {
                throw CommandError("the expansion on standard input is over 1 MB: an alias is one command line")
            }
            options.expansion = String(decoding: input, as: UTF8.self).trimmingWhitespace()
        }
        let name = TerminalText.line(options.name)
        AliasCommands.announce("-", "Creating alias for \(name): \(TerminalText.line(options.expansion))", context: context)
        switch try context.container.makeAliasModel().set(options.name, to: options.expansion, shell: options.shell,
                                                          clobber: options.clobber) {
        case .added: AliasCommands.announce("✓", "Added alias \(name)", context: context)
        case .changed: AliasCommands.announce("!", "Changed alias \(name)", context: context)
        }
    }
}
