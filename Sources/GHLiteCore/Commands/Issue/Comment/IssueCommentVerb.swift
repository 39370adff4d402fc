/// `gh-lite issue comment {NUMBER | URL}`: flags, parse (with gh's wording for mistakes) and run.
public struct IssueCommentOptions: Sendable, Equatable {
    /// Where the comment's text comes from; nil: asked for on a terminal (the editor, then "Submit?").
    public enum Input: Sendable, Equatable {
        case body(String)
        /// A path, or `-` for standard input.
        case bodyFile(String)
        case editor
        case web
    }

    public var number: Int
    public var repository: RepoRef?
    public var input: Input?
    public var editLast = false
    public var deleteLast = false
    public var yes = false
    /// A draft a failed run saved: its text is the comment (opened in the editor first with `-e`).
    public var recover: String?
    /// Into the outbox, for `gh-lite sync`: nothing is asked of GitHub.
    public var offline = false
    /// `--json`: the comment GitHub answered with, on stdout instead of its URL.
    public var json: JSONFieldSelection?

    enum Flags {
        static let body = Flag.text("body", short: "b", placeholder: "text", help: "The comment body text")
        static let bodyFile = Flag.text("body-file", short: "F", placeholder: "file",
                                        help: "Read body text from file (use \"-\" to read from standard input)",
                                        values: .file)
        static let editLast = Flag.switch("edit-last", help: "Edit the last comment of the same author")
        static let deleteLast = Flag.switch("delete-last", help: "Delete the last comment of the same author")
        static let editor = Flag.switch("editor", short: "e",
                                        help: "Skip prompts and open the text editor to write the body in")
        static let web = Flag.switch("web", short: "w", help: "Open the web browser to write the comment")
        static let yes = Flag.switch("yes", help: "Skip the delete confirmation prompt when --delete-last is provided")
        static let recover = Flag.text("recover", placeholder: "file",
                                       help: "Send the text a failed run of issue comment saved", values: .file)
    }

    public static let spec = CommandSpec(
        name: "comment",
        summary: "Add a comment to an issue.",
        usage: "issue comment {NUMBER | URL} [flags]",
        flags: [Flags.body, Flags.bodyFile, Flags.editLast, Flags.deleteLast, Flags.editor, Flags.web, Flags.yes,
                Flags.recover, SharedFlags.repository, SharedFlags.offline, IssueJSON.commentFlag],
        maxPositionals: 1,
        details: """
            Without the body text supplied through flags, the command asks for it on a terminal: the editor, \
            then "Submit?". Prints the comment's URL. Each comment is sent once: if it does not arrive, the text \
            is saved to a draft and --recover FILE sends it again. --delete-last asks first on a terminal; \
            elsewhere it needs --yes. With --offline, or when GitHub cannot be reached, the comment waits in the \
            outbox until `gh-lite sync`.
            """ + "\n" + CommentWriteJSON.details,
        examples: ["gh-lite issue comment 12 --body \"Hi from gh-lite\"",
                   "gh-lite issue comment 12 --edit-last -F notes.md",
                   "gh-lite issue comment 12 --delete-last --yes -R octocat/Hello-World"])

    public init(number: Int, repository: RepoRef? = nil, input: Input? = nil) {
        self.number = number
        self.repository = repository
        self.input = input
    }

    public static func parse(_ arguments: ParsedArguments) throws -> IssueCommentOptions {
        let usage = arguments.usage
        let (number, repository) = try IssueReference.single(arguments)
        var options = IssueCommentOptions(number: number, repository: repository)
        var inputs: [Input] = []
        if let body = try arguments[Flags.body] { inputs.append(.body(body)) }
        if let file = try arguments[Flags.bodyFile] { inputs.append(.bodyFile(file)) }
        if try arguments[Flags.editor] { inputs.append(.editor) }
        if try arguments[Flags.web] { inputs.append(.web) }
        guard inputs.count <= 1 else {
            throw UsageError("specify only one of `--body`, `--body-file`, `--editor`, or `--web`", usage: usage)
        }
        options.input = inputs.first
        if case .body(let body)? = options.input, body.trimmingWhitespace().isEmpty {
            throw UsageError("the comment body is empty: give its text with `--body`", usage: usage)
        }
        options.editLast = try arguments[Flags.editLast]
        options.deleteLast = try arguments[Flags.deleteLast]
        options.yes = try arguments[Flags.yes]
        options.recover = try arguments[Flags.recover]
        if options.editLast && options.deleteLast {
            throw UsageError("specify only one of `--edit-last` or `--delete-last`", usage: usage)
        }
        if options.deleteLast && (options.input != nil || options.recover != nil) {
            throw UsageError("should not provide comment body when using `--delete-last`", usage: usage)
        }
        if options.yes && !options.deleteLast {
            throw UsageError("`--yes` should only be used with `--delete-last`", usage: usage)
        }
        options.offline = try arguments[SharedFlags.offline]
        if options.offline && (options.editLast || options.deleteLast || options.input == .web) {
            let flag = options.editLast ? "--edit-last" : options.deleteLast ? "--delete-last" : "--web"
            throw UsageError("`\(flag)` needs GitHub: drop it or `--offline`", usage: usage)
        }
        if options.recover != nil, let input = options.input, input != .editor {
            throw UsageError("`--recover` gives the comment's text: use it alone, or with `--editor` to change it "
                             + "first", usage: usage)
        }
        options.json = try arguments[IssueJSON.commentFlag]
        if options.json != nil {
            let flag = options.deleteLast ? "--delete-last" : options.input == .web ? "--web"
                : options.input == .editor ? "--editor" : options.input == nil && options.recover == nil ? "prompts" : nil
            if let flag {
                throw UsageError(flag == "prompts" ? "`--json` needs the comment's text: give it with `--body` or `--body-file`"
                                 : "cannot use `\(flag)` with `--json`", usage: usage)
            }
        }
        return options
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    /// The text from a flag, a file, a draft, the editor or gh's prompts; a text given already is one write by the
    /// issue's number, else the issue (and your last comment) is looked up first; the comment's URL on stdout.
    static func run(_ options: IssueCommentOptions, context: CommandContext) throws {
        let io = context.io
        let prompts = options.input == nil && options.recover == nil && !options.deleteLast
        if prompts && !(io.stdinIsTerminal && io.stdoutIsTerminal) {
            throw UsageError("flags required when not running interactively")
        }
        let repo = try context.container.resolveRepository(options.repository)
        let model = context.container.makeIssueCommentModel(repo: repo, io: io, style: context.errorStyle)
        // Local text first: a file that cannot be read, or a draft for another issue, sends nothing.
        var body = try options.recover.map { try model.recover($0, onto: options.number) }
        switch options.input {
        case .body(let text)?: body = text
        case .bodyFile("-")?:
            body = try IssueBodyLimit.checkedText(of: io.readInput(IssueBodyLimit.bytes), from: "the body on standard input")
        case .bodyFile(let path)?: body = try model.readBodyFile(path)
        case .editor?, .web?, nil: break
        }
        let output = IssueCommentOutput(style: context.errorStyle)
        if options.offline {
            var draft = CommentDraft(repository: repo.description, issue: options.number, body: body ?? "")
            if prompts || options.input == .editor {
                draft.body = try write(draft, prompt: prompts, model: model, output: output, context: context)
            }
            if prompts {
                try confirmSubmit(draft, model: model, context: context)
            }
            return try queue(draft, options: options, model: model, context: context, unreachable: nil)
        }
        try IssueFailure.explaining(repo: repo, number: options.number) {
            if options.deleteLast {
                try model.deleteLast(on: options.number, yes: options.yes) { _ in io.writeError(output.deleteWarning) }
                io.writeError(IssueCommentOutput.deleted)
                return
            }
            if let body, !options.editLast, options.input != .web, options.input != .editor {
                // The text is here already: one request, which GitHub refuses for a missing or locked issue.
                do {
                    try answer(model.send(body, as: .add(issue: options.number)), options: options, context: context)
                } catch where OutboxQueue.gitHubUnreachable(error) {
                    // Nothing was sent: the text waits in the outbox.
                    let draft = CommentDraft(repository: repo.description, issue: options.number, body: body)
                    return try queue(draft, options: options, model: model, context: context,
                                     unreachable: ErrorMessage.describe(error))
                }
                if let path = options.recover { model.discardDraft(path) }
                return
            }
            // The issue is looked up before the editor opens, so nothing is typed for an issue that is not there.
            let target = try model.target(options.number)
            let last = options.editLast ? try model.lastComment(on: target.number, to: "edit") : nil
            if options.input == .web {
                let url = last?.url ?? target.url + "#issuecomment-new"
                IssueWeb.announce(url, context: context)
                return try model.openInBrowser(url)
            }
            var draft = CommentDraft(repository: repo.description, issue: target.number, body: body ?? last?.body ?? "",
                                     editLast: last != nil)
            if prompts || options.input == .editor {
                draft.body = try write(draft, prompt: prompts, model: model, output: output, context: context)
            }
            if prompts {
                try confirmSubmit(draft, model: model, context: context)
            }
            let write: IssueCommentModel.Write = last.map { .edit($0, issue: target.number) } ?? .add(issue: target.number)
            try answer(model.send(draft.body, as: write), options: options, context: context)
            if let path = options.recover { model.discardDraft(path) }
        }
    }

    /// The comment's URL, as gh prints it, or with `--json` its fields.
    private static func answer(_ comment: IssueComment?, options: IssueCommentOptions, context: CommandContext) throws {
        guard let json = options.json else { return context.io.writeOutput((comment?.url ?? "") + "\n") }
        try CommentWriteJSON(fields: json).print(comment, context: context)
    }

    /// The comment into the outbox, for `gh-lite sync`; an empty one is refused, as when sending.
    private static func queue(_ draft: CommentDraft, options: IssueCommentOptions, model: IssueCommentModel,
                              context: CommandContext, unreachable: String?) throws {
        guard !draft.body.trimmingWhitespace().isEmpty else {
            throw CommandError("the comment is empty: nothing was queued")
        }
        let entry: OutboxEntry
        do {
            entry = try context.container.makeOutboxQueue().enqueue(model.repository,
                                                                    .comment(issue: draft.issue, body: draft.body))
        } catch {
            throw model.unqueued(draft, after: error)
        }
        context.io.writeError(OutboxQueue.queuedLine(entry, unreachable: unreachable, style: context.errorStyle))
        if let path = options.recover { model.discardDraft(path) }
        try options.json.map { try CommentWriteJSON(fields: $0).printQueued(entry, body: draft.body, context: context) }
    }

    /// The text in the editor, after gh's "Press Enter" when the command is prompting. Ctrl-C ends the command
    /// (exit 2), keeping what the editor held.
    private static func write(_ draft: CommentDraft, prompt: Bool, model: IssueCommentModel, output: IssueCommentOutput,
                              context: CommandContext) throws -> String {
        if prompt {
            try model.startCatchingInterrupts()
            context.io.writeError(output.pressEnter(editorName: Editor.programName(context.configuration.editor)))
            _ = try Prompter(io: context.io, style: context.errorStyle).answer()
        }
        do {
            return try model.edit(draft.body, draft: draft)
        } catch let error as any UserFacingError where error.exitCode == .cancelled {
            context.io.writeError("\n") // The terminal left the cursor after its `^C`.
            throw error
        }
    }

    /// gh's "Submit?" (yes on Enter); no discards the text, Ctrl-C keeps it in a draft.
    private static func confirmSubmit(_ draft: CommentDraft, model: IssueCommentModel, context: CommandContext) throws {
        let submit: Bool
        do {
            submit = try Prompter(io: context.io, style: context.errorStyle).confirm("Submit?", byDefault: true)
        } catch is Interrupted {
            throw model.cancel(draft)
        }
        guard submit else { throw CommandError("Discarding.", exitCode: .cancelled) }
    }
}
