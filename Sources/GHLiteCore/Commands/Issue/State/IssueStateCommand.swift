/// Runs `issue close` and `issue reopen` through `IssueStateModel`, each event printed as it happens. With
/// `--offline`, or when GitHub cannot be reached before anything was written, the writes go to the outbox instead,
/// for the repository resolved once at the start.
enum IssueStateCommand {
    static func run(_ change: IssueStateModel.Change, selection: IssueSelection, comment: String?, yes: Bool,
                    offline: Bool, context: CommandContext) throws {
        let repo = try context.container.resolveRepository(selection.repository)
        if offline {
            return try queue(change, selection: selection, in: repo, comment: comment, yes: yes, context: context,
                             unreachable: nil)
        }
        do {
            try IssueRunCommand.run(selection, in: repo, context: context) {
                let model = context.container.makeIssueStateModel(repo: repo, io: context.io, style: context.errorStyle)
                let output = IssueStateOutput(repo: repo, change: change, style: context.errorStyle)
                let summary = try model.run(change, on: selection, comment: comment, yes: yes) { event in
                    context.io.writeError(output.line(for: event))
                }
                return (summary, output.run)
            }
        } catch let error as UnreachableBeforeWriting where change.queues && selection.numbers != nil {
            try queue(change, selection: selection, in: repo, comment: comment, yes: yes, context: context,
                      unreachable: error.userMessage)
        } catch where selection.numbers == nil && NotQueued.unreachable(error) {
            throw NotQueued.search(change.verb)
        }
    }

    /// One entry per issue: its close or reopen, with the comment (`-c`) that `sync` sends first.
    private static func queue(_ change: IssueStateModel.Change, selection: IssueSelection, in repo: RepoRef,
                              comment: String?, yes: Bool, context: CommandContext, unreachable: String?) throws {
        try context.container.makeOutboxQueue().enqueue(selection.numbers ?? [], in: repo, verb: change.verb, yes: yes,
                                                        unreachable: unreachable, context: context) { number in
            switch change {
            case .close(let reason, _): .close(issue: number, reason: reason?.rawValue, comment: comment)
            case .reopen: .reopen(issue: number, comment: comment)
            }
        }
    }
}

private extension IssueStateModel.Change {
    /// A close as a duplicate needs the other issue's node id from GitHub: it is never queued.
    var queues: Bool {
        if case .close(_, let duplicateOf) = self { return duplicateOf == nil }
        return true
    }
}
