/// `gh-lite milestone list`: flags, parse (validated before any request) and run, printing through `MilestoneListOutput`.
public struct MilestoneListOptions: Sendable, Equatable {
    /// nil: GH_REPO or the git remotes decide.
    public var repository: RepoRef?
    public var state: MilestonesQuery.State = .open
    public var sort: MilestonesModel.Sort = .dueOn
    public var limit = 30
    public var json: JSONFieldSelection?

    enum Flags {
        static let state = Flag<MilestonesQuery.State?>.choice("state", short: "s",
                                                               help: "Filter by state (default open)")
        static let sort = Flag<MilestonesModel.Sort?>.choice("sort", help: "Sort milestones (default due_on)")
        static let limit = SharedFlags.limit("milestones")
        static let json = MilestoneJSON.flag
    }

    public static let spec = CommandSpec(
        name: "list",
        aliases: ["ls"],
        summary: "List milestones in a repository.",
        usage: "milestone list [flags]",
        flags: [SharedFlags.repository, Flags.state, Flags.sort, Flags.limit, Flags.json],
        maxPositionals: 0,
        details: """
            Display a repository's milestones with their progress and due dates: soonest due first (those \
            without a due date last), most complete first with --sort completeness, or by title. On a terminal \
            due dates are relative; piped, each milestone is a tab-separated row: number, title, state, open \
            issues, closed issues, due date (YYYY-MM-DD or empty).
            JSON fields: \(MilestoneJSON.fields.joined(separator: ", ")).
            """,
        examples: ["gh-lite milestone list", "gh-lite milestone list --state all --sort completeness",
                   "gh-lite milestone list --json number,title,progress -R octocat/Hello-World"])

    public init(repository: RepoRef? = nil) {
        self.repository = repository
    }

    public static func parse(_ arguments: ParsedArguments) throws -> MilestoneListOptions {
        var options = MilestoneListOptions(repository: try MilestoneArgument.repository(arguments))
        options.state = try arguments[Flags.state] ?? options.state
        options.sort = try arguments[Flags.sort] ?? options.sort
        options.limit = try SharedFlags.positiveLimit(arguments, Flags.limit) ?? options.limit
        options.json = try arguments[Flags.json]
        return options
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    static func run(_ options: MilestoneListOptions, context: CommandContext) throws {
        let repo = try context.container.resolveRepository(options.repository)
        let model = context.container.makeMilestonesModel(repo: repo)
        try context.paging { context in
            let milestones = try model.list(state: options.state, sort: options.sort, limit: options.limit)
            let output = MilestoneListOutput(isTerminal: context.io.stdoutIsTerminal, width: context.io.terminalWidth,
                                             style: context.outputStyle, now: try context.now())
            if let fields = options.json {
                context.io.writeOutput(try output.json(milestones, fields: fields, to: context.exportDestination))
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
