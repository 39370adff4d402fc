/// `gh-lite label delete NAME`: flags, parse (validated before any request) and run.
public struct LabelDeleteOptions: Sendable, Equatable {
    public var repository: RepoRef?
    public var name: String
    /// Delete without asking; required when there is no terminal to ask on.
    public var confirmed = false
    public var offline = false
    public var json: JSONFieldSelection?

    public static let spec = CommandSpec(
        name: "delete",
        summary: "Delete a label from a repository.",
        usage: "label delete <name> [flags]",
        flags: [SharedFlags.repository, SharedFlags.confirmDeletion, SharedFlags.offline, LabelJSON.flag],
        maxPositionals: 1,
        details: """
            Delete a label from a repository, and from every issue that has it. On a terminal you are asked to \
            type the label's name first; elsewhere --yes is required. With --offline, or when GitHub cannot be \
            reached, the delete waits in the outbox for `gh-lite sync`. With --json, the label's last fields are \
            read before the delete and printed, as `label list --json` has them (queued: its name, and its colour \
            and description if the local mirror knows it, with "pending": true and "outboxEntry").
            JSON fields: \(LabelJSON.fields.joined(separator: ", ")).
            """,
        examples: ["gh-lite label delete wontfix", "gh-lite label delete \"good first issue\" --yes -R octocat/Hello-World"])

    public init(name: String, repository: RepoRef? = nil) {
        self.name = name
        self.repository = repository
    }

    public static func parse(_ arguments: ParsedArguments) throws -> LabelDeleteOptions {
        let name = try LabelName.required(arguments, "cannot delete label: name argument required")
        var options = LabelDeleteOptions(name: name, repository: try namedRepository(
            argument: nil, flag: arguments[SharedFlags.repository], usage: arguments.usage))
        options.confirmed = try arguments[SharedFlags.confirmDeletion]
        options.offline = try arguments[SharedFlags.offline]
        options.json = try arguments[LabelJSON.flag]
        return options
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    /// Asks on a terminal for the name typed back (as gh does), then deletes.
    static func run(_ options: LabelDeleteOptions, context: CommandContext) throws {
        try TypedConfirmation.requireTerminal(unless: options.confirmed, context: context)
        let repo = try context.container.resolveRepository(options.repository)
        if !options.confirmed { try TypedConfirmation.ask(options.name, context: context) }
        let model = context.container.makeLabelsModel(repo: repo)
        var last: RepositoryLabel?
        let queued = try OfflineCatalogWrite.run(offline: options.offline, in: repo, context: context,
                                                 write: { .label(name: options.name, change: .delete) }) {
            try LabelFailure.explaining(repo: repo) {
                // Its fields can be read only before it goes.
                if options.json != nil { last = try model.read(options.name) }
                try model.delete(options.name)
            }
        }
        if let json = options.json {
            if let queued {
                let mirrored = try? OfflineCatalogWrite.mirroredLabel(options.name, in: repo, context: context)
                try LabelWriteJSON.print(nil, queued: queued, mirrored: mirrored, model: model, repo: repo,
                                         fields: json, context: context)
            } else if let last {
                try CatalogWriteJSON.print({ LabelJSON.value($0, of: last) }, queued: nil, fields: json, context: context)
            }
            return
        }
        if queued != nil { return }
        SuccessLine.announce("Label \(SuccessLine.quoted(options.name)) deleted from \(repo)", context: context)
    }
}
