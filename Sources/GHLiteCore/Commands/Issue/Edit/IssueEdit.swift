/// `gh-lite issue edit {NUMBER | URL}... [--search QUERY]`: flags, parse (validated before any request) and run.
public struct IssueEditOptions: Sendable, Equatable {
    public var selection: IssueSelection
    public var edit = IssueEdit()
    /// `-F`: a file to read the body from, `-` for standard input; read when the command runs.
    public var bodyFile: String?
    /// A draft saved by an edit that failed to send: its title and body, unless given here.
    public var recover: String?
    public var yes = false
    /// Into the outbox, for `gh-lite sync`: nothing is asked of GitHub.
    public var offline = false
    /// `--json`: the issues after the edit, on stdout instead of their URLs.
    public var json: JSONFieldSelection?

    enum Flags {
        static let title = Flag.text("title", short: "t", help: "Set the new title.")
        static let body = Flag.text("body", short: "b", help: "Set the new body.")
        static let bodyFile = Flag.text("body-file", short: "F", placeholder: "file",
                                        help: "Read body text from file (use \"-\" to read from standard input)",
                                        values: .file)
        static let addLabel = Flag.list("add-label", placeholder: "name", help: "Add labels by name", values: .dynamic(.label))
        static let removeLabel = Flag.list("remove-label", placeholder: "name", help: "Remove labels by name", values: .dynamic(.label))
        static let addAssignee = Flag.list("add-assignee", placeholder: "login",
                                           help: "Add assigned users by their login. Use \"@me\" to assign yourself.")
        static let removeAssignee = Flag.list("remove-assignee", placeholder: "login",
                                              help: "Remove assigned users by their login. Use \"@me\" to unassign yourself.")
        static let milestone = Flag.text("milestone", short: "m", placeholder: "name",
                                         help: "Edit the milestone the issue belongs to by name or number",
                                         values: .dynamic(.milestone))
        static let removeMilestone = Flag.switch("remove-milestone", help: "Remove the milestone association from the issue")
        static let recover = Flag.text("recover", placeholder: "file",
                                       help: "Send again the title and body of an edit that failed", values: .file)
    }

    public static let spec = CommandSpec(
        name: "edit",
        summary: "Edit issues.",
        usage: "issue edit {NUMBER | URL}... [flags]",
        flags: [Flags.title, Flags.body, Flags.bodyFile, Flags.addLabel, Flags.removeLabel, Flags.addAssignee,
                Flags.removeAssignee, Flags.milestone, Flags.removeMilestone] + IssueLinkFlags.edit
            + [Flags.recover, IssueSelection.searchFlag, BulkRun.yesFlag, SharedFlags.repository, SharedFlags.offline,
               IssueJSON.editFlag],
        maxPositionals: .max,
        details: """
            On a terminal with no flag, asks what to change (title, body in the editor, labels, assignees, \
            milestone) and offers the repository's own lists. Labels, assignees and milestones are checked \
            against the repository before anything is sent, and so are the type (one of the organisation's) and \
            the issues named for the parent, sub-issues and dependencies (numbers or URLs): `--parent` moves an \
            issue that has another parent. Several issues (numbers, URLs or --search) take \
            labels, assignees, the milestone, the type and links, not a title or body; they are listed and confirmed once on a \
            terminal, elsewhere they need --yes, and each is reported on its own (exit 1 if any failed). \
            A title or body that could not be sent is saved to a draft that --recover sends again. The changes \
            given as flags are queued in the outbox, one entry per issue, with --offline or when GitHub cannot be \
            reached before anything was sent (a new title, body or milestone only for an issue in the local \
            mirror); `gh-lite sync` sends them.
            """ + "\n" + IssueWriteJSON.details + " Here the Go template is --template alone (-t is the title).",
        examples: ["gh-lite issue edit 23 --title \"I found a bug\" --body \"Nothing works\"",
                   "gh-lite issue edit 23 --add-label \"bug,help wanted\" --remove-label core",
                   "gh-lite issue edit 23 24 25 --add-assignee @me --milestone \"Version 1\" --yes",
                   "gh-lite issue edit --search \"label:triage no:milestone\" -m 3 -R octocat/Hello-World",
                   "gh-lite issue edit 23 --body-file body.txt",
                   "gh-lite issue edit 24 25 --parent 23 --type Task --add-blocked-by 22"])

    public init(selection: IssueSelection, edit: IssueEdit = IssueEdit(), bodyFile: String? = nil,
                recover: String? = nil, yes: Bool = false) {
        self.selection = selection
        self.edit = edit
        self.bodyFile = bodyFile
        self.recover = recover
        self.yes = yes
    }

    public static func parse(_ arguments: ParsedArguments) throws -> IssueEditOptions {
        let usage = arguments.usage
        var options = IssueEditOptions(selection: try IssueSelection.parse(arguments))
        options.edit.title = try arguments[Flags.title]
        if let title = options.edit.title, title.trimmingWhitespace().isEmpty {
            throw UsageError("title can't be blank", usage: usage)
        }
        options.edit.body = try arguments[Flags.body]
        options.bodyFile = try arguments[Flags.bodyFile]
        if options.edit.body != nil && options.bodyFile != nil {
            throw UsageError("specify only one of `--body` or `--body-file`", usage: usage)
        }
        options.edit.addLabels = try arguments[Flags.addLabel] ?? []
        options.edit.removeLabels = try arguments[Flags.removeLabel] ?? []
        options.edit.addAssignees = try arguments[Flags.addAssignee] ?? []
        options.edit.removeAssignees = try arguments[Flags.removeAssignee] ?? []
        try refuseBoth(options.edit.addLabels, options.edit.removeLabels, what: "label", usage: usage)
        try refuseBoth(options.edit.addAssignees, options.edit.removeAssignees, what: "assignee", usage: usage)
        options.edit.milestone = try arguments[Flags.milestone].map { $0.trimmingWhitespace() }
        if options.edit.milestone?.isEmpty == true {
            throw UsageError("`--milestone` needs a title or a number (`--remove-milestone` removes it)", usage: usage)
        }
        options.edit.removeMilestone = try arguments[Flags.removeMilestone]
        if options.edit.milestone != nil && options.edit.removeMilestone {
            throw UsageError("specify only one of `--milestone` or `--remove-milestone`", usage: usage)
        }
        options.edit.links = try IssueLinkFlags.parseEdit(arguments)
        options.recover = try arguments[Flags.recover]
        options.yes = try arguments[BulkRun.yesFlag]
        options.offline = try arguments[SharedFlags.offline]
        if options.offline {
            try options.selection.checkOffline(usage: usage)
            guard options.queues else {
                throw UsageError("`--offline` queues the changes given as flags (e.g. --add-label bug): give the body "
                                 + "with --body, not --body-file or --recover", usage: usage)
            }
        }
        options.json = try arguments[IssueJSON.editFlag]
        if options.json != nil && options.asksNothing {
            throw UsageError("`--json` asks nothing: give the changes as flags (e.g. --add-label bug)", usage: usage)
        }
        if options.edit.hasText || options.bodyFile != nil || options.recover != nil, !options.isSingleIssue {
            throw UsageError("`--title`, `--body`, `--body-file` and `--recover` edit one issue at a time: give a "
                             + "single issue NUMBER or URL", usage: usage)
        }
        return options
    }

    /// Adding and removing the same name in one run would leave it to chance: refused.
    private static func refuseBoth(_ added: [String], _ removed: [String], what: String, usage: String) throws {
        let lowered = Set(removed.map { $0.lowercased() })
        guard let both = added.first(where: { lowered.contains($0.lowercased()) }) else { return }
        throw UsageError("'\(TerminalText.line(both))' is given to both `--add-\(what)` and `--remove-\(what)`: "
                         + "keep one", usage: usage)
    }

    var isSingleIssue: Bool {
        if case .numbers(let numbers) = selection.source { return numbers.count == 1 }
        return false
    }

    /// No change asked on the command line: a terminal asks for them.
    var asksNothing: Bool { edit.isEmpty && bodyFile == nil && recover == nil }

    /// What the outbox can hold: changes given as flags, none read from a file or a draft.
    var queues: Bool { !edit.isEmpty && bodyFile == nil && recover == nil }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    /// `--offline`, or GitHub out of reach before anything was sent: the changes into the outbox. Otherwise `edit`.
    static func run(_ options: IssueEditOptions, context: CommandContext) throws {
        let repo = try context.container.resolveRepository(options.selection.repository)
        try checkLinkHosts(options.edit.links, configuration: context.configuration)
        if options.offline { return try queue(options, in: repo, context: context, unreachable: nil) }
        do {
            try edit(options, in: repo, context: context)
        } catch where OutboxQueue.gitHubUnreachable(error) && options.queues && options.selection.numbers != nil {
            // Nothing was sent: the lookup that precedes every write could not reach GitHub.
            try queue(options, in: repo, context: context, unreachable: ErrorMessage.describe(error))
        } catch where options.selection.numbers == nil && NotQueued.unreachable(error) {
            throw NotQueued.search("edit")
        }
    }

    /// One entry per issue, the edit as typed; `sync` checks it against GitHub when it sends it. A new title, body
    /// or milestone keeps the issue as the mirror shows it, so that `sync` can tell someone else's change from it.
    private static func queue(_ options: IssueEditOptions, in repo: RepoRef, context: CommandContext,
                              unreachable: String?) throws {
        try IssueLinkPlan.checkHost(options.edit.links, host: repo.host ?? context.configuration.host)
        let numbers = options.selection.numbers ?? []
        try IssueLinkPlan.checkSelfLinks(options.edit.links, targets: numbers, repo: repo)
        try checkMirroredType(options.edit.links, in: repo, context: context)
        let bases = try IssueEditBases.mirrored(numbers, for: options.edit, in: repo,
                                                 read: context.container.makeIssueModel(repo: repo).environment.mirroredIssues)
        let entries = try context.container.makeOutboxQueue().enqueue(numbers, in: repo, verb: "edit", yes: options.yes,
                                                                      unreachable: unreachable, context: context) {
            .edit(issue: $0, changes: options.edit, base: bases[$0])
        }
        try options.json.map {
            try IssueWriteJSON($0, selection: options.selection)
                .printQueued(entries, in: repo, model: context.container.makeIssueModel(repo: repo), context: context)
        }
    }

    /// A type the mirror's list of the owner's types lacks is refused before it is queued, in the online words.
    /// (With no types mirrored, a user's repository cannot be told from one whose types were never read.)
    private static func checkMirroredType(_ links: IssueLinkEdit, in repo: RepoRef, context: CommandContext) throws {
        guard let name = links.type, let mirror = context.container.mirrorAccess(repo: repo),
              let types = try? mirror.store.state(mirror.key(), [])?.catalog.issueTypes, !types.isEmpty else { return }
        let (_, problem) = IssueLinkPlan.type(named: name, ownerIsOrganization: true, among: types, repo: repo)
        if let problem { throw MetadataError(problems: [problem]) }
    }

    /// The changes from the flags (a body file or standard input read first, a draft recovered), or asked on a
    /// terminal; then the model edits each issue and each is reported as it happens.
    private static func edit(_ options: IssueEditOptions, in repo: RepoRef, context: CommandContext) throws {
        let io = context.io
        let model = context.container.makeIssueEditModel(repo: repo, io: io, style: context.errorStyle)
        let single: Int? = if case .numbers(let numbers) = options.selection.source, numbers.count == 1 { numbers[0] } else { nil }
        let output = IssueEditOutput(repo: repo, style: context.errorStyle, bulk: single == nil)
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
            var answers: [Int: Issue] = [:]
            let summary = try model.run(edit, on: options.selection, yes: options.yes) { event in
                if case .edited(let issue, answered: true) = event { answers[issue.number] = issue }
                let (out, error) = output.lines(for: event)
                if options.json == nil { io.writeOutput(out) }
                io.writeError(error)
            }
            if let json = options.json.map({ IssueWriteJSON($0, selection: options.selection) }) {
                // GraphQL's answer does not say which links the issue has, as REST's read does: link fields read it.
                try json.print(json.actedOn(summary, unchanged: [], selection: options.selection),
                               answers: IssueJSON.needsLinks(json.fields.fields) ? [:] : answers, past: "edited",
                               model: context.container.makeIssueModel(repo: repo), context: context)
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
