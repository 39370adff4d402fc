/// Runs `gh-lite cache sync`: makes or refreshes one repository's mirror, with progress on a terminal.
enum CacheSyncCommand {
    static let entry = CommandEntry(CacheSyncOptions.spec, parse: CacheSyncOptions.parse, run: run)

    static func run(_ options: CacheSyncOptions, context: CommandContext) throws {
        let repo = try context.container.resolveRepository(options.repository)
        guard let model = context.container.makeMirrorRefreshModel(repo: repo) else {
            throw CommandError("the mirror is turned off by --no-cache or GH_LITE_NO_CACHE: nothing to sync")
        }
        try IssueFailure.explaining(repo: repo) {
            let spinner = try ProgressSpinner(io: context.io, now: context.now)
            let mirror = try model.refresh { try spinner.update("Syncing \(repo): \($0) issues") }
            spinner.finish()
            context.io.writeError("\(context.errorStyle.green("✓")) Synced \(IssueViewOutput.count(mirror.issues.count, "issue")) of \(repo)\n")
        }
    }
}
