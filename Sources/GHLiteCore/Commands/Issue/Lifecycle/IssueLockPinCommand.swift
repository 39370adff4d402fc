/// Runs `issue lock|unlock|pin|unpin` through `IssueLockPinModel`, each event printed as it happens, and with `--json`
/// the issues acted on after it. With `--offline`, or when GitHub cannot be reached before anything was written, each
/// issue's change goes to the outbox instead.
enum IssueLockPinCommand {
    static func run(_ change: IssueLockPinModel.Change, _ options: IssueBatchOptions, context: CommandContext) throws {
        let selection = options.selection
        let repo = try context.container.resolveRepository(selection.repository)
        let json = options.json.map { IssueWriteJSON($0, selection: selection) }
        if options.offline { return try queue(change, options, in: repo, json: json, context: context, unreachable: nil) }
        do {
            try IssueRunCommand.run(selection, in: repo, context: context) {
                let model = context.container.makeIssueLockPinModel(repo: repo, io: context.io, style: context.errorStyle)
                let output = IssueLockPinOutput(repo: repo, change: change, style: context.errorStyle)
                var unchanged: [Int] = []
                let summary = try model.run(change, on: selection, yes: options.yes) { event in
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
        } catch let error as UnreachableBeforeWriting where selection.numbers != nil {
            try queue(change, options, in: repo, json: json, context: context, unreachable: error.userMessage)
        } catch where selection.numbers == nil && NotQueued.unreachable(error) {
            throw NotQueued.search(change.verb)
        }
    }

    private static func queue(_ change: IssueLockPinModel.Change, _ options: IssueBatchOptions, in repo: RepoRef,
                              json: IssueWriteJSON?, context: CommandContext, unreachable: String?) throws {
        let entries = try context.container.makeOutboxQueue().enqueue(options.selection.numbers ?? [], in: repo,
                                                                      verb: change.verb, yes: options.yes,
                                                                      unreachable: unreachable, context: context) {
            number in
            switch change {
            case .lock(let reason): .lock(issue: number, reason: reason?.rawValue)
            case .unlock: .unlock(issue: number)
            case .pin: .pin(issue: number)
            case .unpin: .unpin(issue: number)
            }
        }
        try json?.printQueued(entries, in: repo, model: context.container.makeIssueModel(repo: repo), context: context)
    }
}
