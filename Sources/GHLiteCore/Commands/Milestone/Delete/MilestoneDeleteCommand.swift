/// Runs `gh-lite milestone delete N|TITLE`: finds it, asks on a terminal for its title typed back, then deletes.
enum MilestoneDeleteCommand {
    static let entry = CommandEntry(MilestoneDeleteOptions.spec, parse: MilestoneDeleteOptions.parse, run: run)

    static func run(_ options: MilestoneDeleteOptions, context: CommandContext) throws {
        try TypedConfirmation.requireTerminal(unless: options.confirmed, context: context)
        let repo = try context.container.resolveRepository(options.repository)
        let model = context.container.makeMilestonesModel(repo: repo)
        let milestone = try MilestoneFailure.explaining(repo: repo) { try model.find(options.milestone) }
        if !options.confirmed { try TypedConfirmation.ask(milestone.title, context: context) }
        try model.delete(milestone)
        SuccessLine.announce("Milestone \(SuccessLine.quoted(milestone.title)) (#\(milestone.number)) deleted from \(repo)",
                             context: context)
    }
}
