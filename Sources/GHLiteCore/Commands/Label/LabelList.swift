/// `gh-lite label list`: flags, parse (validated before any request) and run.
public struct LabelListOptions: Sendable, Equatable {
    /// nil: GH_REPO or the git remotes decide.
    public var repository: RepoRef?
    public var limit = 30
    /// `search` set, `sort` and `order` are GitHub's best match.
    public var query = LabelConnectionQuery()
    public var json: JSONFieldSelection?
    public var web = false

    enum Flags {
        static let limit = SharedFlags.limit("labels")
        static let search = Flag.text("search", short: "S", help: "Search label names and descriptions")
        static let sort = Flag<LabelConnectionQuery.Sort?>.choice("sort", help: "Sort fetched labels (default created)")
        static let order = Flag<LabelConnectionQuery.Order?>.choice("order", help: "Order of labels returned (default asc)")
        static let json = LabelJSON.flag
        static let web = Flag.switch("web", short: "w", help: "List labels in the web browser")
    }

    public static let spec = CommandSpec(
        name: "list",
        aliases: ["ls"],
        summary: "List labels in a repository.",
        usage: "label list [flags]",
        flags: [SharedFlags.repository, Flags.limit, Flags.search, Flags.sort, Flags.order, Flags.json, Flags.web],
        maxPositionals: 0,
        details: """
            Display labels in a GitHub repository. With --search, results are sorted by best match of the query, \
            which --order and --sort cannot change. On a terminal each label's colour is shown beside it; piped, \
            the output is tab-separated: name, description, #colour.
            JSON fields: \(LabelJSON.fields.joined(separator: ", ")).
            """,
        examples: ["gh-lite label list --sort name", "gh-lite label list --search bug -R octocat/Hello-World",
                   "gh-lite label list --json name,color,isDefault"])

    public init(repository: RepoRef? = nil) {
        self.repository = repository
    }

    public static func parse(_ arguments: ParsedArguments) throws -> LabelListOptions {
        var options = LabelListOptions(repository: try namedRepository(
            argument: nil, flag: arguments[SharedFlags.repository], usage: arguments.usage))
        options.limit = try SharedFlags.positiveLimit(arguments, Flags.limit) ?? options.limit
        let search = try arguments[Flags.search].flatMap { $0.isEmpty ? nil : $0 }
        let sort = try arguments[Flags.sort], order = try arguments[Flags.order]
        if search != nil && (sort != nil || order != nil) {
            throw UsageError("cannot specify `--order` or `--sort` with `--search`", usage: arguments.usage)
        }
        options.query = LabelConnectionQuery(search: search, sort: sort ?? .created, order: order ?? .asc)
        options.json = try arguments[Flags.json]
        options.web = try arguments[Flags.web]
        if options.web && options.json != nil {
            throw UsageError("cannot use `--web` with `--json`", usage: arguments.usage)
        }
        return options
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    /// Lists through `LabelsModel`, prints through `LabelListOutput`.
    static func run(_ options: LabelListOptions, context: CommandContext) throws {
        let repo = try context.container.resolveRepository(options.repository)
        let model = context.container.makeLabelsModel(repo: repo)
        if options.web {
            IssueWeb.announce(try model.openList(), context: context)
            return
        }
        try context.paging { context in
            let listing = try model.list(limit: options.limit, query: options.query)
            let output = LabelListOutput(isTerminal: context.io.stdoutIsTerminal, width: context.io.terminalWidth,
                                         style: context.outputStyle)
            if let fields = options.json {
                context.io.writeOutput(try output.json(listing, fields: fields, to: context.exportDestination))
            } else if listing.labels.isEmpty {
                // Like gh, said to people only: a script sees empty output and exit 0.
                if context.io.stdoutIsTerminal {
                    context.io.writeError(LabelListOutput.emptyMessage(repo: repo, searched: options.query.search != nil) + "\n")
                }
            } else {
                context.io.writeOutput(output.table(listing, repo: repo))
            }
        }
    }
}
