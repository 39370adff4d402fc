/// `label` and `milestone` writes with `--offline`, or when GitHub cannot be reached before anything was sent:
/// queued in the outbox as one entry, as the issue writes are, for `gh-lite sync` to send.
enum OfflineCatalogWrite {
    /// Runs `online` unless `offline`; a connection that never opened queues `write()` instead. The entry queued,
    /// or nil when `online` sent the write.
    static func run(offline: Bool, in repo: RepoRef, context: CommandContext, write: () throws -> OutboxWrite,
                    online: () throws -> Void) throws -> OutboxEntry? {
        guard !offline else {
            return try queue(write(), in: repo, unreachable: nil, context: context)
        }
        do {
            try online()
            return nil
        } catch where OutboxQueue.gitHubUnreachable(error) {
            return try queue(write(), in: repo, unreachable: ErrorMessage.describe(error), context: context)
        }
    }

    private static func queue(_ write: OutboxWrite, in repo: RepoRef, unreachable: String?,
                              context: CommandContext) throws -> OutboxEntry {
        let entry = try context.container.makeOutboxQueue().enqueue(repo, write)
        context.io.writeError(OutboxQueue.queuedLine(entry, unreachable: unreachable, style: context.errorStyle))
        return entry
    }

    /// The label as the local mirror shows it; nil when the mirror does not know it (or there is none).
    static func mirroredLabel(_ name: String, in repo: RepoRef, context: CommandContext) throws -> OutboxLabelBase? {
        try catalog(of: repo, context: context)?.labels.first { $0.label.name.lowercased() == name.lowercased() }
            .map { OutboxLabelBase(color: $0.label.color, description: $0.label.description) }
    }

    /// The milestone `wanted` names (number or title) as the local mirror shows it; an edit, close or reopen the
    /// mirror cannot place is refused, as `sync` could not tell a change made on GitHub meanwhile from the one queued.
    static func mirroredMilestone(_ wanted: String, in repo: RepoRef, context: CommandContext) throws -> OutboxMilestoneBase {
        let milestones = try catalog(of: repo, context: context)?.milestones
            .map { Milestone(number: $0.number, title: $0.title) } ?? []
        guard let found = NameMatch.milestone(wanted, in: milestones) else {
            throw notMirrored("milestone \"\(TerminalText.line(wanted))\"", in: repo)
        }
        return OutboxMilestoneBase(number: found.number, title: found.title)
    }

    static func notMirrored(_ what: String, in repo: RepoRef) -> CommandError {
        CommandError("\(what) is not in the local mirror of \(repo), so a change made to it on GitHub meanwhile "
                     + "could not be told from yours: run `gh-lite sync \(repo)` first, or make the change online")
    }

    private static func catalog(of repo: RepoRef, context: CommandContext) throws -> RepositoryCatalog? {
        guard let access = context.container.mirrorAccess(repo: repo) else { return nil }
        return try access.store.state(try access.key(), [])?.catalog
    }
}
