/// `gh-lite issue view NUMBER|URL`: flags, parse (validated before any request) and run.
public struct IssueViewOptions: Sendable, Equatable {
    /// nil: GH_REPO or the git remotes decide.
    public var repository: RepoRef?
    public var number: Int
    public var json: JSONFieldSelection?
    public var web = false
    public var allComments = false
    public var offline = false

    enum Flags {
        static let comments = Flag.switch("comments", short: "c", help: "View all comments, not just the newest")
        static let json = IssueJSON.flag
    }

    public static let spec = CommandSpec(
        name: "view",
        summary: "View an issue.",
        usage: "issue view {NUMBER | URL} [flags]",
        flags: [SharedFlags.repository, Flags.comments, Flags.json, SharedFlags.web, SharedFlags.offline],
        maxPositionals: 1,
        details: """
            An issue is a number (123 or #123) or a URL (https://github.com/OWNER/REPO/issues/123). On a terminal, \
            shows the issue with its newest comment; piped, its fields one per line, and its comments with --comments.
            JSON fields: \(IssueJSON.fields.joined(separator: ", ")).
            """,
        examples: ["gh-lite issue view 1 -R octocat/Hello-World --comments",
                   "gh-lite issue view https://github.com/octocat/Hello-World/issues/1 --json title,state"])

    public init(number: Int, repository: RepoRef? = nil) {
        self.number = number
        self.repository = repository
    }

    public static func parse(_ arguments: ParsedArguments) throws -> IssueViewOptions {
        let (number, repository) = try IssueReference.single(arguments)
        return try parse(arguments, number: number, repository: repository)
    }

    /// The flags, with the issue already read (`issues` takes OWNER/REPO NUMBER too).
    static func parse(_ arguments: ParsedArguments, number: Int, repository: RepoRef?) throws -> IssueViewOptions {
        var options = IssueViewOptions(number: number, repository: repository)
        (options.web, options.json, options.offline) = try SharedFlags.webJSONOffline(arguments, json: Flags.json)
        options.allComments = try arguments[Flags.comments]
        return options
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    /// One issue with its comments, or its page in the browser, through `IssueModel`.
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
            if let json = options.json?.fields {
                issue = try model.exported([options.number], fields: json)[0]
            } else if options.allComments {
                issue = try model.issueWithComments(options.number)
            } else {
                issue = try model.issue(options.number)
            }
        } catch where OutboxQueue.gitHubUnreachable(error) {
            guard let mirrored = try? model.mirroredIssue(options.number) else { throw error }
            context.io.writeError(MirrorFallbackWarning.line(syncedAt: mirrored.syncedAt, now: try context.now(),
                                                             style: context.errorStyle))
            return try viewMirrored(options, model: model, repo: repo, context: context)
        }
        var notUpdated = model.keepLinks(of: issue)
        // What was shown is GitHub's; the one line after it says the mirror could not keep it.
        defer { if let notUpdated { warn(notUpdated, context: context) } }
        let output = try IssueViewOutput(context: context)
        if let fields = options.json {
            if let comments = issue.comments, notUpdated == nil { notUpdated = model.keep(comments, of: issue) }
            context.io.writeOutput(try output.json(issue, fields: fields, to: context.exportDestination))
            return
        }
        // Piped, gh prints comments only with --comments; the preview's newest comment is for people.
        let comments = options.allComments ? issue.comments ?? []
            : context.io.stdoutIsTerminal ? try model.comments(of: issue, all: false) : []
        if options.allComments || issue.commentCount == 0, notUpdated == nil { notUpdated = model.keep(comments, of: issue) }
        render(issue, output: output, model: model, repo: repo, comments: comments, options: options, context: context)
    }

    private static func warn(_ notUpdated: MirrorNotUpdated, context: CommandContext) {
        guard let now = try? context.now() else { return }
        context.io.writeError(notUpdated.line(now: now, style: context.errorStyle))
    }

    /// The issue as the mirror holds it, with the comments it kept; says so when it kept none.
    private static func viewMirrored(_ options: IssueViewOptions, model: IssueModel, repo: RepoRef,
                                     context: CommandContext) throws {
        let issue = try model.mirroredIssue(options.number).issue
        let output = try IssueViewOutput(context: context)
        if let fields = options.json {
            MirrorExportNote.warn(MirrorExportNote.lacking(fields.fields, in: [issue]), context: context)
            return context.io.writeOutput(try output.json(issue, fields: fields, to: context.exportDestination))
        }
        let wantsComments = options.allComments || context.io.stdoutIsTerminal
        if wantsComments && issue.comments == nil && issue.commentCount > 0 {
            context.io.writeError("Comments are not in the local mirror: view the issue online once with `--comments` "
                                  + "to keep them\n")
        }
        let kept = issue.comments ?? []
        let comments = wantsComments ? (options.allComments ? kept : Array(kept.suffix(1))) : []
        render(issue, output: output, model: model, repo: repo, comments: comments, options: options, context: context)
    }

    /// The issue with what waits in the outbox for it shown over it, and a footer counting the repository's
    /// queued writes. `--json` is GitHub's data alone.
    private static func render(_ issue: Issue, output: IssueViewOutput, model: IssueModel, repo: RepoRef,
                               comments: [IssueComment], options: IssueViewOptions, context: CommandContext) {
        var output = output
        output.pending = model.pendingChanges()
        context.io.writeOutput(output.render(issue, repo: repo, comments: comments, allComments: options.allComments))
        if !output.pending.isEmpty { context.io.writeError(output.pending.footer) }
    }
}
