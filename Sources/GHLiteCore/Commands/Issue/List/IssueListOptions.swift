/// `gh-lite issue list`: the parsed command line, validated before any request.
public struct IssueListOptions: Sendable, Equatable {
    /// nil: GH_REPO or the git remotes decide.
    public var repository: RepoRef?
    public var limit = 30
    public var filter = IssueFilter()
    public var json: JSONFieldSelection?
    public var web = false
    public var offline = false

    enum Flags {
        static let state = Flag<IssuesQuery.State?>.choice("state", short: "s", help: "Filter by state")
        static let label = Flag.list("label", short: "l", placeholder: "name",
                                     help: "Filter by label (repeat, or separate with commas)", values: .dynamic(.label))
        static let assignee = Flag.text("assignee", short: "a", placeholder: "login",
                                        help: "Filter by assignee: a login, @me, or none")
        static let author = Flag.text("author", short: "A", placeholder: "login", help: "Filter by author")
        static let mention = Flag.text("mention", placeholder: "login", help: "Filter by mention")
        static let milestone = Flag.text("milestone", short: "m", placeholder: "number|title",
                                         help: "Filter by milestone number or title", values: .dynamic(.milestone))
        static let search = Flag.text("search", short: "S", placeholder: "query",
                                      help: "Search issues with GitHub search syntax (the search API returns at most 1,000 results)")
        static let limit = SharedFlags.limit("issues")
        static let json = JSONFieldSelection.flag(available: IssueJSON.fields)

        /// The flags that narrow or size the list, which `issues` refuses beside an issue NUMBER.
        static let listOnly: [any DeclaredFlag] = [state, label, assignee, author, mention, milestone, search, limit]
    }

    static let details = """
        Pull requests are never listed. Piped output is tab-separated: NUMBER, STATE, TITLE, LABELS, UPDATED.
        JSON fields: \(IssueJSON.fields.joined(separator: ", ")).
        With --offline, or when GitHub cannot be reached, the list comes from the local mirror (`gh-lite sync`); \
        --search then understands \(OfflineSearch.understood), best matches first.
        """

    public static let spec = CommandSpec(
        name: "list", aliases: ["ls"],
        summary: "List issues in a repository.",
        usage: "issue list [flags]",
        flags: [SharedFlags.repository] + Flags.listOnly + [Flags.json, SharedFlags.web, SharedFlags.offline],
        maxPositionals: 0,
        details: "Without --repo, uses GH_REPO, else the git remotes of the current directory (upstream, github, "
            + "origin, then the rest). " + details,
        examples: ["gh-lite issue list -R octocat/Hello-World", "gh-lite issue list -l bug -a @me --state all",
                   "gh-lite issue list -S \"crash in:title\" -L 100", "gh-lite issue list --json number,title,labels"])

    public init() {}

    public static func parse(_ arguments: ParsedArguments) throws -> IssueListOptions {
        try parse(arguments, repository: namedRepository(argument: nil, flag: arguments[SharedFlags.repository],
                                                         usage: arguments.usage))
    }

    /// The flags, with the repository already read (`issues` takes it as an argument too).
    static func parse(_ arguments: ParsedArguments, repository: RepoRef?) throws -> IssueListOptions {
        var options = IssueListOptions()
        options.repository = repository
        options.limit = try SharedFlags.positiveLimit(arguments, Flags.limit) ?? options.limit
        if let state = try arguments[Flags.state] { options.filter.state = state }
        func text(_ flag: Flag<String?>) throws -> String? {
            try arguments[flag].map { $0.trimmingWhitespace() }.flatMap { $0.isEmpty ? nil : $0 }
        }
        options.filter.labels = try arguments[Flags.label] ?? []
        options.filter.assignee = try text(Flags.assignee)
        options.filter.author = try text(Flags.author)
        options.filter.mention = try text(Flags.mention)
        options.filter.milestone = try text(Flags.milestone)
        options.filter.search = try text(Flags.search)
        options.json = try arguments[Flags.json]
        options.web = try arguments[SharedFlags.web]
        options.offline = try arguments[SharedFlags.offline]
        if options.web && options.json != nil {
            throw UsageError("cannot use `--web` with `--json`", usage: arguments.usage)
        }
        if options.web && options.offline {
            throw UsageError("cannot use `--web` with `--offline`", usage: arguments.usage)
        }
        return options
    }
}
