/// `gh-lite milestone edit N|TITLE`: flags, parse (validated before any request) and run.
public struct MilestoneEditOptions: Sendable, Equatable {
    public var repository: RepoRef?
    public var milestone: String
    /// What changes: the title, description (an empty one clears it) or due date (`--no-due` removes it).
    public var fields: MilestoneFields
    public var offline = false
    public var json: JSONFieldSelection?

    enum Flags {
        static let title = Flag.text("title", short: "t", help: "New title of the milestone")
        static let description = Flag.text("description", short: "d", help: "Description of the milestone")
        static let due = Flag.date("due", help: "Due date of the milestone")
        static let noDue = Flag.switch("no-due", help: "Remove the due date")
    }

    public static let spec = CommandSpec(
        name: "edit",
        summary: "Edit a milestone.",
        usage: "milestone edit {<number> | <title>} [flags]",
        flags: [SharedFlags.repository, Flags.title, Flags.description, Flags.due, Flags.noDue, SharedFlags.offline,
                MilestoneJSON.flag],
        maxPositionals: 1,
        details: """
            Change a milestone's title, description or due date; its issues stay in it. --description "" \
            clears the description and --no-due the due date. With --offline, or when GitHub cannot be reached, \
            the edit of a milestone the local mirror knows waits in the outbox for `gh-lite sync`. With --json, \
            the milestone's fields after the edit are printed, as `milestone list --json` has them (queued: those \
            known, with "pending": true and "outboxEntry").
            JSON fields: \(MilestoneJSON.fields.joined(separator: ", ")).
            """,
        examples: ["gh-lite milestone edit v2.1 --due 2025-10-15", "gh-lite milestone edit 4 --title v2.2 --no-due"])

    public init(milestone: String, fields: MilestoneFields, repository: RepoRef? = nil) {
        self.milestone = milestone
        self.fields = fields
        self.repository = repository
    }

    public static func parse(_ arguments: ParsedArguments) throws -> MilestoneEditOptions {
        let milestone = try MilestoneArgument.required(arguments, "cannot edit milestone: number or title argument required")
        let title = try arguments[Flags.title]
        if let title, title.trimmingWhitespace().isEmpty {
            throw UsageError("a milestone title cannot be blank", usage: arguments.usage)
        }
        let due = try arguments[Flags.due], noDue = try arguments[Flags.noDue]
        if due != nil && noDue {
            throw UsageError("specify only one of `--due` or `--no-due`", usage: arguments.usage)
        }
        let fields = MilestoneFields(title: title, description: try arguments[Flags.description],
                                     due: noDue ? MilestoneFields.Due.none : due.map(MilestoneFields.Due.on))
        if fields == MilestoneFields() {
            throw UsageError("specify at least one of `--title`, `--description`, `--due` or `--no-due`",
                             usage: arguments.usage)
        }
        var options = MilestoneEditOptions(milestone: milestone, fields: fields,
                                           repository: try MilestoneArgument.repository(arguments))
        options.offline = try arguments[SharedFlags.offline]
        options.json = try arguments[MilestoneJSON.flag]
        return options
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    static func run(_ options: MilestoneEditOptions, context: CommandContext) throws {
        let repo = try context.container.resolveRepository(options.repository)
        let model = context.container.makeMilestonesModel(repo: repo)
        var edited: Milestone?
        let queued = try MilestoneArgument.queueing(options.milestone, options.fields, offline: options.offline,
                                                    in: repo, context: context) {
            edited = try MilestoneFailure.explaining(repo: repo) { try model.edit(options.milestone, options.fields) }
        }
        try MilestoneSuccess.announce(edited, queued: queued, "updated in \(repo)", json: options.json, context: context)
    }
}
