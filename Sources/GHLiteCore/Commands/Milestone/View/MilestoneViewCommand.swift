/// Runs `gh-lite milestone view N|TITLE`.
enum MilestoneViewCommand {
    static let entry = CommandEntry(MilestoneViewOptions.spec, parse: MilestoneViewOptions.parse, run: run)

    static func run(_ options: MilestoneViewOptions, context: CommandContext) throws {
        let repo = try context.container.resolveRepository(options.repository)
        let model = context.container.makeMilestonesModel(repo: repo)
        try context.paging { context in
            let viewed = try MilestoneFailure.explaining(repo: repo) {
                try model.view(options.milestone, issueLimit: options.limit)
            }
            let output = MilestoneViewOutput(isTerminal: context.io.stdoutIsTerminal, width: context.io.terminalWidth,
                                             style: context.outputStyle, now: try context.now())
            context.io.writeOutput(output.render(viewed))
        }
    }
}
