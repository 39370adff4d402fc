/// `gh-lite issue reopen {NUMBER | URL}... [--search QUERY]`: flags, parse (validated before any request) and run.
public struct IssueReopenOptions: Sendable, Equatable {
    public var selection: IssueSelection
    /// Left on each issue before it is reopened; nil when not given or empty (as gh).
    public var comment: String?
    public var yes = false
    /// Into the outbox, for `gh-lite sync`: nothing is asked of GitHub.
    public var offline = false
    /// `--json`: the issues after the change, on stdout.
    public var json: JSONFieldSelection?

    enum Flags {
        static let comment = Flag.text("comment", short: "c", help: "Add a reopening comment")
    }

    public static let spec = CommandSpec(
        name: "reopen",
        summary: "Reopen issues.",
        usage: "issue reopen {NUMBER | URL}... [flags]",
        flags: [Flags.comment, IssueSelection.searchFlag, BulkRun.yesFlag, SharedFlags.repository, SharedFlags.offline, IssueJSON.flag],
        maxPositionals: .max,
        details: """
            Issues are numbers (123 or #123) or URLs, several at once, or those a GitHub search finds in the \
            repository (--search). Several issues are listed and confirmed once on a terminal; elsewhere they \
            need --yes. One that fails does not stop the others (exit 1 at the end).
            """ + "\n" + IssueWriteJSON.details,
        examples: ["gh-lite issue reopen 12 -c \"Still happens on 2.0\"",
                   "gh-lite issue reopen --search \"reason:not-planned label:bug\" --yes"])

    public init(selection: IssueSelection, comment: String? = nil, yes: Bool = false) {
        self.selection = selection
        self.comment = comment
        self.yes = yes
    }

    public static func parse(_ arguments: ParsedArguments) throws -> IssueReopenOptions {
        var options = IssueReopenOptions(selection: try IssueSelection.parse(arguments))
        options.comment = try arguments[Flags.comment].flatMap { $0.isEmpty ? nil : $0 }
        options.yes = try arguments[BulkRun.yesFlag]
        options.offline = try arguments[SharedFlags.offline]
        options.json = try arguments[IssueJSON.flag]
        if options.offline { try options.selection.checkOffline(usage: arguments.usage) }
        return options
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    static func run(_ options: IssueReopenOptions, context: CommandContext) throws {
        try IssueStateCommand.run(.reopen, selection: options.selection, comment: options.comment,
                                  yes: options.yes, offline: options.offline, json: options.json, context: context)
    }
}
