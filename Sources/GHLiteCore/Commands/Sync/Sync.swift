/// `gh-lite sync [OWNER/REPO] [--status | --discard ID]`: flags, parse (validated before anything is read) and run,
/// which sends the outbox and refreshes the repository's mirror, lists the outbox (`--status`) or drops one entry
/// (`--discard ID`).
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
    /// `--status --json FIELDS`: the outbox as JSON.
    public var json: JSONFieldSelection?
    /// `--all`: every mirror the account has is refreshed after the outbox is sent.
    public var all = false

    enum Flags {
        static let status = Flag.switch("status", help: "List the writes waiting in the outbox and send nothing")
        static let discard = Flag.integer("discard", help: "Take entry ID out of the outbox unsent, printing its text")
        static let json = JSONFieldSelection.flag(available: OutboxStatusOutput.jsonFields)
        static let all = Flag.switch("all", help: "Refresh every repository's mirror, not only this one's")
    }

    public static let spec = CommandSpec(
        name: "sync",
        summary: "Send writes made offline and bring the local mirror up to date.",
        usage: "sync [OWNER/REPO] [flags]",
        flags: [SharedFlags.repository, Flags.status, Flags.discard, Flags.json, Flags.all],
        maxPositionals: 1,
        details: """
            Writes made with --offline, or while GitHub could not be reached (new issues, comments, closes, \
            reopens, edits, locks and pins; label and milestone writes), wait in the outbox (under ~/.local/state/gh-lite). sync sends them in the order they were made, each once: \
            a write whose answer was lost is looked for on GitHub before it is sent again. An entry that no longer \
            fits the issue on GitHub (deleted, moved, locked, or already as asked by someone else) is a \
            conflict: it is reported and kept, never forced; --discard ID drops it and prints its text. Exit 1 \
            when anything is left unsent. --status lists what waits: its ID, repository, what it does, its age, \
            the attempts that may have reached GitHub, and the conflict that kept it (tab-separated when piped).
            JSON fields (with --status): \(OutboxStatusOutput.jsonFields.joined(separator: ", ")).

            Then sync makes or brings up to date the repository's local mirror of issues (the one named, else \
            GH_REPO or the git remotes; with --all, every repository this account has a mirror of, one line each): the first sync lists every issue once; after it, `issue list` and \
            `issues` for that repository ask GitHub only what changed since the last sync (one request) and \
            filter by state, label, assignee, author and milestone locally. --no-cache leaves the mirror alone; \
            `cache clear` removes it.
            """,
        examples: ["gh-lite sync", "gh-lite sync --status", "gh-lite sync octocat/Hello-World", "gh-lite sync --all",
                   "gh-lite sync --discard 3", "gh-lite sync --status --json id,summary,conflict"])

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
        options.json = try arguments[Flags.json]
        if options.json != nil && options.action != .status {
            throw UsageError("`--json` lists the outbox: use it with `--status`", usage: arguments.usage)
        }
        options.all = try arguments[Flags.all]
        if options.all && (options.repository != nil || options.action != .send) {
            throw UsageError("`--all` refreshes every mirror: use it without a repository, `--status` or `--discard`",
                             usage: arguments.usage)
        }
        return options
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    static func run(_ options: SyncOptions, context: CommandContext) throws {
        let io = context.io
        let model = try context.container.makeSyncModel()
        switch options.action {
        case .status:
            let entries = try model.pending(in: options.repository)
            let output = OutboxStatusOutput(isTerminal: io.stdoutIsTerminal, width: io.terminalWidth,
                                            style: context.outputStyle, now: try context.now())
            if let fields = options.json {
                io.writeOutput(try output.json(entries, fields: fields, to: context.exportDestination))
            } else if entries.isEmpty {
                io.writeError(SyncOutput.nothingQueued)
            } else {
                io.writeOutput(output.table(entries))
            }
        case .discard(let id):
            let (text, line) = SyncOutput.discarded(try model.discard(id))
            io.writeOutput(text)
            io.writeError(line)
        case .send:
            let output = SyncOutput(style: context.errorStyle)
            if !(try model.pending(in: options.repository)).isEmpty {
                let summary = try model.send(options.repository) { event in
                    io.writeError(output.line(for: event))
                    if let url = SyncOutput.url(for: event) { io.writeOutput(url) }
                }
                let conclusion = SyncOutput.conclusion(summary, left: try model.pending(in: options.repository).count)
                if summary.unreachable == nil { try refreshMirrors(options, context: context) }
                if let conclusion { throw conclusion }
            } else {
                if options.repository == nil { io.writeError(SyncOutput.nothingQueued) }
                try refreshMirrors(options, context: context)
            }
        }
    }

    /// The named (or local) repository's mirror; with `--all`, every mirror of the account, each on its own line,
    /// one that fails said and the rest refreshed all the same.
    private static func refreshMirrors(_ options: SyncOptions, context: CommandContext) throws {
        guard options.all else { return try refreshMirror(options.repository, context: context) }
        let repositories = try context.container.mirroredRepositories()
        if repositories.isEmpty {
            return context.io.writeError("No mirrors yet: make one with `gh-lite sync OWNER/REPO`\n")
        }
        var failed = 0
        for repo in repositories {
            do {
                try refreshMirror(repo, context: context)
            } catch where !OutboxQueue.gitHubUnreachable(error) && (error as? any UserFacingError)?.exitCode != .authRequired {
                failed += 1
                context.io.writeError("\(context.errorStyle.red("X")) Could not sync \(repo): \(ErrorMessage.describe(error))\n")
            }
        }
        if failed > 0 {
            throw CommandError("\(failed) of \(repositories.count) mirrors could not be synced: see above")
        }
    }

    /// `repo` as GitHub spelled it in its answer (`sync --all` knows the mirrors by their lower-cased folders); as
    /// asked when GitHub named another repository (a rename redirected) or none.
    private static func spelling(of repo: RepoRef, _ synced: MirrorState) -> String {
        guard let spelled = synced.nameWithOwner, spelled.lowercased() == repo.description.lowercased() else {
            return repo.description
        }
        return TerminalText.line(spelled)
    }

    /// After the outbox, so the mirror holds what was just sent. With no repository named and none here, there is
    /// no mirror to refresh; `--no-cache` leaves mirrors alone.
    private static func refreshMirror(_ named: RepoRef?, context: CommandContext) throws {
        guard let repo = named ?? (try? context.container.resolveRepository(nil)),
              let mirror = context.container.makeMirrorRefreshModel(repo: repo) else { return }
        try IssueFailure.explaining(repo: repo) {
            let spinner = try ProgressSpinner(io: context.io, now: context.now)
            let synced = try mirror.refresh { try spinner.update("Syncing \(repo): \($0) issues") }
            spinner.finish()
            let count = String.counted(synced.issueCount, "issue")
            context.io.writeError("\(context.errorStyle.green("✓")) Synced \(count) of \(spelling(of: repo, synced))\n")
        }
    }
}
