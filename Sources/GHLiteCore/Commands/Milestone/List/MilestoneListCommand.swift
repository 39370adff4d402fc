/// Runs `gh-lite milestone list`: lists through `MilestonesModel`, prints through `MilestoneListOutput`.
enum MilestoneListCommand {
    static let entry = CommandEntry(MilestoneListOptions.spec, parse: MilestoneListOptions.parse, run: run)

    static func run(_ options: MilestoneListOptions, context: CommandContext) throws {
        let repo = try context.container.resolveRepository(options.repository)
        let model = context.container.makeMilestonesModel(repo: repo)
        try context.paging { context in
            let milestones = try model.list(state: options.state, sort: options.sort, limit: options.limit)
            let output = MilestoneListOutput(isTerminal: context.io.stdoutIsTerminal, width: context.io.terminalWidth,
                                             style: context.outputStyle, now: try context.now())
            if let fields = options.json {
                context.io.writeOutput(try output.json(milestones, fields: fields))
            } else if milestones.isEmpty {
                // As for labels: said to people only; a script sees empty output and exit 0.
                if context.io.stdoutIsTerminal {
                    let kind = options.state == .all ? "" : "\(options.state.rawValue) "
                    context.io.writeError("no \(kind)milestones found in \(repo)\n")
                }
            } else {
                context.io.writeOutput(output.table(milestones, state: options.state, repo: repo))
            }
        }
    }
}
