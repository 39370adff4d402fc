/// Runs `gh-lite issue list`: lists, or opens the list in the browser, through `IssueModel`.
enum IssueListCommand {
    static let entry = CommandEntry(IssueListOptions.spec, parse: IssueListOptions.parse, run: run)

    static func run(_ options: IssueListOptions, context: CommandContext) throws {
        let repo = try context.container.resolveRepository(options.repository)
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
        if options.filter.search != nil && options.limit > IssueModel.searchCap && !options.offline {
            context.io.writeError("warning: this query uses the Search API which is capped at 1000 results maximum\n")
        }
        let output = IssuesOutput(isTerminal: context.io.stdoutIsTerminal, width: context.io.terminalWidth,
                                  style: context.outputStyle, now: try context.now())
        if options.json != nil || !context.io.stdoutIsTerminal {
            // Nothing to align: rows are printed page by page as they arrive and the issues let go. JSON is
            // printed whole at the end, as gh does, so a page that fails leaves no half array behind. Like gh,
            // "no issues" is said to people only: a script sees empty output and exit 0. A `--jq` filter
            // needs the whole array, so its values are kept instead of their text.
            var json = JSONArrayStream(pretty: context.io.stdoutIsTerminal)
            var exported = ""
            var filterInput: [JSONValue] = []
            let withBodies = options.json?.fields.contains("body") ?? false
            let withComments = options.json?.fields.contains("comments") ?? false
            let fields = options.json.map { IssueJSON.listFields($0.fields) }
                ?? .rows(coloured: context.outputStyle.enabled)
            let summary = try model.list(limit: options.limit, filter: options.filter, includeBodies: withBodies,
                                         includeComments: withComments, fields: fields, offline: options.offline) { page in
                guard let fields = options.json else { return context.io.writeOutput(output.rows(page)) }
                let values = page.map { issue in fields.object { IssueJSON.value($0, of: issue) } }
                if fields.filter == nil { exported += values.map { json.element($0) }.joined() } else { filterInput += values }
            }
            try warnOfFallback(summary, options: options, context: context)
            guard let fields = options.json else { return }
            let text = fields.filter == nil ? exported + json.close()
                : try fields.export(.array(filterInput), isTerminal: context.io.stdoutIsTerminal)
            return context.io.writeOutput(text)
        }
        let spinner = try ProgressSpinner(io: context.io, now: context.now)
        var issues: [Issue] = []
        let summary = try model.list(limit: options.limit, filter: options.filter,
                                     fields: .rows(coloured: context.outputStyle.enabled), offline: options.offline,
                                     syncProgress: { fetched in
            try spinner.update("Syncing the local mirror: \(fetched) issues")
        }) { page in
            issues += page
            try spinner.update("Fetched \(issues.count) issues")
        }
        spinner.finish()
        try warnOfFallback(summary, options: options, context: context)
        guard !issues.isEmpty else {
            return context.io.writeError(IssuesOutput.emptyMessage(repo: repo, filtered: options.filter.isActive) + "\n")
        }
        let listing = IssueModel.Listing(issues: issues, hasMore: summary.hasMore, totalCount: summary.totalCount)
        context.io.writeOutput(output.table(listing, repo: repo, filtered: options.filter.isActive))
    }

    /// One line when the list came from the mirror because GitHub could not be reached.
    private static func warnOfFallback(_ summary: IssueModel.Summary, options: IssueListOptions,
                                       context: CommandContext) throws {
        guard let syncedAt = summary.mirroredAt, !options.offline else { return }
        context.io.writeError(MirrorFallbackWarning.line(syncedAt: syncedAt, now: try context.now(), style: context.errorStyle))
    }
}
