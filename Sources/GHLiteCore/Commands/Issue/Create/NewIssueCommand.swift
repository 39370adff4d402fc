/// Runs `gh-lite new-issue`: settles the issue (flags, editor or prompts), creates it once, prints its URL.
enum NewIssueCommand {
    static let entry = CommandEntry(NewIssueOptions.spec, parse: NewIssueOptions.parse, run: run)
    static let shorthand = CommandEntry(NewIssueOptions.shorthandSpec, parse: NewIssueOptions.parse, run: run)

    static func run(_ options: NewIssueOptions, context: CommandContext) throws {
        let io = context.io
        let container = context.container
        let draft = try options.recover.map(container.readIssueDraft)
        let repository = try container.resolveRepository(options.repository,
                                                         otherwise: draft.map { try RepoRef.parse($0.repository) })
        // A recovered draft may be what named the repository, so the checkout here need not be its own.
        let model = container.makeNewIssueModel(
            repo: repository,
            templatesFromCheckout: options.repository == nil && context.configuration.defaultRepository == nil && draft == nil)
        var options = options
        if let path = options.recover, let draft {
            try draft.checkRecovered(into: repository, from: path)
            options = options.filled(from: draft)
        }
        if let file = options.bodyFile {
            options.body = file == "-"
                ? try IssueBodyLimit.checkedText(of: io.readInput(IssueBodyLimit.bytes), from: "the body on standard input")
                : try model.readBodyFile(file)
            options.bodyFile = nil
        }
        if options.web {
            let url = try model.newIssuePageURL(options)
            if io.stderrIsTerminal { io.writeError(NewIssueOutput.openingInBrowser(model.webURL + "/issues/new")) }
            try model.openInBrowser(url)
            return
        }

        let terminal = io.stdinIsTerminal && io.stdoutIsTerminal
        if options.editor && !terminal {
            throw UsageError("`--editor` is not supported in non-tty mode")
        }
        var flow = NewIssueFlow(
            model: model, options: options, template: nil, prompter: Prompter(io: io, style: context.errorStyle),
            editorName: Editor.programName(context.configuration.editor),
            makePicker: { container.makeOptionSelectModel(repo: repository, kind: $0) })
        let outcome: NewIssueOutcome
        if options.offline {
            let submission = try flow.offline()
            do {
                outcome = .queued(try model.queue(submission), unreachable: nil)
            } catch {
                throw model.preserve(submission.draft(for: repository), after: error) // an outbox that cannot be written
            }
        } else {
            if !terminal && options.title == nil {
                throw UsageError("must provide --title when not running interactively")
            }
            if io.stdoutIsTerminal { io.writeError(NewIssueOutput.header(repository)) }
            let interactive = !options.editor && terminal && (options.title == nil || options.body == nil || options.recover != nil)
            do {
                flow.template = try options.template.map {
                    try model.template(named: $0) { io.writeError(NewIssueOutput.templateWarnings($0)) }
                }
                let submission: NewIssueSubmission
                if options.editor {
                    submission = try flow.editor()
                } else if interactive {
                    submission = try flow.interactive()
                } else {
                    submission = try flow.direct()
                }
                outcome = try model.create(submission)
            } catch where OutboxQueue.gitHubUnreachable(error) {
                outcome = try queueUnchecked(after: error, flow: flow, queueable: !interactive && options.template == nil)
            }
        }

        switch outcome {
        case .created(let result):
            io.writeOutput(NewIssueOutput.created(result.issue))
            io.writeError(NewIssueOutput.dropped(result.dropped, repository: repository))
        case .queued(let entry, let unreachable):
            io.writeError(OutboxQueue.queuedLine(entry, unreachable: unreachable, style: context.errorStyle))
        }
        if let path = options.recover { model.discardDraft(path) }
    }

    /// GitHub could not be reached before anything was sent (while the names were checked or a template read). An
    /// issue settled by the flags or the editor goes to the outbox with its names as typed, for `sync` to check; one
    /// that needed a template or the pickers is kept as a draft of what was given.
    private static func queueUnchecked(after error: any Error, flow: NewIssueFlow, queueable: Bool) throws -> NewIssueOutcome {
        let model = flow.model
        guard queueable else {
            let given = flow.asGiven(title: flow.options.title ?? "")
            guard given != NewIssueSubmission(title: "", body: "") else { throw error }
            throw model.preserve(given.draft(for: model.repository), after: error)
        }
        let submission = try flow.offline()
        do {
            return .queued(try model.queue(submission), unreachable: NewIssueModel.describe(error))
        } catch let queueError {
            throw model.preserve(submission.draft(for: model.repository), after: queueError)
        }
    }
}
