/// `gh-lite issue list`: flags, parse (validated before any request) and run.
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
        static let type = Flag.text("type", placeholder: "name", help: "Filter by issue type (Bug, Feature, ...)",
                                    values: .dynamic(.issueType))
        static let parent = Flag.text("parent", placeholder: "number|url", help: "List the sub-issues of this issue")
        static let blocked = Flag.switch("blocked", help: "List only issues an open issue blocks")
        static let pinned = Flag.switch("pinned", help: "List only the repository's pinned issues")
        static let limit = SharedFlags.limit("issues")
        static let json = IssueJSON.flag

        /// The flags that narrow or size the list, which `issues` refuses beside an issue NUMBER.
        static let listOnly: [any DeclaredFlag] = [state, label, assignee, author, mention, milestone, type, parent, blocked,
                                                   pinned, search, limit]
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
        options.filter.issueType = try text(Flags.type)
        options.filter.blocked = try arguments[Flags.blocked]
        if let word = try text(Flags.parent) {
            guard let (url, number) = IssueReference.parse(word) else {
                throw UsageError("invalid issue format for `--parent`: \"\(TerminalText.line(word))\"",
                                 usage: arguments.usage)
            }
            let repository = try namedRepository(argument: url, flag: nil, usage: arguments.usage)
            options.filter.parent = IssueFilter.Parent(number: number, repository: repository?.description)
        }
        (options.web, options.json, options.offline) = try SharedFlags.webJSONOffline(arguments, json: Flags.json)
        options.filter.pinned = try arguments[Flags.pinned]
        try checkPinned(options, usage: arguments.usage)
        return options
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    /// Lists, or opens the list in the browser, through `IssueModel`.
    static func run(_ options: IssueListOptions, context: CommandContext) throws {
        let repo = try context.container.resolveRepository(options.repository)
        if options.filter.blocked {
            try IssueLinkPlan.checkDependencies(host: context.configuration.host, leaveOut: "`--blocked`")
        }
        var options = options
        if var parent = options.filter.parent {
            parent.repository = parent.repository ?? repo.description
            parent.isInListedRepository = parent.repository?.lowercased() == repo.description.lowercased()
            options.filter.parent = parent
        }
        let model = context.container.makeIssueModel(repo: repo)
        try IssueFailure.explaining(repo: repo) {
            if options.web {
                try IssueWeb.announce(model.openList(filter: options.filter), context: context)
            } else {
                try context.paging { try list(options, model: model, repo: repo, context: $0) }
            }
        }
    }

    private static func list(_ options: IssueListOptions, model: IssueModel, repo: RepoRef,
                             context: CommandContext) throws {
        if options.filter.search != nil && options.limit > searchCap && !options.offline {
            context.io.writeError("warning: this query uses the Search API which is capped at 1000 results maximum\n")
        }
        var output = IssuesOutput(isTerminal: context.io.stdoutIsTerminal, width: context.io.terminalWidth,
                                  style: context.outputStyle, now: try context.now())
        // `--json` stays GitHub's data, as gh's scripts expect.
        let pending = options.json == nil ? model.pendingChanges() : .none
        output.pending = pending
        output.newIssues = Self.listsNewIssues(options.filter) ? pending.newIssues : []
        let footer = { if !pending.isEmpty { context.io.writeError(pending.footer) } }
        // Said once the list is out, not over a spinner.
        var notUpdated: MirrorNotUpdated?
        if options.json != nil || !context.io.stdoutIsTerminal {
            // Nothing to align: rows are printed page by page as they arrive and the issues let go. JSON is
            // printed whole at the end, as gh does, so a page that fails leaves no half array behind. Like gh,
            // "no issues" is said to people only: a script sees empty output and exit 0. A `--jq` filter
            // or a `--template` needs the whole array, so its values are kept instead of their text.
            var json = JSONArrayStream(pretty: context.io.stdoutIsTerminal)
            var exported = ""
            var filterInput: [JSONValue] = []
            let withBodies = options.json?.fields.contains("body") ?? false
            let withComments = options.json?.fields.contains("comments") ?? false
            let fields = options.json.map { IssueJSON.listFields($0.fields) }
                ?? .rows(coloured: context.outputStyle.enabled)
            let extras = options.offline ? [] : IssueJSON.extras(options.json?.fields ?? [])
            var lacking = Set<String>()
            if options.json == nil && !output.newIssues.isEmpty { context.io.writeOutput(output.newRows()) }
            let summary = try model.list(limit: options.limit, filter: options.filter, includeBodies: withBodies,
                                         includeComments: withComments, fields: fields, offline: options.offline,
                                         mirrorNotUpdated: { notUpdated = $0 }) { page in
                guard let fields = options.json else { return context.io.writeOutput(output.rows(page)) }
                var page = page
                // A list the mirror gave because GitHub cannot be reached goes without (said below).
                do { page = try model.withExtras(page, extras) } catch where OutboxQueue.gitHubUnreachable(error) {}
                lacking.formUnion(MirrorExportNote.lacking(fields.fields, in: page))
                let values = page.map { issue in fields.object { IssueJSON.value($0, of: issue) } }
                if !fields.formatsWholeValue { exported += values.map { json.element($0) }.joined() } else { filterInput += values }
            }
            try warnOfFallback(summary, notUpdated: notUpdated, options: options, context: context)
            try checkNames(summary, options: options, model: model, repo: repo)
            guard let fields = options.json else { return footer() }
            if options.offline || summary.mirroredAt != nil { MirrorExportNote.warn(lacking, context: context) }
            let text = !fields.formatsWholeValue ? exported + json.close()
                : try fields.export(.array(filterInput), to: context.exportDestination)
            return context.io.writeOutput(text)
        }
        let spinner = try ProgressSpinner(io: context.io, now: context.now)
        var issues: [Issue] = []
        let summary = try model.list(limit: options.limit, filter: options.filter,
                                     fields: IssueFields.rows(coloured: context.outputStyle.enabled).union(.issueType),
                                     offline: options.offline,
                                     syncProgress: { fetched in
            try spinner.update("Syncing the local mirror: \(fetched) issues")
        }, mirrorNotUpdated: { notUpdated = $0 }) { page in
            issues += page
            try spinner.update("Fetched \(issues.count) issues")
        }
        spinner.finish()
        try warnOfFallback(summary, notUpdated: notUpdated, options: options, context: context)
        try checkNames(summary, options: options, model: model, repo: repo)
        guard !issues.isEmpty || !output.newIssues.isEmpty else {
            context.io.writeError(IssuesOutput.emptyMessage(repo: repo, filtered: options.filter.isActive) + "\n")
            return footer()
        }
        let listing = IssueModel.Listing(issues: issues, hasMore: summary.hasMore, totalCount: summary.totalCount)
        context.io.writeOutput(output.table(listing, repo: repo, filtered: options.filter.isActive))
        footer()
    }

    /// `--pinned` lists what GitHub pins, which no other filter (nor the web's issue list) narrows.
    private static func checkPinned(_ options: IssueListOptions, usage: String) throws {
        guard options.filter.pinned else { return }
        if options.web { throw UsageError("cannot use `--web` with `--pinned`", usage: usage) }
        var others = options.filter
        (others.pinned, others.state) = (false, IssueFilter().state)
        guard !others.isActive else {
            throw UsageError("`--pinned` lists every pinned issue: only `--state` narrows it", usage: usage)
        }
    }

    /// A queued new issue is open, unassigned as far as anyone knows, so it is listed only when nothing but the
    /// state narrows the list.
    private static func listsNewIssues(_ filter: IssueFilter) -> Bool {
        var unfiltered = filter
        unfiltered.state = IssueFilter().state
        return filter.state != .closed && !unfiltered.isActive
    }

    /// Nothing listed online: a name the repository does not have is why, and is said so.
    private static func checkNames(_ summary: IssueModel.Summary, options: IssueListOptions, model: IssueModel,
                                   repo: RepoRef) throws {
        guard summary.count == 0, summary.mirroredAt == nil, !options.offline else { return }
        try model.checkNames(options.filter, in: repo)
    }

    /// One line when the list came from the mirror because GitHub could not be reached, or when GitHub's answer
    /// could not be written to it.
    private static func warnOfFallback(_ summary: IssueModel.Summary, notUpdated: MirrorNotUpdated?,
                                       options: IssueListOptions, context: CommandContext) throws {
        if let notUpdated { context.io.writeError(notUpdated.line(now: try context.now(), style: context.errorStyle)) }
        guard let syncedAt = summary.mirroredAt, !options.offline else { return }
        context.io.writeError(MirrorFallbackWarning.line(syncedAt: syncedAt, now: try context.now(), style: context.errorStyle))
    }
}
