/// `gh-lite new-issue [OWNER/REPO]`: the parsed command line, with gh's flags and gh's wording for mistakes.
public struct NewIssueOptions: Sendable, Equatable {
    public var repository: String?
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

    public static let spec = CommandSpec(
        name: "new-issue",
        summary: "Create an issue in a repository.",
        usage: "new-issue [OWNER/REPO] [flags]",
        flags: [
            FlagSpec("repo", short: "R", .value(placeholder: "OWNER/REPO"), help: "Select another repository"),
            FlagSpec("title", short: "t", .value(placeholder: "string"), help: "Supply a title. Will prompt for one otherwise."),
            FlagSpec("body", short: "b", .value(placeholder: "string"), help: "Supply a body. Will prompt for one otherwise."),
            FlagSpec("body-file", short: "F", .value(placeholder: "file"),
                     help: "Read body text from file (use \"-\" to read from standard input)"),
            FlagSpec("label", short: "l", .value(placeholder: "name"), help: "Add labels by name"),
            FlagSpec("assignee", short: "a", .value(placeholder: "login"),
                     help: "Assign people by their login. Use \"@me\" to self-assign."),
            FlagSpec("milestone", short: "m", .value(placeholder: "name"), help: "Add the issue to a milestone by name or number"),
            FlagSpec("template", short: "T", .value(placeholder: "name"), help: "Template name to use as starting body text"),
            FlagSpec("editor", short: "e",
                     help: "Skip prompts and open the text editor to write the title and body in. The first line is the title and the remaining text is the body."),
            FlagSpec("web", short: "w", help: "Open the browser to create an issue"),
            FlagSpec("recover", .value(placeholder: "file"), help: "Recover input from a failed run of new-issue"),
        ],
        maxPositionals: 1,
        details: """
            Without OWNER/REPO, uses GH_REPO or the git remotes of the current directory. On a terminal, asks for \
            what is missing; otherwise --title is required. Prints the new issue's URL.
            If the issue cannot be created, the text is saved to a draft and --recover FILE brings it back, into \
            the draft's repository when no other is named or found (a different one is refused).
            The editor is GH_EDITOR, VISUAL or EDITOR (default vi).
            """,
        examples: ["gh-lite new-issue --title \"I found a bug\" --body \"Nothing works\"",
                   "gh-lite new-issue octocat/Hello-World --label \"bug,help wanted\" --assignee @me",
                   "gh-lite new-issue -R octocat/Hello-World --template \"Bug report\" --title \"Crash on start\"",
                   "gh-lite new-issue --recover ~/.cache/gh-lite/drafts/new-issue-20240601T120000Z.json"])

    public init() {}

    public static func parse(_ arguments: ParsedArguments) throws -> NewIssueOptions {
        let usage = spec.usageLine
        var options = NewIssueOptions()
        options.repository = try namedRepository(argument: arguments.positionals.first, flag: arguments.value("repo"),
                                                 usage: usage)
        options.title = arguments.value("title")
        if let title = options.title, title.trimmingWhitespace().isEmpty {
            throw UsageError("title can't be blank", usage: usage)
        }
        options.body = arguments.value("body")
        options.bodyFile = arguments.value("body-file")
        if options.body != nil && options.bodyFile != nil {
            throw UsageError("specify only one of `--body` or `--body-file`", usage: usage)
        }
        if arguments.values["label"] != nil { options.labels = arguments.list("label") }
        if arguments.values["assignee"] != nil { options.assignees = arguments.list("assignee") }
        options.milestone = arguments.value("milestone").map { $0.trimmingWhitespace() }.flatMap { $0.isEmpty ? nil : $0 }
        options.template = arguments.value("template")
        if options.template != nil && (options.body != nil || options.bodyFile != nil) {
            throw UsageError("`--template` is not supported when using `--body` or `--body-file`", usage: usage)
        }
        options.editor = arguments.has("editor")
        options.web = arguments.has("web")
        if options.editor && options.web {
            throw UsageError("specify only one of `--editor` or `--web`", usage: usage)
        }
        options.recover = arguments.value("recover")
        if options.recover != nil && options.web {
            throw UsageError("specify only one of `--recover` or `--web`", usage: usage)
        }
        return options
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
        return options
    }
}
