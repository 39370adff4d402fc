/// `gh-lite label clone SOURCE_REPO`: flags, parse (validated before any request) and run.
public struct LabelCloneOptions: Sendable, Equatable {
    /// The destination; nil: GH_REPO or the git remotes decide.
    public var repository: RepoRef?
    public var source: RepoRef
    public var force = false
    public var json: JSONFieldSelection?

    enum Flags {
        static let force = Flag.switch("force", short: "f", help: "Overwrite labels in the destination repository")
    }

    public static let spec = CommandSpec(
        name: "clone",
        summary: "Clones labels from one repository to another.",
        usage: "label clone <source-repository> [flags]",
        flags: [SharedFlags.repository, Flags.force, LabelJSON.flag],
        maxPositionals: 1,
        details: """
            Clones labels from a source repository to a destination repository on GitHub (by default the \
            current one). Labels only in the destination are left alone. Labels the destination already has are \
            skipped, or with --force given the source's color and description. With --json, the labels created \
            or updated are printed as an array, as `label list --json` has them.
            JSON fields: \(LabelJSON.fields.joined(separator: ", ")).
            """,
        examples: ["gh-lite label clone cli/cli --force", "gh-lite label clone cli/cli --repo octocat/cli"])

    public init(source: RepoRef, repository: RepoRef? = nil) {
        self.source = source
        self.repository = repository
    }

    public static func parse(_ arguments: ParsedArguments) throws -> LabelCloneOptions {
        guard let word = arguments.positionals.first else {
            throw UsageError("cannot clone labels: source-repository argument required", usage: arguments.usage)
        }
        let source: RepoRef
        do {
            source = try RepoRef.parse(word)
        } catch let error as UsageError {
            throw UsageError(error.message, usage: arguments.usage)
        }
        var options = LabelCloneOptions(source: source, repository: try namedRepository(
            argument: nil, flag: arguments[SharedFlags.repository], usage: arguments.usage))
        options.force = try arguments[Flags.force]
        options.json = try arguments[LabelJSON.flag]
        return options
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    /// Lists the source's labels and creates them in the destination.
    static func run(_ options: LabelCloneOptions, context: CommandContext) throws {
        let destination = try context.container.resolveRepository(options.repository)
        let model = context.container.makeLabelsModel(repo: destination)
        let summary = try LabelFailure.explaining(repo: destination) {
            try model.clone(from: context.container.makeLabelsModel(repo: options.source), force: options.force)
        }
        if let json = options.json {
            try LabelWriteJSON.printArray(summary.written, model: model, repo: destination, fields: json,
                                          context: context)
            return
        }
        let cloned = "\(summary.cloned) label\(summary.cloned == 1 ? "" : "s")"
        let route = "from \(options.source) to \(destination)"
        if summary.cloned == summary.total {
            SuccessLine.announce("Cloned \(cloned) \(route)", context: context)
        } else {
            SuccessLine.announce("Cloned \(cloned) of \(summary.total) \(route)", context: context, icon: "!")
        }
    }
}
