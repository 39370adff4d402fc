/// Runs `issue close` and `issue reopen` through `IssueStateModel`, each event printed as it happens, and with
/// `--json` the issues acted on after it. With `--offline`, or when GitHub cannot be reached before anything was
/// written, the writes go to the outbox instead, for the repository resolved once at the start.
enum IssueStateCommand {
    static func run(_ change: IssueStateModel.Change, selection: IssueSelection, comment: String?, yes: Bool,
                    offline: Bool, json: JSONFieldSelection?, context: CommandContext) throws {
        let repo = try context.container.resolveRepository(selection.repository)
        let json = json.map { IssueWriteJSON($0, selection: selection) }
        if offline {
            return try queue(change, selection: selection, in: repo, comment: comment, yes: yes, json: json,
                             context: context, unreachable: nil)
        }
        do {
            try IssueRunCommand.run(selection, in: repo, context: context) {
                let model = context.container.makeIssueStateModel(repo: repo, io: context.io, style: context.errorStyle)
                let output = IssueStateOutput(repo: repo, change: change, style: context.errorStyle)
                var unchanged: [Int] = []
                let summary = try model.run(change, on: selection, comment: comment, yes: yes) { event in
                    if case .unchanged(let target) = event { unchanged.append(target.number) }
                    context.io.writeError(output.line(for: event))
                }
                if let json {
                    try json.print(json.actedOn(summary, unchanged: unchanged, selection: selection),
                                   past: output.run.past, model: context.container.makeIssueModel(repo: repo),
                                   context: context)
                }
                return (summary, output.run)
            }
        } catch let error as UnreachableBeforeWriting where change.queues && selection.numbers != nil {
            try queue(change, selection: selection, in: repo, comment: comment, yes: yes, json: json, context: context,
                      unreachable: error.userMessage)
        } catch where selection.numbers == nil && NotQueued.unreachable(error) {
            throw NotQueued.search(change.verb)
        }
    }

    /// One entry per issue: its close or reopen, with the comment (`-c`) that `sync` sends first.
    private static func queue(_ change: IssueStateModel.Change, selection: IssueSelection, in repo: RepoRef,
                              comment: String?, yes: Bool, json: IssueWriteJSON?, context: CommandContext,
                              unreachable: String?) throws {
        let entries = try context.container.makeOutboxQueue().enqueue(selection.numbers ?? [], in: repo,
                                                                      verb: change.verb, yes: yes,
                                                                      unreachable: unreachable, context: context) {
            number in
            switch change {
            case .close(let reason, _): .close(issue: number, reason: reason?.rawValue, comment: comment)
            case .reopen: .reopen(issue: number, comment: comment)
            }
        }
        try json?.printQueued(entries, in: repo, model: context.container.makeIssueModel(repo: repo), context: context)
    }
}

private extension IssueStateModel.Change {
    /// A close as a duplicate needs the other issue's node id from GitHub: it is never queued.
    var queues: Bool {
        if case .close(_, let duplicateOf) = self { return duplicateOf == nil }
        return true
    }
}
