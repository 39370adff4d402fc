/// `gh-lite repo list [OWNER]` (and `repos`): flags, parse (validated before any request) and run.
public struct ReposOptions: Sendable, Equatable {
    public var owner: String?
    public var limit = 30
    public var filter = ReposFilter()
    public var json: JSONFieldSelection?

    enum Flags {
        static let limit = Flag.integer("limit", short: "L", help: "Maximum number of repositories to list (default 30)")
        static let visibility = Flag<RepoVisibility?>.choice("visibility", help: "Filter by repository visibility")
        static let source = Flag.switch("source", help: "Show only non-forks")
        static let fork = Flag.switch("fork", help: "Show only forks")
        static let archived = Flag.switch("archived", help: "Show only archived repositories")
        static let noArchived = Flag.switch("no-archived", help: "Omit archived repositories")
        static let json = JSONFieldSelection.flag(available: RepositoryJSON.fields)
    }

    /// `repo list [OWNER]`, as gh has it.
    public static let spec = spec(name: "list", aliases: ["ls"], usage: "repo list [OWNER] [flags]")
    /// `repos [OWNER]`, gh-lite's own name for it.
    public static let shorthandSpec = spec(name: "repos", aliases: [], usage: "repos [OWNER] [flags]")

    private static func spec(name: String, aliases: [String], usage: String) -> CommandSpec {
        let command = "gh-lite " + usage.prefix { $0 != "[" }.trimmingWhitespace()
        return CommandSpec(
            name: name, aliases: aliases,
            summary: name == "list" ? "List repositories owned by you, another user or an organization."
                : "List repositories (repo list).",
            usage: usage,
            flags: [Flags.limit, Flags.visibility, Flags.source, Flags.fork, Flags.archived, Flags.noArchived, Flags.json],
            maxPositionals: 1,
            details: """
                Without OWNER, lists the repositories of the signed-in user. An organization's list holds every \
                repository you can see; another user's, their public ones. Piped output is tab-separated.
                """,
            examples: [command, "\(command) octo-org --limit 100 --no-archived", "\(command) --json nameWithOwner,visibility"])
    }

    public init() {}

    public static func parse(_ arguments: ParsedArguments) throws -> ReposOptions {
        let usage = arguments.usage
        var options = ReposOptions()
        if let owner = arguments.positionals.first {
            guard OwnerName.isValid(owner) else {
                throw UsageError("invalid owner \"\(owner)\": expected a GitHub user or organization name", usage: usage)
            }
            options.owner = owner
        }
        options.limit = try SharedFlags.positiveLimit(arguments, Flags.limit) ?? options.limit
        if let visibility = try arguments[Flags.visibility] { options.filter.visibility = visibility }
        switch (try arguments[Flags.source], try arguments[Flags.fork]) {
        case (true, true): throw UsageError("specify only one of `--source` or `--fork`", usage: usage)
        case (true, false): options.filter.kind = .sourcesOnly
        case (false, true): options.filter.kind = .forksOnly
        case (false, false): break
        }
        switch (try arguments[Flags.archived], try arguments[Flags.noArchived]) {
        case (true, true): throw UsageError("specify only one of `--archived` or `--no-archived`", usage: usage)
        case (true, false): options.filter.archived = true
        case (false, true): options.filter.archived = false
        case (false, false): break
        }
        options.json = try arguments[Flags.json]
        return options
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)
    static let shorthand = CommandEntry(shorthandSpec, parse: parse, run: run)

    /// Lists through `ReposModel`, prints through `ReposOutput`.
    static func run(_ options: ReposOptions, context: CommandContext) throws {
        try context.paging { try list(options, context: $0) }
    }

    private static func list(_ options: ReposOptions, context: CommandContext) throws {
        let model = context.container.makeReposModel(owner: options.owner)
        let listing: ReposModel.Listing
        do {
            listing = try model.list(limit: options.limit, filter: options.filter)
        } catch let error as GitHubAPIError where error.status == 404 && options.owner != nil {
            throw CommandError("the owner handle \"\(options.owner!)\" was not recognized as either a GitHub user or an organization")
        }
        let output = ReposOutput(isTerminal: context.io.stdoutIsTerminal, width: context.io.terminalWidth,
                                 style: context.outputStyle, now: try context.now())
        if let fields = options.json {
            context.io.writeOutput(try output.json(listing, fields: fields, to: context.exportDestination))
            return
        }
        guard !listing.repositories.isEmpty else {
            // Like gh, said to people only: a script sees empty output and exit 0.
            if context.io.stdoutIsTerminal {
                context.io.writeError(ReposOutput.emptyMessage(owner: options.owner, filtered: options.filter.isActive) + "\n")
            }
            return
        }
        // Every list holds only the owner's repositories: the header spells the login as GitHub does (as gh), not as typed.
        let owner = listing.repositories[0].ownerLogin
        context.io.writeOutput(output.table(listing, owner: owner, filtered: options.filter.isActive))
    }
}
