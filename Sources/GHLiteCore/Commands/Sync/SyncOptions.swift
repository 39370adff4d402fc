/// `gh-lite sync [OWNER/REPO] [--status | --discard ID]`: the parsed command line, validated before anything is read.
public struct SyncOptions: Sendable, Equatable {
    public enum Action: Sendable, Equatable {
        case send
        case status
        case discard(Int)
    }

    /// Only this repository's entries, and its mirror; nil: every repository's entries, and the mirror of the
    /// repository GH_REPO or the git remotes name, if any.
    public var repository: RepoRef?
    public var action: Action

    enum Flags {
        static let status = Flag.switch("status", help: "List the writes waiting in the outbox and send nothing")
        static let discard = Flag.integer("discard", help: "Take entry ID out of the outbox unsent, printing its text")
    }

    public static let spec = CommandSpec(
        name: "sync",
        summary: "Send writes made offline and bring the local mirror up to date.",
        usage: "sync [OWNER/REPO] [flags]",
        flags: [SharedFlags.repository, Flags.status, Flags.discard],
        maxPositionals: 1,
        details: """
            Issues, comments, closes and reopens made with --offline, or while GitHub could not be reached, wait \
            in the outbox (under ~/.local/state/gh-lite). sync sends them in the order they were made, each once: \
            a write whose answer was lost is looked for on GitHub before it is sent again. An entry that no longer \
            fits the issue on GitHub (deleted, moved, locked, already closed or reopened by someone) is a \
            conflict: it is reported and kept, never forced; --discard ID drops it and prints its text. Exit 1 \
            when anything is left unsent.

            Then sync makes or brings up to date the repository's local mirror of issues (the one named, else \
            GH_REPO or the git remotes): the first sync lists every issue once; after it, `issue list` and \
            `issues` for that repository ask GitHub only what changed since the last sync (one request) and \
            filter by state, label, assignee, author and milestone locally. --no-cache leaves the mirror alone; \
            `cache clear` removes it.
            """,
        examples: ["gh-lite sync", "gh-lite sync --status", "gh-lite sync octocat/Hello-World",
                   "gh-lite sync --discard 3"])

    public init(repository: RepoRef? = nil, action: Action = .send) {
        self.repository = repository
        self.action = action
    }

    public static func parse(_ arguments: ParsedArguments) throws -> SyncOptions {
        var options = SyncOptions()
        options.repository = try namedRepository(argument: arguments.positionals.first,
                                                 flag: arguments[SharedFlags.repository], usage: arguments.usage)
        switch (try arguments[Flags.status], try arguments[Flags.discard]) {
        case (true, _?): throw UsageError("specify only one of `--status` or `--discard`", usage: arguments.usage)
        case (true, nil): options.action = .status
        case (false, let id?): options.action = .discard(id)
        case (false, nil): break
        }
        return options
    }
}
