/// Runs `gh-lite issue view`: one issue with its comments, or its page in the browser, through `IssueModel`.
enum IssueViewCommand {
    static let entry = CommandEntry(IssueViewOptions.spec, parse: IssueViewOptions.parse, run: run)

    static func run(_ options: IssueViewOptions, context: CommandContext) throws {
        let repo = try context.container.resolveRepository(options.repository)
        let model = context.container.makeIssueModel(repo: repo)
        try IssueFailure.explaining(repo: repo, number: options.number) {
            if options.web {
                try IssueWeb.announce(model.openIssue(options.number), context: context)
            } else {
                try context.paging { try view(options, model: model, repo: repo, context: $0) }
            }
        }
    }

    private static func view(_ options: IssueViewOptions, model: IssueModel, repo: RepoRef,
                             context: CommandContext) throws {
        if options.offline { return try viewMirrored(options, model: model, repo: repo, context: context) }
        let issue: Issue
        do {
            issue = try model.issue(options.number, includeComments: options.json?.fields.contains("comments") ?? false)
        } catch where OutboxQueue.gitHubUnreachable(error) {
            guard let mirrored = try? model.mirroredIssue(options.number) else { throw error }
            context.io.writeError(MirrorFallbackWarning.line(syncedAt: mirrored.syncedAt, now: try context.now(),
                                                             style: context.errorStyle))
            return try viewMirrored(options, model: model, repo: repo, context: context)
        }
        let output = IssueViewOutput(isTerminal: context.io.stdoutIsTerminal, style: context.outputStyle,
                                     now: try context.now())
        if let fields = options.json {
            if let comments = issue.comments { model.keep(comments, of: issue) }
            context.io.writeOutput(try output.json(issue, fields: fields))
            return
        }
        // Piped, gh prints comments only with --comments; the preview's newest comment is for people.
        let wantsComments = options.allComments || context.io.stdoutIsTerminal
        let comments = wantsComments ? try model.comments(of: issue, all: options.allComments) : []
        if options.allComments || issue.commentCount == 0 { model.keep(comments, of: issue) }
        context.io.writeOutput(output.render(issue, repo: repo, comments: comments, allComments: options.allComments))
    }

    /// The issue as the mirror holds it, with the comments it kept; says so when it kept none.
    private static func viewMirrored(_ options: IssueViewOptions, model: IssueModel, repo: RepoRef,
                                     context: CommandContext) throws {
        let issue = try model.mirroredIssue(options.number).issue
        let output = IssueViewOutput(isTerminal: context.io.stdoutIsTerminal, style: context.outputStyle,
                                     now: try context.now())
        if let fields = options.json { return context.io.writeOutput(try output.json(issue, fields: fields)) }
        let wantsComments = options.allComments || context.io.stdoutIsTerminal
        if wantsComments && issue.comments == nil && issue.commentCount > 0 {
            context.io.writeError("Comments are not in the local mirror: view the issue online once with `--comments` "
                                  + "to keep them\n")
        }
        let kept = issue.comments ?? []
        let comments = wantsComments ? (options.allComments ? kept : Array(kept.suffix(1))) : []
        context.io.writeOutput(output.render(issue, repo: repo, comments: comments, allComments: options.allComments))
    }
}
