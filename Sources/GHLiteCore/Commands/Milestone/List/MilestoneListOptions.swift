/// `gh-lite milestone list`: the parsed command line, validated before any request.
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
        static let json = JSONFieldSelection.flag(available: MilestoneJSON.fields)
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
}
