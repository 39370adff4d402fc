/// Runs `gh-lite label clone SOURCE_REPO`: lists the source's labels and creates them in the destination.
enum LabelCloneCommand {
    static let entry = CommandEntry(LabelCloneOptions.spec, parse: LabelCloneOptions.parse, run: run)

    static func run(_ options: LabelCloneOptions, context: CommandContext) throws {
        let destination = try context.container.resolveRepository(options.repository)
        let model = context.container.makeLabelsModel(repo: destination)
        let summary = try LabelFailure.explaining(repo: destination) {
            try model.clone(from: context.container.makeLabelsModel(repo: options.source), force: options.force)
        }
        let cloned = "\(summary.cloned) label\(summary.cloned == 1 ? "" : "s")"
        let route = "from \(options.source) to \(destination)"
        if summary.cloned == summary.total {
            SuccessLine.announce("Cloned \(cloned) \(route)", context: context)
        } else {
            SuccessLine.announce("Cloned \(cloned) of \(summary.total) \(route)", context: context, icon: "!")
        }
    }
}
