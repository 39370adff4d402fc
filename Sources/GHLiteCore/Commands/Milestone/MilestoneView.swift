/// `gh-lite milestone view N|TITLE`: flags, parse (validated before any request) and run.
public struct MilestoneViewOptions: Sendable, Equatable {
    public var repository: RepoRef?
    /// A number (`3`, `#3`) or a title in any case.
    public var milestone: String
    /// How many of its open issues to show.
    public var limit = 30

    enum Flags {
        static let limit = Flag.integer("limit", short: "L", help: "Maximum number of open issues to show (default 30)")
    }

    public static let spec = CommandSpec(
        name: "view",
        summary: "View a milestone and its open issues.",
        usage: "milestone view {<number> | <title>} [flags]",
        flags: [SharedFlags.repository, Flags.limit],
        maxPositionals: 1,
        details: """
            Display a milestone's title, state, progress, due date and description, then its open issues. \
            Name it by number or by title, open or closed.
            """,
        examples: ["gh-lite milestone view 3", "gh-lite milestone view v1.0 -R octocat/Hello-World"])

    public init(milestone: String, repository: RepoRef? = nil) {
        self.milestone = milestone
        self.repository = repository
    }

    public static func parse(_ arguments: ParsedArguments) throws -> MilestoneViewOptions {
        var options = MilestoneViewOptions(
            milestone: try MilestoneArgument.required(arguments, "cannot view milestone: number or title argument required"),
            repository: try MilestoneArgument.repository(arguments))
        options.limit = try SharedFlags.positiveLimit(arguments, Flags.limit) ?? options.limit
        return options
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

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
