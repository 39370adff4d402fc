/// Runs `issue close` and `issue reopen` through `IssueStateModel`, each event printed as it happens.
enum IssueStateCommand {
    static func run(_ change: IssueStateModel.Change, selection: IssueSelection, comment: String?, yes: Bool,
                    context: CommandContext) throws {
        try IssueRunCommand.run(selection, context: context) { repo in
            let model = context.container.makeIssueStateModel(repo: repo, io: context.io, style: context.errorStyle)
            let output = IssueStateOutput(repo: repo, change: change, style: context.errorStyle)
            let summary = try model.run(change, on: selection, comment: comment, yes: yes) { event in
                context.io.writeError(output.line(for: event))
            }
            return (summary, output.run)
        }
    }
}
