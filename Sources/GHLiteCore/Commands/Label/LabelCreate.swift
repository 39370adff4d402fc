/// `gh-lite label create NAME`: flags, parse (validated before any request) and run.
public struct LabelCreateOptions: Sendable, Equatable {
    public var repository: RepoRef?
    public var name: String
    /// Six hex digits; nil: a random one (or, with `force` on an existing label, the one it has).
    public var color: String?
    public var description: String?
    public var force = false
    public var offline = false
    public var json: JSONFieldSelection?

    enum Flags {
        static let color = Flag.text("color", short: "c", help: "Color of the label")
        static let description = Flag.text("description", short: "d", help: "Description of the label")
        static let force = Flag.switch("force", short: "f",
                                       help: "Update the label color and description if label already exists")
    }

    public static let spec = CommandSpec(
        name: "create",
        summary: "Create a new label.",
        usage: "label create <name> [flags]",
        flags: [SharedFlags.repository, Flags.color, Flags.description, Flags.force, SharedFlags.offline,
                LabelJSON.flag],
        maxPositionals: 1,
        details: """
            Create a new label on GitHub, or update an existing one with --force. The description and color are \
            optional; without a color a random one is chosen. The color is 6 hex digits, with or without #. \
            With --offline, or when GitHub cannot be reached, it waits in the outbox for `gh-lite sync`. With \
            --json, the label's fields are printed, as `label list --json` has them (queued: those known, with \
            "pending": true and "outboxEntry").
            JSON fields: \(LabelJSON.fields.joined(separator: ", ")).
            """,
        examples: ["gh-lite label create bug --description \"Something isn't working\" --color E99695"])

    public init(name: String, repository: RepoRef? = nil) {
        self.name = name
        self.repository = repository
    }

    public static func parse(_ arguments: ParsedArguments) throws -> LabelCreateOptions {
        let name = try LabelName.required(arguments, "cannot create label: name argument required")
        var options = LabelCreateOptions(name: name, repository: try namedRepository(
            argument: nil, flag: arguments[SharedFlags.repository], usage: arguments.usage))
        options.color = try arguments[Flags.color].map { try LabelColor.parse($0, usage: arguments.usage) }
        options.description = try arguments[Flags.description]
        options.force = try arguments[Flags.force]
        options.offline = try arguments[SharedFlags.offline]
        options.json = try arguments[LabelJSON.flag]
        return options
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    static func run(_ options: LabelCreateOptions, context: CommandContext) throws {
        let repo = try context.container.resolveRepository(options.repository)
        let model = context.container.makeLabelsModel(repo: repo)
        var written: LabelsModel.Written?
        let queued = try OfflineCatalogWrite.run(offline: options.offline, in: repo, context: context, write: {
            .label(name: options.name,
                   change: .create(color: options.color ?? model.environment.randomColor(),
                                   description: options.description, force: options.force),
                   base: options.force ? try OfflineCatalogWrite.mirroredLabel(options.name, in: repo, context: context) : nil)
        }) {
            try LabelFailure.explaining(repo: repo, alreadyExists: {
                "label with name \"\($0)\" already exists; use `--force` to update its color and description"
            }) {
                written = try model.create(name: options.name, color: options.color, description: options.description,
                                           force: options.force)
            }
        }
        if let json = options.json {
            try LabelWriteJSON.print(written, queued: queued, model: model, repo: repo, fields: json, context: context)
            return
        }
        if queued != nil { return }
        SuccessLine.announce("Label \(SuccessLine.quoted(options.name)) created in \(repo)", context: context)
    }
}
