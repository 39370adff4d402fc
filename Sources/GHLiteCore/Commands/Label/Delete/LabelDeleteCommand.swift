/// Runs `gh-lite label delete NAME`: asks on a terminal for the name typed back (as gh does), then deletes.
enum LabelDeleteCommand {
    static let entry = CommandEntry(LabelDeleteOptions.spec, parse: LabelDeleteOptions.parse, run: run)

    static func run(_ options: LabelDeleteOptions, context: CommandContext) throws {
        if !options.confirmed {
            guard context.io.stdinIsTerminal && context.io.stdoutIsTerminal else {
                throw CommandError("--yes required when not running interactively")
            }
        }
        let repo = try context.container.resolveRepository(options.repository)
        if !options.confirmed { try confirm(options.name, context: context) }
        let model = context.container.makeLabelsModel(repo: repo)
        try LabelFailure.explaining(repo: repo) { try model.delete(options.name) }
        LabelSuccess.announce("Label \(LabelSuccess.quoted(options.name)) deleted from \(repo)", context: context)
    }

    /// gh's question, asked again until the name comes back (in any case); the end of input cancels.
    private static func confirm(_ name: String, context: CommandContext) throws {
        let prompter = Prompter(io: context.io, style: context.errorStyle)
        let shown = TerminalText.line(name)
        while true {
            let typed = try prompter.input("Type \(shown) to confirm deletion:")
            if typed.lowercased() == name.lowercased() { return }
            prompter.invalid("You entered \(TerminalText.line(typed))")
        }
    }
}
