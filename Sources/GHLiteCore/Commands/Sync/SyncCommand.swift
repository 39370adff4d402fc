/// Runs `gh-lite sync`: sends the outbox and refreshes the repository's mirror, lists the outbox (`--status`) or
/// drops one entry (`--discard ID`).
enum SyncCommand {
    static let entry = CommandEntry(SyncOptions.spec, parse: SyncOptions.parse, run: run)

    static func run(_ options: SyncOptions, context: CommandContext) throws {
        let io = context.io
        let model = try context.container.makeSyncModel()
        switch options.action {
        case .status:
            let entries = try model.pending(in: options.repository)
            if entries.isEmpty { io.writeError(SyncOutput.nothingQueued) } else { io.writeOutput(SyncOutput.status(entries)) }
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
                if summary.unreachable == nil { try refreshMirror(options.repository, context: context) }
                if let conclusion { throw conclusion }
            } else {
                if options.repository == nil { io.writeError(SyncOutput.nothingQueued) }
                try refreshMirror(options.repository, context: context)
            }
        }
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
            let count = IssueViewOutput.count(synced.issueCount, "issue")
            context.io.writeError("\(context.errorStyle.green("✓")) Synced \(count) of \(repo)\n")
        }
    }
}
