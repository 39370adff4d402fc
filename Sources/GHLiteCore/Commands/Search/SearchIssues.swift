/// `gh-lite search issues [QUERY]`: gh's search across repositories; flags, parse (validated before any request)
/// and run.
public struct SearchIssuesOptions: Sendable, Equatable {
    public enum Sort: String, Sendable, CaseIterable {
        case comments, created, interactions, reactions
        case reactionsPlusOne = "reactions-+1", reactionsMinusOne = "reactions--1", reactionsHeart = "reactions-heart"
        case reactionsSmile = "reactions-smile", reactionsTada = "reactions-tada"
        case reactionsThinkingFace = "reactions-thinking_face"
        case updated
    }
    public enum Order: String, Sendable, CaseIterable { case asc, desc }
    public enum State: String, Sendable, CaseIterable { case open, closed }

    public var terms = IssueSearchTerms()
    public var sort: Sort?
    public var order: Order?
    public var limit = 30
    public var json: JSONFieldSelection?
    public var web = false
    /// `--include-prs`: pull requests are found and shown beside issues.
    public var includesPullRequests = false

    enum Flags {
        static let owner = Flag.list("owner", placeholder: "owner", help: "Filter on repository owner (repeatable)")
        static let repo = Flag.list("repo", short: "R", placeholder: "OWNER/REPO", help: "Filter on repository (repeatable)",
                                    values: .dynamic(.repository))
        static let label = Flag.list("label", placeholder: "name", help: "Filter on label (repeatable)")
        static let state = Flag<State?>.choice("state", help: "Filter based on state")
        static let assignee = Flag.text("assignee", placeholder: "login", help: "Filter by assignee")
        static let author = Flag.text("author", placeholder: "login", help: "Filter by author")
        static let app = Flag.text("app", placeholder: "string", help: "Filter by GitHub App author")
        static let mentions = Flag.text("mentions", placeholder: "user", help: "Filter based on user mentions")
        static let commenter = Flag.text("commenter", placeholder: "user", help: "Filter based on comments by user")
        static let involves = Flag.text("involves", placeholder: "user", help: "Filter based on involvement of user")
        static let milestone = Flag.text("milestone", placeholder: "title", help: "Filter by milestone title")
        static let noLabel = Flag.switch("no-label", help: "Filter on missing label")
        static let noAssignee = Flag.switch("no-assignee", help: "Filter on missing assignee")
        static let noMilestone = Flag.switch("no-milestone", help: "Filter on missing milestone")
        static let project = Flag.text("project", placeholder: "number", help: "Filter on project board number")
        static let noProject = Flag.switch("no-project", help: "Filter on missing project")
        static let teamMentions = Flag.text("team-mentions", placeholder: "string", help: "Filter based on team mentions")
        static let reactions = Flag.text("reactions", placeholder: "number", help: "Filter on number of reactions")
        static let interactions = Flag.text("interactions", placeholder: "number",
                                            help: "Filter on number of reactions and comments")
        static let archived = Flag.switch("archived", help: "Restrict search to archived repositories")
        static let includePRs = Flag.switch("include-prs", help: "Include pull requests in results")
        static let created = Flag.text("created", placeholder: "date", help: "Filter based on created at date (>2024-01-01, 2024-01-01..2024-02-01)")
        static let updated = Flag.text("updated", placeholder: "date", help: "Filter on last updated at date")
        static let closed = Flag.text("closed", placeholder: "date", help: "Filter on closed at date")
        static let comments = Flag.text("comments", placeholder: "number", help: "Filter on number of comments (>10, 5..20)")
        static let locked = Flag.switch("locked", help: "Filter on locked conversation status")
        static let match = Flag.list("match", placeholder: "field", help: "Restrict search to specific field of issue: {title|body|comments}")
        static let language = Flag.text("language", help: "Filter based on the coding language")
        static let visibility = Flag.list("visibility", placeholder: "visibility",
                                          help: "Filter based on repository visibility: {public|private|internal}")
        static let sort = Flag<Sort?>.choice("sort", help: "Sort fetched results (default best match)")
        static let order = Flag<Order?>.choice("order", help: "Order of results returned, ignored unless '--sort' is given")
        static let limit = Flag.integer("limit", short: "L", help: "Maximum number of results to fetch, at most 1000 (default 30)")
        static let json = JSONFieldSelection.flag(available: SearchIssueJSON.fields)

        static let all: [any DeclaredFlag] = [owner, repo, label, state, assignee, author, app, mentions, commenter,
                                              involves, teamMentions, milestone, project, noLabel, noAssignee,
                                              noMilestone, noProject, created, updated, closed, comments, reactions,
                                              interactions, locked, archived, match, language, visibility, includePRs,
                                              sort, order, limit, json, SharedFlags.web]
        /// Flags that become a `key:value` qualifier of the same name.
        static let qualifiers: [(String, Flag<String?>)] = [
            ("assignee", assignee), ("author", author), ("mentions", mentions), ("commenter", commenter),
            ("involves", involves), ("milestone", milestone), ("created", created), ("updated", updated),
            ("closed", closed), ("comments", comments), ("language", language), ("team", teamMentions),
            ("project", project), ("reactions", reactions), ("interactions", interactions),
        ]
    }

    public static let spec = CommandSpec(
        name: "issues", aliases: [],
        summary: "Search for issues across repositories.",
        usage: "search issues [QUERY] [flags]",
        flags: Flags.all,
        maxPositionals: .max,
        details: """
            QUERY is GitHub search syntax (https://docs.github.com/search-github/searching-on-github/searching-issues-and-pull-requests); \
            the flags add qualifiers to it. Pull requests are left out (is:issue). GitHub's search gives at most the \
            first 1,000 results and 30 searches a minute. Piped output is tab-separated: REPO, NUMBER, STATE, TITLE, \
            LABELS, UPDATED. --include-prs finds pull requests too, each row then starting with its kind (issue or pr). JSON fields: \(SearchIssueJSON.fields.joined(separator: ", ")).
            """,
        examples: ["gh-lite search issues crash --owner octo-org --state open",
                   "gh-lite search issues --repo octocat/Hello-World --repo octo-org/octo-repo --label bug",
                   "gh-lite search issues --assignee @me --sort updated --json repository,number,title",
                   "gh-lite search issues -- -label:bug"])

    public init() {}

    public static func parse(_ arguments: ParsedArguments) throws -> SearchIssuesOptions {
        let usage = arguments.usage
        var options = SearchIssuesOptions()
        options.includesPullRequests = try arguments[Flags.includePRs]
        var terms = IssueSearchTerms(keywords: arguments.positionals,
                                     qualifiers: options.includesPullRequests ? [:] : ["is": ["issue"]])
        for owner in try arguments[Flags.owner] ?? [] { terms.add("user", owner) }
        for repo in try arguments[Flags.repo] ?? [] { terms.add("repo", repo) }
        for label in try arguments[Flags.label] ?? [] { terms.add("label", label) }
        if let state = try arguments[Flags.state] { terms.add("state", state.rawValue) }
        for (key, flag) in Flags.qualifiers {
            if let value = try arguments[flag], !value.isEmpty { terms.add(key, value) }
        }
        if let app = try arguments[Flags.app], !app.isEmpty {
            guard terms.qualifiers["author"] == nil else {
                throw UsageError("specify only `--author` or `--app`", usage: usage)
            }
            terms.add("author", "app/" + app)
        }
        for (missing, flag) in [("label", Flags.noLabel), ("assignee", Flags.noAssignee), ("milestone", Flags.noMilestone),
                                ("project", Flags.noProject)]
            where try arguments[flag] { terms.add("no", missing) }
        if try arguments[Flags.locked] { terms.add("is", "locked") }
        if try arguments[Flags.archived] { terms.add("archived", "true") }
        for field in try words(arguments[Flags.match], allowed: ["title", "body", "comments"], flag: "match", usage: usage) {
            terms.add("in", field)
        }
        for visibility in try words(arguments[Flags.visibility], allowed: ["public", "private", "internal"],
                                    flag: "visibility", usage: usage) {
            terms.add("is", visibility)
        }
        // gh's rule: a word or any flag at all.
        guard !arguments.positionals.isEmpty || !arguments.given.isEmpty else {
            throw UsageError("specify search keywords or flags", usage: usage)
        }
        options.terms = terms
        options.limit = try arguments[Flags.limit] ?? options.limit
        guard (1...SearchIssuesModel.resultCap).contains(options.limit) else {
            throw UsageError("`--limit` must be between 1 and 1000: GitHub's search gives at most the first 1,000 results",
                             usage: usage)
        }
        options.sort = try arguments[Flags.sort]
        options.order = try arguments[Flags.order]
        options.json = try arguments[Flags.json]
        options.web = try arguments[SharedFlags.web]
        if options.web && options.json != nil { throw UsageError("cannot use `--web` with `--json`", usage: usage) }
        return options
    }

    /// A list flag's words, each one of `allowed` (cobra's wording otherwise).
    private static func words(_ given: [String]?, allowed: [String], flag: String, usage: String) throws -> [String] {
        let words = (given ?? []).map { $0.lowercased() }
        if let wrong = words.first(where: { !allowed.contains($0) }) {
            throw UsageError("invalid argument \"\(TerminalText.line(wrong))\" for \"--\(flag)\": valid values are "
                             + "{\(allowed.joined(separator: "|"))}", usage: usage)
        }
        return words
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    /// Searches through `SearchIssuesModel`, prints through `SearchIssuesOutput`.
    static func run(_ options: SearchIssuesOptions, context: CommandContext) throws {
        let model = context.container.makeSearchIssuesModel()
        if options.web {
            return try IssueWeb.announce(model.openInBrowser(options.terms, sort: options.sort?.rawValue,
                                                             order: options.order?.rawValue), context: context)
        }
        let results: SearchIssuesModel.Results
        do {
            let spinner = try ProgressSpinner(io: context.io, now: context.now)
            try spinner.update("Searching")
            defer { spinner.finish() }
            results = try model.search(options.terms, sort: options.sort?.rawValue, order: options.order?.rawValue,
                                       limit: options.limit, includingPullRequests: options.includesPullRequests)
        } catch let error as RateLimitError {
            guard case .primary = error.kind else { throw error }
            throw CommandError("GitHub's search rate limit (30 searches a minute) is spent: " + error.userMessage)
        } catch let error as GitHubAPIError where error.status == 422 {
            let reason = error.errors.first?.message ?? error.message
            throw CommandError("invalid search query \"\(TerminalText.line(options.terms.text))\": \(TerminalText.line(reason))")
        }
        context.io.writeError(SearchIssuesOutput.notes(results))
        let output = SearchIssuesOutput(isTerminal: context.io.stdoutIsTerminal, width: context.io.terminalWidth,
                                        style: context.outputStyle, now: try context.now(),
                                        includesPullRequests: options.includesPullRequests)
        if options.json == nil && results.hits.isEmpty {
            if context.io.stdoutIsTerminal { context.io.writeError(output.emptyMessage + "\n") }
            return
        }
        try context.paging { context in
            guard let fields = options.json else { return context.io.writeOutput(output.table(results)) }
            context.io.writeOutput(try output.json(results, fields: fields, to: context.exportDestination))
        }
    }
}
