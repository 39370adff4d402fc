/// `gh-lite milestone create TITLE`: flags, parse (validated before any request) and run.
public struct MilestoneCreateOptions: Sendable, Equatable {
    public var repository: RepoRef?
    public var fields: MilestoneFields
    public var offline = false
    public var json: JSONFieldSelection?

    enum Flags {
        static let description = Flag.text("description", short: "d", help: "Description of the milestone")
        static let due = Flag.date("due", help: "Due date of the milestone")
    }

    public static let spec = CommandSpec(
        name: "create",
        summary: "Create a new milestone.",
        usage: "milestone create <title> [flags]",
        flags: [SharedFlags.repository, Flags.description, Flags.due, SharedFlags.offline, MilestoneJSON.flag],
        maxPositionals: 1,
        details: """
            Create an open milestone on GitHub. The due date is a day, YYYY-MM-DD. On a terminal a line says \
            what was created; piped, its URL is printed. With --offline, or when GitHub cannot be reached, it \
            waits in the outbox for `gh-lite sync`. With --json, the new milestone's fields are printed, as \
            `milestone list --json` has them (queued: those known, with "pending": true and "outboxEntry").
            JSON fields: \(MilestoneJSON.fields.joined(separator: ", ")).
            """,
        examples: ["gh-lite milestone create v2.1 --due 2025-09-30 --description \"The autumn release\""])

    public init(fields: MilestoneFields, repository: RepoRef? = nil) {
        self.fields = fields
        self.repository = repository
    }

    public static func parse(_ arguments: ParsedArguments) throws -> MilestoneCreateOptions {
        let title = try MilestoneArgument.required(arguments, "cannot create milestone: title argument required")
        var options = MilestoneCreateOptions(
            fields: MilestoneFields(title: title, description: try arguments[Flags.description],
                                    due: try arguments[Flags.due].map(MilestoneFields.Due.on)),
            repository: try MilestoneArgument.repository(arguments))
        options.offline = try arguments[SharedFlags.offline]
        options.json = try arguments[MilestoneJSON.flag]
        return options
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    static func run(_ options: MilestoneCreateOptions, context: CommandContext) throws {
        let repo = try context.container.resolveRepository(options.repository)
        let model = context.container.makeMilestonesModel(repo: repo)
        var created: Milestone?
        let title = options.fields.title ?? ""
        let queued = try OfflineCatalogWrite.run(offline: options.offline, in: repo, context: context,
                                                 write: { .milestone(milestone: title, change: .create(options.fields)) }) {
            created = try MilestoneFailure.explaining(repo: repo) { try model.create(options.fields) }
        }
        try MilestoneSuccess.announce(created, queued: queued, "created in \(repo)", json: options.json, context: context)
    }
}
