/// `gh-lite milestone delete N|TITLE`: flags, parse (validated before any request) and run.
public struct MilestoneDeleteOptions: Sendable, Equatable {
    public var repository: RepoRef?
    public var milestone: String
    /// Delete without asking; required when there is no terminal to ask on.
    public var confirmed = false
    public var offline = false
    public var json: JSONFieldSelection?

    public static let spec = CommandSpec(
        name: "delete",
        summary: "Delete a milestone from a repository.",
        usage: "milestone delete {<number> | <title>} [flags]",
        flags: [SharedFlags.repository, SharedFlags.confirmDeletion, SharedFlags.offline, MilestoneJSON.flag],
        maxPositionals: 1,
        details: """
            Delete a milestone; its issues stay, without a milestone. On a terminal you are asked to type the \
            milestone's title first (offline, the title or number as given); elsewhere --yes is required. With \
            --offline, or when GitHub cannot be reached, the delete waits in the outbox for `gh-lite sync`. With \
            --json, the deleted milestone's last fields are printed, as `milestone list --json` has them (queued: \
            its number and title if the local mirror knows it, with "pending": true and "outboxEntry").
            JSON fields: \(MilestoneJSON.fields.joined(separator: ", ")).
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
        options.offline = try arguments[SharedFlags.offline]
        options.json = try arguments[MilestoneJSON.flag]
        return options
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    /// Finds the milestone, asks on a terminal for its title typed back, then deletes.
    static func run(_ options: MilestoneDeleteOptions, context: CommandContext) throws {
        try TypedConfirmation.requireTerminal(unless: options.confirmed, context: context)
        let repo = try context.container.resolveRepository(options.repository)
        let model = context.container.makeMilestonesModel(repo: repo)
        var found: Milestone?
        let queued = try OfflineCatalogWrite.run(offline: options.offline, in: repo, context: context, write: {
            if !options.confirmed { try TypedConfirmation.ask(options.milestone, context: context) }
            return .milestone(milestone: options.milestone, change: .delete)
        }) {
            found = try MilestoneFailure.explaining(repo: repo) { try model.find(options.milestone) }
        }
        if let queued, let json = options.json {
            let mirrored = try? OfflineCatalogWrite.mirroredMilestone(options.milestone, in: repo, context: context)
            try MilestoneSuccess.printJSON(nil, queued: queued, mirrored: mirrored, fields: json, context: context)
        }
        guard queued == nil, let milestone = found else { return }
        if !options.confirmed { try TypedConfirmation.ask(milestone.title, context: context) }
        try model.delete(milestone)
        if let json = options.json {
            try MilestoneSuccess.printJSON(milestone, queued: nil, fields: json, context: context)
            return
        }
        SuccessLine.announce("Milestone \(SuccessLine.quoted(milestone.title)) (#\(milestone.number)) deleted from \(repo)",
                             context: context)
    }
}
