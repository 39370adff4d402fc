/// `gh-lite issue create` (and `new-issue [OWNER/REPO]`): gh's flags and wording for mistakes, parse and run, which
/// settles the issue (flags, editor or prompts), creates it once and prints its URL.
public struct NewIssueOptions: Sendable, Equatable {
    public var repository: RepoRef?
    public var title: String?
    public var body: String?
    /// A path, or `-` for standard input.
    public var bodyFile: String?
    /// nil when the flag was not given (the interactive flow then offers a picker).
    public var labels: [String]?
    public var assignees: [String]?
    /// A title or a number.
    public var milestone: String?
    public var template: String?
    public var editor = false
    public var web = false
    public var recover: String?
    /// Into the outbox, for `gh-lite sync`: nothing is asked of GitHub.
    public var offline = false
    /// `--json`: the new issue's fields on stdout instead of its URL.
    public var json: JSONFieldSelection?
    /// `--parent`, `--type`, `--blocked-by`, `--blocking`.
    public var links = IssueLinkEdit()
    /// As the user typed it, for the hints that name it.
    public var command = NewIssueCommand.issueCreate
    /// The prompts the recovered draft had not answered and no flag answers now: asked again on a terminal.
    public var unanswered: Set<IssueDraft.Question> = []

    enum Flags {
        static let title = Flag.text("title", short: "t", help: "Supply a title. Will prompt for one otherwise.")
        static let body = Flag.text("body", short: "b", help: "Supply a body. Will prompt for one otherwise.")
        static let bodyFile = Flag.text("body-file", short: "F", placeholder: "file",
                                        help: "Read body text from file (use \"-\" to read from standard input)",
                                        values: .file)
        static let label = Flag.list("label", short: "l", placeholder: "name", help: "Add labels by name",
                                     values: .dynamic(.label))
        static let assignee = Flag.list("assignee", short: "a", placeholder: "login",
                                        help: "Assign people by their login. Use \"@me\" to self-assign.")
        static let milestone = Flag.text("milestone", short: "m", placeholder: "name",
                                         help: "Add the issue to a milestone by name or number",
                                         values: .dynamic(.milestone))
        static let template = Flag.text("template", short: "T", placeholder: "name",
                                        help: "Template name to use as starting body text")
        static let editor = Flag.switch("editor", short: "e", help: "Skip prompts and open the text editor to write the "
            + "title and body in. The first line is the title and the remaining text is the body.")
        static let web = Flag.switch("web", short: "w", help: "Open the browser to create an issue")
        static let recover = Flag.text("recover", placeholder: "file", help: "Recover input from a failed run of new-issue",
                                       values: .file)

        static let all: [any DeclaredFlag] = [SharedFlags.repository, title, body, bodyFile, label, assignee, milestone,
                                              template] + IssueLinkFlags.create
            + [editor, web, recover, SharedFlags.offline, IssueJSON.createFlag]
    }

    /// `issue create`, as gh has it: the repository through `-R`, GH_REPO or the git remotes.
    public static let spec = spec(name: "create", aliases: ["new"], usage: "issue create [flags]", maxPositionals: 0)

    /// `new-issue [OWNER/REPO]`, gh-lite's own name for it.
    public static let shorthandSpec = spec(name: "new-issue", aliases: [], usage: "new-issue [OWNER/REPO] [flags]",
                                    maxPositionals: 1)

    private static func spec(name: String, aliases: [String], usage: String, maxPositionals: Int) -> CommandSpec {
        let command = "gh-lite " + usage.prefix { $0 != "[" }.trimmingWhitespace()
        return CommandSpec(
            name: name, aliases: aliases,
            summary: name == "create" ? "Create a new issue." : "Create an issue in a repository (issue create).",
            usage: usage,
            flags: Flags.all,
            maxPositionals: maxPositionals,
            details: """
                Without a repository named, uses GH_REPO or the git remotes of the current directory. On a terminal, \
                asks for what is missing; otherwise --title is required. Prints the new issue's URL.
                If the issue cannot be created, the text is saved to a draft and --recover FILE brings it back, into \
                the draft's repository when no other is named or found (a different one is refused).
                --type, --parent, --blocked-by and --blocking are checked before the issue is created; the type is \
                set with it, the parent and dependencies right after it.
                The editor is GH_EDITOR, else `gh-lite config set editor`'s, else VISUAL or EDITOR (default vi).
                With --json FIELDS (and --jq; --template here names an issue template), prints the new issue as \
                issue view --json shows it, instead of its URL, and asks nothing: give --title and --body. Queued, \
                it prints what was typed, null for the rest, with "pending": true and "outboxEntry": N.
                """,
            examples: ["\(command) --title \"I found a bug\" --body \"Nothing works\"",
                       "\(command) -R octocat/Hello-World --label \"bug,help wanted\" --assignee @me",
                       "\(command) -R octocat/Hello-World --template \"Bug report\" --title \"Crash on start\"",
                       "\(command) --title \"Write the docs\" --type Task --parent 12 --blocked-by 14,15",
                       "\(command) --recover ~/.cache/gh-lite/drafts/new-issue-20240601T120000Z.json"])
    }

    public init() {}

    public static func parse(_ arguments: ParsedArguments) throws -> NewIssueOptions {
        let usage = arguments.usage
        var options = NewIssueOptions()
        options.repository = try namedRepository(argument: arguments.positionals.first,
                                                 flag: arguments[SharedFlags.repository], usage: usage)
        options.title = try arguments[Flags.title]
        if let title = options.title, title.trimmingWhitespace().isEmpty {
            throw UsageError("title can't be blank", usage: usage)
        }
        options.body = try arguments[Flags.body]
        options.bodyFile = try arguments[Flags.bodyFile]
        if options.body != nil && options.bodyFile != nil {
            throw UsageError("specify only one of `--body` or `--body-file`", usage: usage)
        }
        options.labels = try arguments[Flags.label]
        options.assignees = try arguments[Flags.assignee]
        options.milestone = try arguments[Flags.milestone].map { $0.trimmingWhitespace() }.flatMap { $0.isEmpty ? nil : $0 }
        options.template = try arguments[Flags.template]
        if options.template != nil && (options.body != nil || options.bodyFile != nil) {
            throw UsageError("`--template` is not supported when using `--body` or `--body-file`", usage: usage)
        }
        options.editor = try arguments[Flags.editor]
        options.web = try arguments[Flags.web]
        if options.editor && options.web {
            throw UsageError("specify only one of `--editor` or `--web`", usage: usage)
        }
        options.recover = try arguments[Flags.recover]
        if options.recover != nil && options.web {
            throw UsageError("specify only one of `--recover` or `--web`", usage: usage)
        }
        options.links = try IssueLinkFlags.parseCreate(arguments)
        options.offline = try arguments[SharedFlags.offline]
        if options.offline { try options.checkOffline(usage: usage) }
        options.json = try arguments[IssueJSON.createFlag]
        if options.json != nil && (options.web || options.editor) {
            throw UsageError("cannot use `--\(options.web ? "web" : "editor")` with `--json`", usage: usage)
        }
        return options
    }

    /// Whether the command line gave any of the issue's own text or names, or a draft: what Ctrl-C keeps
    /// (`NewIssueModel.cancel`). A template is not that.
    public var givesIssueContent: Bool {
        body != nil || labels != nil || assignees != nil || milestone != nil || recover != nil || !links.isEmpty
    }

    /// `--offline` takes only what needs no answer from GitHub: text, and names as typed (`sync` checks them).
    func checkOffline(usage: String) throws {
        if web || template != nil {
            throw UsageError("`--\(web ? "web" : "template")` needs GitHub: drop it or `--offline`", usage: usage)
        }
    }

    /// A draft's values wherever the command line left them out: flags given now win. A draft's blank title
    /// (Ctrl-C before one was typed, a blank first line in the editor) is no title: asked for, or refused
    /// without a terminal, as when no flag gives one.
    func filled(from draft: IssueDraft) -> NewIssueOptions {
        var options = self
        options.title = title ?? (draft.title.trimmingWhitespace().isEmpty ? nil : draft.title)
        if body == nil && bodyFile == nil { options.body = draft.body }
        options.labels = labels ?? draft.labels
        options.assignees = assignees ?? draft.assignees
        options.milestone = milestone ?? draft.milestone
        if links.isEmpty { options.links = draft.links ?? links }
        options.unanswered = Set(draft.unanswered ?? []).filter { question in
            switch question {
            case .body: body == nil && bodyFile == nil
            case .labels: labels == nil
            case .assignees: assignees == nil
            case .milestone: milestone == nil
            case .type: links.type == nil
            }
        }
        return options
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)
    static let shorthand = CommandEntry(shorthandSpec, parse: {
        var options = try parse($0)
        options.command = .newIssue
        return options
    }, run: run)

    /// Every hint to recover a draft names the command as the user typed it.
    static func run(_ options: NewIssueOptions, context: CommandContext) throws {
        do {
            try create(options, context: context)
        } catch var unsaved as UnsavedIssueError {
            unsaved.command = options.command
            throw unsaved
        }
    }

    private static func create(_ options: NewIssueOptions, context: CommandContext) throws {
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
            try draft.checkRecovered(into: repository, from: path, command: options.command)
            options = options.filled(from: draft)
        }
        try checkLinkHosts(options.links, configuration: context.configuration)
        if let file = options.bodyFile {
            options.body = file == "-"
                ? try IssueBodyLimit.checkedText(of: io.readInput(IssueBodyLimit.bytes), from: "the body on standard input")
                : try model.readBodyFile(file)
            options.bodyFile = nil
        }
        if options.web {
            let url = try model.newIssuePageURL(title: options.title, body: options.body, labels: options.labels,
                                                assignees: options.assignees, milestone: options.milestone,
                                                template: options.template)
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
            if interactive && options.json != nil {
                throw UsageError("`--json` asks nothing: give the issue's --title and --body")
            }
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

        // The issue is made or queued: its draft must not make it again, whatever happens after.
        if let path = options.recover { model.discardDraft(path) }
        switch outcome {
        case .created(let result):
            if let json = options.json {
                let number = result.issue.number
                try IssueWriteJSON(json, selection: IssueSelection(.numbers([number])))
                    .print([number], answers: result.answered.map { [number: $0] } ?? [:], past: "created",
                           model: container.makeIssueModel(repo: repository), context: context)
            } else {
                io.writeOutput(NewIssueOutput.created(result.issue))
            }
            io.writeError(NewIssueOutput.dropped(result.dropped, repository: repository))
            if let failure = result.linkFailure { throw CommandError(failure) }
        case .queued(let entry, let unreachable):
            io.writeError(OutboxQueue.queuedLine(entry, unreachable: unreachable, style: context.errorStyle))
            try options.json.map {
                try IssueWriteJSON($0, selection: IssueSelection(.numbers([]))).printQueuedCreate(entry, context: context)
            }
        }
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
            return .queued(try model.queue(submission), unreachable: ErrorMessage.describe(error))
        } catch let queueError {
            throw model.preserve(submission.draft(for: model.repository), after: queueError)
        }
    }
}
