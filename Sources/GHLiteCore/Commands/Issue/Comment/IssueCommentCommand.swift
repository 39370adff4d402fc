/// Runs `gh-lite issue comment`: the text from a flag, a file, a draft, the editor or gh's prompts; the issue
/// (and your last comment) looked up; one write; the comment's URL on stdout.
enum IssueCommentCommand {
    static let entry = CommandEntry(IssueCommentOptions.spec, parse: IssueCommentOptions.parse, run: run)

    static func run(_ options: IssueCommentOptions, context: CommandContext) throws {
        let io = context.io
        let prompts = options.input == nil && options.recover == nil && !options.deleteLast
        if prompts && !(io.stdinIsTerminal && io.stdoutIsTerminal) {
            throw UsageError("flags required when not running interactively")
        }
        let repo = try context.container.resolveRepository(options.repository)
        let model = context.container.makeCommentModel(repo: repo, io: io, style: context.errorStyle)
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
            let target: IssueTarget
            do {
                target = try model.target(options.number)
            } catch where OutboxQueue.gitHubUnreachable(error) && !options.editLast && options.input != .web
                && options.input != .editor && body != nil {
                // Nothing was sent and the text is already here: it waits in the outbox.
                let draft = CommentDraft(repository: repo.description, issue: options.number, body: body ?? "")
                return try queue(draft, options: options, model: model, context: context,
                                 unreachable: NewIssueModel.describe(error))
            }
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
            let write: CommentModel.Write = last.map { .edit($0, issue: target.number) } ?? .add(target)
            io.writeOutput(try model.send(draft.body, as: write) + "\n")
            if let path = options.recover { model.discardDraft(path) }
        }
    }

    /// The comment into the outbox, for `gh-lite sync`; an empty one is refused, as when sending.
    private static func queue(_ draft: CommentDraft, options: IssueCommentOptions, model: CommentModel,
                              context: CommandContext, unreachable: String?) throws {
        guard !draft.body.trimmingWhitespace().isEmpty else {
            throw CommandError("the comment is empty: nothing was queued")
        }
        let entry = try context.container.makeOutboxQueue().enqueue(model.repository,
                                                                    .comment(issue: draft.issue, body: draft.body))
        context.io.writeError(OutboxQueue.queuedLine(entry, unreachable: unreachable, style: context.errorStyle))
        if let path = options.recover { model.discardDraft(path) }
    }

    /// The text in the editor, after gh's "Press Enter" when the command is prompting. Ctrl-C ends the command
    /// (exit 2), keeping what the editor held.
    private static func write(_ draft: CommentDraft, prompt: Bool, model: CommentModel, output: IssueCommentOutput,
                              context: CommandContext) throws -> String {
        if prompt {
            try model.catchInterrupts()
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
    private static func confirmSubmit(_ draft: CommentDraft, model: CommentModel, context: CommandContext) throws {
        let submit: Bool
        do {
            submit = try Prompter(io: context.io, style: context.errorStyle).confirm("Submit?", byDefault: true)
        } catch is Interrupted {
            throw model.cancel(draft)
        }
        guard submit else { throw CommandError("Discarding.", exitCode: .cancelled) }
    }
}
