/// `gh-lite repos [OWNER]`: the parsed command line, validated before any request.
public struct ReposOptions: Sendable, Equatable {
    public var owner: String?
    public var limit = 30
    public var filter = ReposFilter()
    public var json: JSONFieldSelection?

    public static let spec = CommandSpec(
        name: "repos",
        summary: "List repositories owned by you, another user or an organization.",
        usage: "repos [OWNER] [flags]",
        flags: [
            FlagSpec("limit", short: "L", .value(placeholder: "int"), help: "Maximum number of repositories to list (default 30)"),
            FlagSpec("visibility", .value(placeholder: "string"), help: "Filter by repository visibility: {public|private|internal}"),
            FlagSpec("source", help: "Show only non-forks"),
            FlagSpec("fork", help: "Show only forks"),
            FlagSpec("archived", help: "Show only archived repositories"),
            FlagSpec("no-archived", help: "Omit archived repositories"),
            JSONFieldSelection.flag(available: RepositoryJSON.fields),
        ],
        maxPositionals: 1,
        details: """
            Without OWNER, lists the repositories of the signed-in user. An organization's list holds every \
            repository you can see; another user's, their public ones. Piped output is tab-separated.
            """,
        examples: ["gh-lite repos", "gh-lite repos octo-org --limit 100 --no-archived",
                   "gh-lite repos --json nameWithOwner,visibility"])

    public init() {}

    public static func parse(_ arguments: ParsedArguments) throws -> ReposOptions {
        let usage = spec.usageLine
        var options = ReposOptions()
        if let owner = arguments.positionals.first {
            guard OwnerName.isValid(owner) else {
                throw UsageError("invalid owner \"\(owner)\": expected a GitHub user or organization name", usage: usage)
            }
            options.owner = owner
        }
        if let limit = try arguments.integer("limit", usage: usage) {
            guard limit > 0 else { throw UsageError("invalid limit: \(limit)", usage: usage) }
            options.limit = limit
        }
        if let raw = arguments.value("visibility") {
            guard let visibility = RepoVisibility(rawValue: raw.lowercased()) else {
                throw UsageError("invalid argument \"\(raw)\" for \"--visibility\": valid values are {public|private|internal}",
                                 usage: usage)
            }
            options.filter.visibility = visibility
        }
        switch (arguments.has("source"), arguments.has("fork")) {
        case (true, true): throw UsageError("specify only one of `--source` or `--fork`", usage: usage)
        case (true, false): options.filter.kind = .sourcesOnly
        case (false, true): options.filter.kind = .forksOnly
        case (false, false): break
        }
        switch (arguments.has("archived"), arguments.has("no-archived")) {
        case (true, true): throw UsageError("specify only one of `--archived` or `--no-archived`", usage: usage)
        case (true, false): options.filter.archived = true
        case (false, true): options.filter.archived = false
        case (false, false): break
        }
        options.json = try arguments.value("json").map {
            try JSONFieldSelection($0, available: RepositoryJSON.fields, usage: usage)
        }
        return options
    }
}
