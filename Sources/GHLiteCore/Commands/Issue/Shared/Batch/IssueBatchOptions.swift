/// The command line of a verb that only selects issues (`issue lock`, `unlock`, `pin`, `unpin`): the issues, by
/// number, URL or `--search`, `--yes`, and `--offline` (to the outbox); validated before any request.
public struct IssueBatchOptions: Sendable, Equatable {
    public var selection: IssueSelection
    public var yes = false
    public var offline = false
    /// `--json`: the issues after the change, on stdout.
    public var json: JSONFieldSelection?

    public init(selection: IssueSelection, yes: Bool = false, offline: Bool = false) {
        self.selection = selection
        self.yes = yes
        self.offline = offline
    }

    /// The flags such a verb takes after its own.
    static let flags: [any DeclaredFlag] = [IssueSelection.searchFlag, BulkRun.yesFlag, SharedFlags.repository,
                                            SharedFlags.offline, IssueJSON.flag]

    /// What several issues at once do, for a verb's help.
    static func details(_ verb: String) -> String {
        """
        Issues are numbers (123 or #123) or URLs, several at once, or those a GitHub search finds in the \
        repository (--search). Several issues are listed and confirmed once on a terminal; elsewhere they need \
        --yes. One that fails does not stop the others (exit 1 at the end). Writes go one at a time, a second \
        apart, as GitHub asks; Ctrl-C stops between two and says which issues were \(verb). With --offline, or \
        when GitHub cannot be reached, issues named by number are queued in the outbox for `gh-lite sync`.
        """ + "\n" + IssueWriteJSON.details
    }

    public static func parse(_ arguments: ParsedArguments) throws -> IssueBatchOptions {
        var options = IssueBatchOptions(selection: try IssueSelection.parse(arguments), yes: try arguments[BulkRun.yesFlag],
                                        offline: try arguments[SharedFlags.offline])
        options.json = try arguments[IssueJSON.flag]
        if options.offline { try options.selection.checkOffline(usage: arguments.usage) }
        return options
    }
}
