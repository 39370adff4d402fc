/// `gh-lite milestone delete N|TITLE`: the parsed command line, validated before any request.
public struct MilestoneDeleteOptions: Sendable, Equatable {
    public var repository: RepoRef?
    public var milestone: String
    /// Delete without asking; required when there is no terminal to ask on.
    public var confirmed = false

    public static let spec = CommandSpec(
        name: "delete",
        summary: "Delete a milestone from a repository.",
        usage: "milestone delete {<number> | <title>} [flags]",
        flags: [SharedFlags.repository, SharedFlags.confirmDeletion],
        maxPositionals: 1,
        details: """
            Delete a milestone; its issues stay, without a milestone. On a terminal you are asked to type the \
            milestone's title first; elsewhere --yes is required.
            """,
        examples: ["gh-lite milestone delete v0.9", "gh-lite milestone delete 3 --yes -R octocat/Hello-World"])

    public init(milestone: String, repository: RepoRef? = nil) {
        self.milestone = milestone
        self.repository = repository
    }

    public static func parse(_ arguments: ParsedArguments) throws -> MilestoneDeleteOptions {
        var options = MilestoneDeleteOptions(
            milestone: try MilestoneArgument.required(arguments, "cannot delete milestone: number or title argument required"),
            repository: try MilestoneArgument.repository(arguments))
        options.confirmed = try arguments[SharedFlags.confirmDeletion]
        return options
    }
}
