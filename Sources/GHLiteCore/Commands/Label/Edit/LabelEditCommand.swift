/// Runs `gh-lite label edit NAME`.
enum LabelEditCommand {
    static let entry = CommandEntry(LabelEditOptions.spec, parse: LabelEditOptions.parse, run: run)

    static func run(_ options: LabelEditOptions, context: CommandContext) throws {
        let repo = try context.container.resolveRepository(options.repository)
        let model = context.container.makeLabelsModel(repo: repo)
        try LabelFailure.explaining(repo: repo, alreadyExists: {
            "label with name \"\($0)\" already exists; choose another `--name`"
        }) {
            try model.edit(options.name, options.fields)
        }
        SuccessLine.announce("Label \(SuccessLine.quoted(options.name)) updated in \(repo)", context: context)
    }
}
