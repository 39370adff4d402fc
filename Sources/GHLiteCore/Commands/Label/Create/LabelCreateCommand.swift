/// Runs `gh-lite label create NAME`.
enum LabelCreateCommand {
    static let entry = CommandEntry(LabelCreateOptions.spec, parse: LabelCreateOptions.parse, run: run)

    static func run(_ options: LabelCreateOptions, context: CommandContext) throws {
        let repo = try context.container.resolveRepository(options.repository)
        let model = context.container.makeLabelsModel(repo: repo)
        try LabelFailure.explaining(repo: repo, alreadyExists: {
            "label with name \"\($0)\" already exists; use `--force` to update its color and description"
        }) {
            try model.create(name: options.name, color: options.color, description: options.description,
                             force: options.force)
        }
        SuccessLine.announce("Label \(SuccessLine.quoted(options.name)) created in \(repo)", context: context)
    }
}
