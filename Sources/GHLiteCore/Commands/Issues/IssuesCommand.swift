/// Runs `gh-lite issues`: lists, views or opens through `IssueModel`, prints through the outputs.
enum IssuesCommand {
    static func run(_ options: IssuesOptions, context: CommandContext) throws {
        let repo = try context.container.resolveRepository(options.repository)
        let model = context.container.makeIssueModel(repo: repo)
        do {
            if options.web {
                let url = try options.number.map(model.openIssue) ?? model.openList(filter: options.filter)
                if context.io.stdoutIsTerminal { context.io.writeError("Opening \(displayURL(url)) in your browser.\n") }
            } else if let number = options.number {
                try context.paging { try view(number, options: options, model: model, repo: repo, context: $0) }
            } else {
                try context.paging { try list(options, model: model, repo: repo, context: $0) }
            }
        } catch let error as IssueModel.LookupError {
            throw CommandError(message(for: error, repo: repo))
        } catch let error as GitHubAPIError {
            throw explained(error, repo: repo, number: options.number)
        } catch let error as GraphQLError where error.isNotFound {
            throw CommandError(notFound(repo))
        }
    }

    private static func list(_ options: IssuesOptions, model: IssueModel, repo: RepoRef, context: CommandContext) throws {
        if options.filter.search != nil && options.limit > IssueModel.searchCap {
            context.io.writeError("warning: this query uses the Search API which is capped at 1000 results maximum\n")
        }
        let output = IssuesOutput(isTerminal: context.io.stdoutIsTerminal, width: context.io.terminalWidth,
                                  style: context.outputStyle, now: try context.now())
        if options.json != nil || !context.io.stdoutIsTerminal {
            // Nothing to align: rows are printed page by page as they arrive and the issues let go. JSON is
            // printed whole at the end, as gh does, so a page that fails leaves no half array behind. Like gh,
            // "no issues" is said to people only: a script sees empty output and exit 0.
            var json = JSONArrayStream(pretty: context.io.stdoutIsTerminal)
            var exported = ""
            let withBodies = options.json?.fields.contains("body") ?? false
            let withComments = options.json?.fields.contains("comments") ?? false
            _ = try model.list(limit: options.limit, filter: options.filter, includeBodies: withBodies,
                               includeComments: withComments) { page in
                guard let fields = options.json else { return context.io.writeOutput(output.rows(page)) }
                exported += page.map { issue in json.element(fields.object { IssueJSON.value($0, of: issue) }) }.joined()
            }
            if options.json != nil { context.io.writeOutput(exported + json.close()) }
            return
        }
        let spinner = try ProgressSpinner(io: context.io, now: context.now)
        var issues: [Issue] = []
        let summary = try model.list(limit: options.limit, filter: options.filter) { page in
            issues += page
            try spinner.update("Fetched \(issues.count) issues")
        }
        spinner.finish()
        guard !issues.isEmpty else {
            return context.io.writeError(IssuesOutput.emptyMessage(repo: repo, filtered: options.filter.isActive) + "\n")
        }
        let listing = IssueModel.Listing(issues: issues, hasMore: summary.hasMore, totalCount: summary.totalCount)
        context.io.writeOutput(output.table(listing, repo: repo, filtered: options.filter.isActive))
    }

    private static func view(_ number: Int, options: IssuesOptions, model: IssueModel, repo: RepoRef,
                             context: CommandContext) throws {
        let issue = try model.issue(number, includeComments: options.json?.fields.contains("comments") ?? false)
        let output = IssueViewOutput(isTerminal: context.io.stdoutIsTerminal, style: context.outputStyle,
                                     now: try context.now())
        if let fields = options.json {
            context.io.writeOutput(output.json(issue, fields: fields))
            return
        }
        // Piped, gh prints comments only with --comments; the preview's newest comment is for people.
        let wantsComments = options.allComments || context.io.stdoutIsTerminal
        let comments = wantsComments ? try model.comments(of: issue, all: options.allComments) : []
        context.io.writeOutput(output.render(issue, repo: repo, comments: comments, allComments: options.allComments))
    }

    private static func message(for error: IssueModel.LookupError, repo: RepoRef) -> String {
        switch error {
        case .milestoneTitleNotFound(let title):
            return "no milestone titled \"\(TerminalText.line(title))\" in \(repo): pass its number or an existing title"
        case .milestoneNumberNotFound(let number):
            return "no milestone found with number '\(number)' in \(repo)"
        case .pullRequest(let number, let url):
            return "#\(number) in \(repo) is a pull request, not an issue: see \(TerminalText.line(url))"
        case .issuesDisabled:
            return disabledIssues(repo)
        }
    }

    /// GitHub's statuses in words that say what happened to this repository or issue.
    private static func explained(_ error: GitHubAPIError, repo: RepoRef, number: Int?) -> any Error {
        switch (error.status, number) {
        case (404, let number?):
            return CommandError("issue #\(number) not found in \(repo) (or the repository does not exist or is not visible to you)")
        case (404, nil):
            return CommandError(notFound(repo))
        case (410, let number?) where error.message.lowercased().contains("deleted"):
            return CommandError("issue #\(number) in \(repo) was deleted")
        case (410, _):
            return CommandError(disabledIssues(repo))
        case (422, _) where error.errors.contains { $0.message?.contains("cannot be searched") == true }:
            return CommandError(notFound(repo))
        case (422, _) where error.errors.contains { $0.field == "milestone" }:
            let value = error.errors.first { $0.field == "milestone" }?.value ?? ""
            return CommandError("no milestone found with number '\(TerminalText.line(value))' in \(repo)")
        default:
            return error
        }
    }

    private static func notFound(_ repo: RepoRef) -> String {
        "repository \(repo) not found (or you have no access)"
    }

    private static func disabledIssues(_ repo: RepoRef) -> String {
        "the '\(repo)' repository has disabled issues"
    }

    /// gh's display form of a URL: scheme, host and path, without the query.
    private static func displayURL(_ url: String) -> String {
        String(url.prefix { $0 != "?" && $0 != "#" })
    }
}
