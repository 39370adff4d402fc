/// `gh-lite issue comment {NUMBER | URL}`: the parsed command line, with gh's flags and gh's wording for mistakes.
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
                Flags.recover, SharedFlags.repository, SharedFlags.offline],
        maxPositionals: 1,
        details: """
            Without the body text supplied through flags, the command asks for it on a terminal: the editor, \
            then "Submit?". Prints the comment's URL. Each comment is sent once: if it does not arrive, the text \
            is saved to a draft and --recover FILE sends it again. --delete-last asks first on a terminal; \
            elsewhere it needs --yes. With --offline, or when GitHub cannot be reached, the comment waits in the \
            outbox until `gh-lite sync`.
            """,
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
        return options
    }
}
