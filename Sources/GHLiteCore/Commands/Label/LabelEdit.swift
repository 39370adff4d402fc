/// `gh-lite label edit NAME`: flags, parse (validated before any request) and run.
public struct LabelEditOptions: Sendable, Equatable {
    public var repository: RepoRef?
    public var name: String
    /// What changes: a new name, colour or description (an empty description clears it).
    public var fields: LabelFields
    public var offline = false
    public var json: JSONFieldSelection?

    enum Flags {
        static let color = Flag.text("color", short: "c", help: "Color of the label")
        static let description = Flag.text("description", short: "d", help: "Description of the label")
        static let name = Flag.text("name", short: "n", help: "New name of the label")
    }

    public static let spec = CommandSpec(
        name: "edit",
        summary: "Edit a label.",
        usage: "label edit <name> [flags]",
        flags: [SharedFlags.repository, Flags.color, Flags.description, Flags.name, SharedFlags.offline,
                LabelJSON.flag],
        maxPositionals: 1,
        details: """
            Update a label on GitHub. A label can be renamed using the --name flag; issues keep it under its new \
            name. The color is 6 hex digits, with or without #; --description "" clears the description. With \
            --offline, or when GitHub cannot be reached, the edit of a label the local mirror knows waits in the \
            outbox for `gh-lite sync`. With --json, the label's fields after the edit are printed, as `label list \
            --json` has them (queued: those known, with "pending": true and "outboxEntry").
            JSON fields: \(LabelJSON.fields.joined(separator: ", ")).
            """,
        examples: ["gh-lite label edit bug --color FF0000",
                   "gh-lite label edit bug --name big-bug --description \"Bigger than normal bug\""])

    public init(name: String, fields: LabelFields, repository: RepoRef? = nil) {
        self.name = name
        self.fields = fields
        self.repository = repository
    }

    public static func parse(_ arguments: ParsedArguments) throws -> LabelEditOptions {
        let name = try LabelName.required(arguments, "cannot update label: name argument required")
        let newName = try arguments[Flags.name]
        if let newName, newName.trimmingWhitespace().isEmpty {
            throw UsageError("a label name cannot be blank", usage: arguments.usage)
        }
        let fields = LabelFields(name: newName,
                                 color: try arguments[Flags.color].map { try LabelColor.parse($0, usage: arguments.usage) },
                                 description: try arguments[Flags.description])
        if fields == LabelFields() {
            throw UsageError("specify at least one of `--color`, `--description`, or `--name`", usage: arguments.usage)
        }
        var options = LabelEditOptions(name: name, fields: fields, repository: try namedRepository(
            argument: nil, flag: arguments[SharedFlags.repository], usage: arguments.usage))
        options.offline = try arguments[SharedFlags.offline]
        options.json = try arguments[LabelJSON.flag]
        return options
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    static func run(_ options: LabelEditOptions, context: CommandContext) throws {
        let repo = try context.container.resolveRepository(options.repository)
        let model = context.container.makeLabelsModel(repo: repo)
        var written: LabelsModel.Written?
        let queued = try OfflineCatalogWrite.run(offline: options.offline, in: repo, context: context, write: {
            guard let base = try OfflineCatalogWrite.mirroredLabel(options.name, in: repo, context: context) else {
                throw OfflineCatalogWrite.notMirrored("label \"\(TerminalText.line(options.name))\"", in: repo)
            }
            return .label(name: options.name, change: .edit(options.fields), base: base)
        }) {
            try LabelFailure.explaining(repo: repo, alreadyExists: {
                "label with name \"\($0)\" already exists; choose another `--name`"
            }) {
                written = try model.edit(options.name, options.fields)
            }
        }
        if let json = options.json {
            try LabelWriteJSON.print(written, queued: queued, model: model, repo: repo, fields: json, context: context)
            return
        }
        if queued != nil { return }
        SuccessLine.announce("Label \(SuccessLine.quoted(options.name)) updated in \(repo)", context: context)
    }
}
