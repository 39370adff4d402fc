/// Runs `gh-lite milestone close N|TITLE` and `milestone reopen N|TITLE`: one PATCH of its state.
enum MilestoneCloseCommand {
    static let close = CommandEntry(MilestoneCloseOptions.spec("close"),
                                    parse: MilestoneCloseOptions.parser(state: "closed", verb: "close"), run: run)
    static let reopen = CommandEntry(MilestoneCloseOptions.spec("reopen"),
                                     parse: MilestoneCloseOptions.parser(state: "open", verb: "reopen"), run: run)

    static func run(_ options: MilestoneCloseOptions, context: CommandContext) throws {
        let repo = try context.container.resolveRepository(options.repository)
        let model = context.container.makeMilestonesModel(repo: repo)
        let changed = try MilestoneFailure.explaining(repo: repo) {
            try model.edit(options.milestone, MilestoneFields(state: options.state))
        }
        MilestoneSuccess.announce(changed, "\(options.state == "closed" ? "closed" : "reopened") in \(repo)",
                                  context: context)
    }
}
