/// `gh-lite issues [OWNER/REPO] [NUMBER]`: the parsed command line, validated before any request.
public struct IssuesOptions: Sendable, Equatable {
    /// The repository as the user named it (positional or `-R`); nil: GH_REPO or the git remotes decide.
    public var repository: String?
    /// Set to view one issue instead of listing.
    public var number: Int?
    public var limit = 30
    public var filter = IssueFilter()
    public var json: JSONFieldSelection?
    public var web = false
    public var allComments = false

    public static let spec = CommandSpec(
        name: "issues",
        summary: "List a repository's issues, or show one issue.",
        usage: "issues [OWNER/REPO] [NUMBER] [flags]",
        flags: [
            FlagSpec("repo", short: "R", .value(placeholder: "[HOST/]OWNER/REPO"),
                     help: "Select another repository using the [HOST/]OWNER/REPO format"),
            FlagSpec("state", short: "s", .value(placeholder: "string"), help: "Filter by state: {open|closed|all} (default open)"),
            FlagSpec("label", short: "l", .value(placeholder: "name"), help: "Filter by label (repeat, or separate with commas)"),
            FlagSpec("assignee", short: "a", .value(placeholder: "login"), help: "Filter by assignee: a login, @me, or none"),
            FlagSpec("author", short: "A", .value(placeholder: "login"), help: "Filter by author"),
            FlagSpec("mention", .value(placeholder: "login"), help: "Filter by mention"),
            FlagSpec("milestone", short: "m", .value(placeholder: "number|title"), help: "Filter by milestone number or title"),
            FlagSpec("search", short: "S", .value(placeholder: "query"),
                     help: "Search issues with GitHub search syntax (the search API returns at most 1,000 results)"),
            FlagSpec("limit", short: "L", .value(placeholder: "int"), help: "Maximum number of issues to fetch (default 30)"),
            JSONFieldSelection.flag(available: IssueJSON.fields),
            FlagSpec("web", short: "w", help: "Open the list, or the issue, in the browser"),
            FlagSpec("comments", short: "c", help: "With NUMBER: show every comment, not just the newest"),
        ],
        maxPositionals: 2,
        details: """
            Without OWNER/REPO, uses GH_REPO, else the git remotes of the current directory (upstream, github, \
            origin, then the rest). Pull requests are never listed. Piped output is tab-separated: \
            NUMBER, STATE, TITLE, LABELS, UPDATED.
            JSON fields: \(IssueJSON.fields.joined(separator: ", ")).
            """,
        examples: ["gh-lite issues octocat/Hello-World", "gh-lite issues -l bug -a @me --state all",
                   "gh-lite issues octocat/Hello-World 1 --comments", "gh-lite issues -S \"crash in:title\" -L 100",
                   "gh-lite issues --json number,title,labels"])

    public init() {}

    public static func parse(_ arguments: ParsedArguments) throws -> IssuesOptions {
        let usage = spec.usageLine
        var options = IssuesOptions()
        var repositoryArgument: String?
        switch arguments.positionals.count {
        case 0: break
        case 1:
            let word = arguments.positionals[0]
            if let number = issueNumber(word) {
                options.number = number
            } else if let (repo, number) = issueURL(word) {
                (repositoryArgument, options.number) = (repo, number)
            } else {
                repositoryArgument = word
            }
        default:
            repositoryArgument = arguments.positionals[0]
            guard let number = issueNumber(arguments.positionals[1]) else {
                throw UsageError("invalid issue format: \"\(arguments.positionals[1])\"", usage: usage)
            }
            options.number = number
        }
        if let named = try namedRepository(argument: repositoryArgument, flag: arguments.value("repo"), usage: usage) {
            do {
                _ = try RepoRef.parse(named)
            } catch let error as UsageError {
                throw UsageError(error.message, usage: usage)
            }
            options.repository = named
        }
        if let limit = try arguments.integer("limit", usage: usage) {
            guard limit > 0 else { throw UsageError("invalid limit: \(limit)", usage: usage) }
            options.limit = limit
        }
        if let raw = arguments.value("state") {
            guard let state = IssuesQuery.State(rawValue: raw.lowercased()) else {
                throw UsageError("invalid argument \"\(raw)\" for \"--state\": valid values are {open|closed|all}",
                                 usage: usage)
            }
            options.filter.state = state
        }
        func text(_ flag: String) -> String? {
            arguments.value(flag).map { $0.trimmingWhitespace() }.flatMap { $0.isEmpty ? nil : $0 }
        }
        options.filter.labels = arguments.list("label")
        options.filter.assignee = text("assignee")
        options.filter.author = text("author")
        options.filter.mention = text("mention")
        options.filter.milestone = text("milestone")
        options.filter.search = text("search")
        options.json = try arguments.value("json").map {
            try JSONFieldSelection($0, available: IssueJSON.fields, usage: usage)
        }
        options.web = arguments.has("web")
        options.allComments = arguments.has("comments")
        if options.web && options.json != nil {
            throw UsageError("cannot use `--web` with `--json`", usage: usage)
        }
        if let number = options.number {
            let listOnly = ["state", "label", "assignee", "author", "mention", "milestone", "search", "limit"]
            if let flag = listOnly.first(where: { arguments.values[$0] != nil }) {
                throw UsageError("`--\(flag)` filters the list: it cannot be used with an issue NUMBER (\(number))",
                                 usage: usage)
            }
        } else if options.allComments {
            throw UsageError("`--comments` needs an issue NUMBER", usage: usage)
        }
        return options
    }

    /// `123` or `#123`.
    static func issueNumber(_ word: String) -> Int? {
        let digits = word.hasPrefix("#") ? word.dropFirst() : Substring(word)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits), number > 0
        else { return nil }
        return number
    }

    /// `https://github.com/OWNER/REPO/issues/123` (or `/pull/123`): the repository and the number.
    static func issueURL(_ word: String) -> (String, Int)? {
        guard word.contains("://") else { return nil }
        let parts = word.split(separator: "/", omittingEmptySubsequences: true)
        guard parts.count == 6, ["issues", "pull"].contains(parts[4]),
              let number = issueNumber(String(parts[5].prefix { $0.isASCII && $0.isNumber })) else { return nil }
        return ("\(parts[0])//\(parts[1])/\(parts[2])/\(parts[3])", number)
    }
}
