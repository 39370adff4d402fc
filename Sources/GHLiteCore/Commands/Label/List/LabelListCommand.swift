/// Runs `gh-lite label list`: lists through `LabelsModel`, prints through `LabelListOutput`.
enum LabelListCommand {
    static let entry = CommandEntry(LabelListOptions.spec, parse: LabelListOptions.parse, run: run)

    static func run(_ options: LabelListOptions, context: CommandContext) throws {
        let repo = try context.container.resolveRepository(options.repository)
        let model = context.container.makeLabelsModel(repo: repo)
        if options.web {
            IssueWeb.announce(try model.openList(), context: context)
            return
        }
        try context.paging { context in
            let listing = try model.list(limit: options.limit, query: options.query)
            let output = LabelListOutput(isTerminal: context.io.stdoutIsTerminal, width: context.io.terminalWidth,
                                         style: context.outputStyle)
            if let fields = options.json {
                context.io.writeOutput(try output.json(listing, fields: fields))
            } else if listing.labels.isEmpty {
                // Like gh, said to people only: a script sees empty output and exit 0.
                if context.io.stdoutIsTerminal {
                    context.io.writeError(LabelListOutput.emptyMessage(repo: repo, searched: options.query.search != nil) + "\n")
                }
            } else {
                context.io.writeOutput(output.table(listing, repo: repo))
            }
        }
    }
}
