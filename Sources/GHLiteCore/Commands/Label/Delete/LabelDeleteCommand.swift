/// Runs `gh-lite label delete NAME`: asks on a terminal for the name typed back (as gh does), then deletes.
enum LabelDeleteCommand {
    static let entry = CommandEntry(LabelDeleteOptions.spec, parse: LabelDeleteOptions.parse, run: run)

    static func run(_ options: LabelDeleteOptions, context: CommandContext) throws {
        try TypedConfirmation.requireTerminal(unless: options.confirmed, context: context)
        let repo = try context.container.resolveRepository(options.repository)
        if !options.confirmed { try TypedConfirmation.ask(options.name, context: context) }
        let model = context.container.makeLabelsModel(repo: repo)
        try LabelFailure.explaining(repo: repo) { try model.delete(options.name) }
        SuccessLine.announce("Label \(SuccessLine.quoted(options.name)) deleted from \(repo)", context: context)
    }
}
