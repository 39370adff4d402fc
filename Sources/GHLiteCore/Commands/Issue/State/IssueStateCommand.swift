/// Runs `issue close` and `issue reopen` through `IssueStateModel`, each event printed as it happens. With
/// `--offline`, or when GitHub cannot be reached before anything was written, the writes go to the outbox instead,
/// for the repository resolved once at the start.
enum IssueStateCommand {
    static func run(_ change: IssueStateModel.Change, selection: IssueSelection, comment: String?, yes: Bool,
                    offline: Bool, context: CommandContext) throws {
        let repo = try context.container.resolveRepository(selection.repository)
        if offline {
            return try queue(change, selection: selection, in: repo, comment: comment, context: context, unreachable: nil)
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
            try queue(change, selection: selection, in: repo, comment: comment, context: context,
                      unreachable: error.userMessage)
        }
    }

    /// Each issue's comment (`-c`), then its close or reopen, into the outbox in that order.
    private static func queue(_ change: IssueStateModel.Change, selection: IssueSelection, in repo: RepoRef,
                              comment: String?, context: CommandContext, unreachable: String?) throws {
        let outbox = context.container.makeOutboxQueue()
        var unreachable = unreachable // Said once, on the first line.
        for number in selection.numbers ?? [] {
            var writes: [OutboxWrite] = comment.map { [.comment(issue: number, body: $0)] } ?? []
            switch change {
            case .close(let reason, _): writes.append(.close(issue: number, reason: reason?.rawValue))
            case .reopen: writes.append(.reopen(issue: number))
            }
            for write in writes {
                let entry = try outbox.enqueue(repo, write)
                context.io.writeError(OutboxQueue.queuedLine(entry, unreachable: unreachable, style: context.errorStyle))
                unreachable = nil
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
