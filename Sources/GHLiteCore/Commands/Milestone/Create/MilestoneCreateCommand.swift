/// Runs `gh-lite milestone create TITLE`.
enum MilestoneCreateCommand {
    static let entry = CommandEntry(MilestoneCreateOptions.spec, parse: MilestoneCreateOptions.parse, run: run)

    static func run(_ options: MilestoneCreateOptions, context: CommandContext) throws {
        let repo = try context.container.resolveRepository(options.repository)
        let model = context.container.makeMilestonesModel(repo: repo)
        let created = try MilestoneFailure.explaining(repo: repo) { try model.create(options.fields) }
        MilestoneSuccess.announce(created, "created in \(repo)", context: context)
    }
}
