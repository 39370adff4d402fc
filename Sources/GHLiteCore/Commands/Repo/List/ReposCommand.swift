/// Runs `gh-lite repo list` (and `repos`): lists through `ReposModel`, prints through `ReposOutput`.
enum ReposCommand {
    static let entry = CommandEntry(ReposOptions.spec, parse: ReposOptions.parse, run: run)
    static let shorthand = CommandEntry(ReposOptions.shorthandSpec, parse: ReposOptions.parse, run: run)

    static func run(_ options: ReposOptions, context: CommandContext) throws {
        try context.paging { try list(options, context: $0) }
    }

    private static func list(_ options: ReposOptions, context: CommandContext) throws {
        let model = context.container.makeReposModel(owner: options.owner)
        let listing: ReposModel.Listing
        do {
            listing = try model.list(limit: options.limit, filter: options.filter)
        } catch let error as GitHubAPIError where error.status == 404 && options.owner != nil {
            throw CommandError("the owner handle \"\(options.owner!)\" was not recognized as either a GitHub user or an organization")
        }
        let output = ReposOutput(isTerminal: context.io.stdoutIsTerminal, width: context.io.terminalWidth,
                                 style: context.outputStyle, now: try context.now())
        if let fields = options.json {
            context.io.writeOutput(try output.json(listing, fields: fields))
            return
        }
        guard !listing.repositories.isEmpty else {
            // Like gh, said to people only: a script sees empty output and exit 0.
            if context.io.stdoutIsTerminal {
                context.io.writeError(ReposOutput.emptyMessage(owner: options.owner, filtered: options.filter.isActive) + "\n")
            }
            return
        }
        // Every list holds only the owner's repositories: the header spells the login as GitHub does (as gh), not as typed.
        let owner = listing.repositories[0].ownerLogin
        context.io.writeOutput(output.table(listing, owner: owner, filtered: options.filter.isActive))
    }
}
