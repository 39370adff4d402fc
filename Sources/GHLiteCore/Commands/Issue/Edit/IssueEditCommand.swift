/// Runs `gh-lite issue edit`: the changes from the flags (a body file or standard input read first, a draft
/// recovered), or asked on a terminal; then the model edits each issue and each is reported as it happens.
enum IssueEditCommand {
    static let entry = CommandEntry(IssueEditOptions.spec, parse: IssueEditOptions.parse, run: run)

    static func run(_ options: IssueEditOptions, context: CommandContext) throws {
        let io = context.io
        let repo = try context.container.resolveRepository(options.selection.repository)
        let model = context.container.makeIssueEditModel(repo: repo, io: io, style: context.errorStyle)
        let output = IssueEditOutput(repo: repo, style: context.errorStyle)
        let single: Int? = if case .numbers(let numbers) = options.selection.source, numbers.count == 1 { numbers[0] } else { nil }
        try IssueFailure.explaining(repo: repo, number: single) {
            var edit = options.edit
            if let path = options.recover, let single {
                let draft = try IssueEditDraft.read(path, readFile: model.environment.readFile)
                try draft.checkRecovered(into: repo, issue: single, from: path)
                edit.title = edit.title ?? draft.title
                if options.bodyFile == nil { edit.body = edit.body ?? draft.body }
            }
            if let file = options.bodyFile {
                edit.body = file == "-"
                    ? try IssueBodyLimit.checkedText(of: io.readInput(IssueBodyLimit.bytes), from: "the body on standard input")
                    : try model.readBodyFile(file)
            }
            if options.asksNothing {
                edit = try ask(options, model: model, context: context)
                guard !edit.isEmpty else { return io.writeError("Nothing to change.\n") }
            }
            let summary = try model.run(edit, on: options.selection, yes: options.yes) { event in
                let (out, error) = output.lines(for: event)
                io.writeOutput(out)
                io.writeError(error)
            }
            if summary == BulkRun.Summary(), case .search(let query) = options.selection.source {
                io.writeError("No issues in \(repo) match the search \"\(TerminalText.line(query))\"\n")
            }
            if let conclusion = output.conclusion(summary) { throw conclusion }
            if let path = options.recover { model.discardDraft(path) }
        }
    }

    /// No flag given: a terminal asks what to change in the one issue named; elsewhere that is a usage error.
    private static func ask(_ options: IssueEditOptions, model: IssueEditModel, context: CommandContext) throws -> IssueEdit {
        guard context.io.stdinIsTerminal && context.io.stdoutIsTerminal else {
            throw UsageError("field to edit flag required when not running interactively (e.g. --add-label bug)")
        }
        guard options.isSingleIssue, case .numbers(let numbers) = options.selection.source, let number = numbers.first else {
            throw UsageError("several issues are edited with flags (e.g. --add-label bug): the questions edit one issue")
        }
        let flow = IssueEditFlow(model: model, prompter: Prompter(io: context.io, style: context.errorStyle),
                                 makePicker: { context.container.makeOptionSelectModel(repo: model.repository, kind: $0) })
        return try flow.ask(number)
    }
}
