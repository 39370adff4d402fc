/// Runs `issue lock|unlock|pin|unpin` through `IssueLockPinModel`, each event printed as it happens.
enum IssueLockPinCommand {
    static func run(_ change: IssueLockPinModel.Change, selection: IssueSelection, yes: Bool,
                    context: CommandContext) throws {
        let repo = try context.container.resolveRepository(selection.repository)
        try IssueRunCommand.run(selection, in: repo, context: context) {
            let model = context.container.makeIssueLockPinModel(repo: repo, io: context.io, style: context.errorStyle)
            let output = IssueLockPinOutput(repo: repo, change: change, style: context.errorStyle)
            let summary = try model.run(change, on: selection, yes: yes) { event in
                context.io.writeError(output.line(for: event))
            }
            return (summary, output.run)
        }
    }
}
