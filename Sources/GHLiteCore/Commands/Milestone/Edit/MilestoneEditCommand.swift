/// Runs `gh-lite milestone edit N|TITLE`.
enum MilestoneEditCommand {
    static let entry = CommandEntry(MilestoneEditOptions.spec, parse: MilestoneEditOptions.parse, run: run)

    static func run(_ options: MilestoneEditOptions, context: CommandContext) throws {
        let repo = try context.container.resolveRepository(options.repository)
        let model = context.container.makeMilestonesModel(repo: repo)
        let edited = try MilestoneFailure.explaining(repo: repo) { try model.edit(options.milestone, options.fields) }
        MilestoneSuccess.announce(edited, "updated in \(repo)", context: context)
    }
}
