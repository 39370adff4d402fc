/// `gh-lite milestone close|reopen N|TITLE`: flags, parse (validated before any request) and run, one PATCH of its state.
public struct MilestoneCloseOptions: Sendable, Equatable {
    public var repository: RepoRef?
    public var milestone: String
    /// `closed` for close, `open` for reopen.
    public var state: String
    public var offline = false
    public var json: JSONFieldSelection?

    static func spec(_ verb: String) -> CommandSpec {
        CommandSpec(
            name: verb,
            summary: verb == "close" ? "Close a milestone." : "Reopen a closed milestone.",
            usage: "milestone \(verb) {<number> | <title>} [flags]",
            flags: [SharedFlags.repository, SharedFlags.offline, MilestoneJSON.flag],
            maxPositionals: 1,
            details: (verb == "close"
                ? "Close a milestone; its issues stay in it, open or closed. Name it by number or title."
                : "Reopen a closed milestone. Name it by number or title.")
                + " With --offline, or when GitHub cannot be reached, it waits in the outbox for `gh-lite sync`."
                + " With --json, the milestone's fields after it are printed, as `milestone list --json` has them"
                + " (queued: those known, with \"pending\": true and \"outboxEntry\").\n"
                + "JSON fields: \(MilestoneJSON.fields.joined(separator: ", ")).",
            examples: ["gh-lite milestone \(verb) v1.0", "gh-lite milestone \(verb) 3 -R octocat/Hello-World"])
    }

    public init(milestone: String, state: String, repository: RepoRef? = nil) {
        self.milestone = milestone
        self.state = state
        self.repository = repository
    }

    static func parser(state: String, verb: String) -> @Sendable (ParsedArguments) throws -> MilestoneCloseOptions {
        { arguments in
            var options = MilestoneCloseOptions(
                milestone: try MilestoneArgument.required(arguments, "cannot \(verb) milestone: number or title argument required"),
                state: state, repository: try MilestoneArgument.repository(arguments))
            options.offline = try arguments[SharedFlags.offline]
            options.json = try arguments[MilestoneJSON.flag]
            return options
        }
    }

    static let close = CommandEntry(spec("close"), parse: parser(state: "closed", verb: "close"), run: run)
    static let reopen = CommandEntry(spec("reopen"), parse: parser(state: "open", verb: "reopen"), run: run)

    static func run(_ options: MilestoneCloseOptions, context: CommandContext) throws {
        let repo = try context.container.resolveRepository(options.repository)
        let model = context.container.makeMilestonesModel(repo: repo)
        let fields = MilestoneFields(state: options.state)
        var changed: Milestone?
        let queued = try MilestoneArgument.queueing(options.milestone, fields, offline: options.offline,
                                                    in: repo, context: context) {
            changed = try MilestoneFailure.explaining(repo: repo) { try model.edit(options.milestone, fields) }
        }
        try MilestoneSuccess.announce(changed, queued: queued,
                                      "\(options.state == "closed" ? "closed" : "reopened") in \(repo)",
                                      json: options.json, context: context)
    }
}
