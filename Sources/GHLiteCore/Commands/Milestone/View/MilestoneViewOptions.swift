/// `gh-lite milestone view N|TITLE`: the parsed command line, validated before any request.
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
}
