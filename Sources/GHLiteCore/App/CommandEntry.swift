/// A command that runs: its spec, how its parsed words become its options, and what runs them.
struct CommandEntry: Sendable {
    var spec: CommandSpec
    private let make: @Sendable (ParsedArguments) throws -> @Sendable (CommandContext) throws -> Void

    init<Options: Sendable>(_ spec: CommandSpec, parse: @escaping @Sendable (ParsedArguments) throws -> Options,
                            run: @escaping @Sendable (Options, CommandContext) throws -> Void) {
        self.spec = spec
        make = { arguments in
            let options = try parse(arguments)
            return { context in try run(options, context) }
        }
    }

    /// The command's own words, after its name; `variables`: those set by global flags before it.
    func parse(_ words: [String], variables: [String: String]) throws -> ParsedCommand {
        let arguments = try ArgumentParser(spec: spec).parse(words)
        if arguments.isGiven(GlobalFlags.help) { return .help(spec.helpText) }
        let body = try make(arguments)
        return .run(.init(variables: variables.merging(arguments.variables(declaredIn: spec.flags)) { $1 }, body: body))
    }
}
