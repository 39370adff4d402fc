/// `gh-lite issue close {NUMBER | URL}... [--search QUERY]`: flags, parse (validated before any request) and run.
public struct IssueCloseOptions: Sendable, Equatable {
    public var selection: IssueSelection
    /// Left on each issue before it is closed; nil when not given or empty (as gh).
    public var comment: String?
    public var reason: IssueCloseReason?
    /// The number of the issue the closed ones duplicate; the reason is then `duplicate`.
    public var duplicateOf: Int?
    public var yes = false
    /// Into the outbox, for `gh-lite sync`: nothing is asked of GitHub.
    public var offline = false
    /// `--json`: the issues after the change, on stdout.
    public var json: JSONFieldSelection?

    enum Flags {
        static let comment = Flag.text("comment", short: "c", help: "Leave a closing comment")
        static let reason: Flag<IssueCloseReason?> = .choice("reason", short: "r", help: "Reason for closing")
        static let duplicateOf = Flag.text("duplicate-of", placeholder: "number",
                                           help: "Close as a duplicate of this issue of the same repository")
    }

    public static let spec = CommandSpec(
        name: "close",
        summary: "Close issues.",
        usage: "issue close {NUMBER | URL}... [flags]",
        flags: [Flags.comment, Flags.reason, Flags.duplicateOf, IssueSelection.searchFlag, BulkRun.yesFlag,
                SharedFlags.repository, SharedFlags.offline, IssueJSON.flag],
        maxPositionals: .max,
        details: """
            Issues are numbers (123 or #123) or URLs, several at once, or those a GitHub search finds in the \
            repository (--search). Several issues are listed and confirmed once on a terminal; elsewhere they \
            need --yes. Each is reported on its own line; one that fails does not stop the others (exit 1 at \
            the end). Writes go one at a time, a second apart, as GitHub asks; Ctrl-C stops between two and \
            says which issues were closed.
            """ + "\n" + IssueWriteJSON.details,
        examples: ["gh-lite issue close 12 -r \"not planned\" -c \"Out of scope\"",
                   "gh-lite issue close 12 13 14 --duplicate-of 10 --yes",
                   "gh-lite issue close --search \"label:stale updated:<2023-01-01\" -R octocat/Hello-World"])

    public init(selection: IssueSelection, comment: String? = nil, reason: IssueCloseReason? = nil,
                duplicateOf: Int? = nil, yes: Bool = false) {
        self.selection = selection
        self.comment = comment
        self.reason = reason
        self.duplicateOf = duplicateOf
        self.yes = yes
    }

    public static func parse(_ arguments: ParsedArguments) throws -> IssueCloseOptions {
        var options = IssueCloseOptions(selection: try IssueSelection.parse(arguments))
        options.comment = try arguments[Flags.comment].flatMap { $0.isEmpty ? nil : $0 }
        options.reason = try arguments[Flags.reason]
        options.yes = try arguments[BulkRun.yesFlag]
        options.offline = try arguments[SharedFlags.offline]
        options.json = try arguments[IssueJSON.flag]
        if options.offline { try options.selection.checkOffline(usage: arguments.usage) }
        if let word = try arguments[Flags.duplicateOf] {
            guard let number = IssueReference.number(word) else {
                throw UsageError("invalid issue number for `--duplicate-of`: \"\(TerminalText.line(word))\" "
                                 + "(give the number of an issue in the same repository)", usage: arguments.usage)
            }
            if let reason = options.reason, reason != .duplicate {
                throw UsageError("`--duplicate-of` closes as a duplicate: drop `--reason \(reason.rawValue)` or "
                                 + "`--duplicate-of`", usage: arguments.usage)
            }
            options.duplicateOf = number
            if options.offline {
                throw UsageError("`--duplicate-of` needs GitHub: drop it or `--offline`", usage: arguments.usage)
            }
        }
        return options
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    static func run(_ options: IssueCloseOptions, context: CommandContext) throws {
        try IssueStateCommand.run(.close(reason: options.reason, duplicateOf: options.duplicateOf),
                                  selection: options.selection, comment: options.comment, yes: options.yes,
                                  offline: options.offline, json: options.json, context: context)
    }
}
