/// Runs `issue close` and `issue reopen` through `IssueStateModel`: each event printed as it happens, and a
/// closing line (exit 1, or 2 after Ctrl-C) when not every issue changed.
enum IssueStateCommand {
    static func run(_ change: IssueStateModel.Change, selection: IssueSelection, comment: String?, yes: Bool,
                    context: CommandContext) throws {
        let repo = try context.container.resolveRepository(selection.repository)
        let model = context.container.makeIssueStateModel(repo: repo, io: context.io, style: context.errorStyle)
        let output = IssueStateOutput(repo: repo, change: change, style: context.errorStyle)
        let single: Int? = if case .numbers(let numbers) = selection.source, numbers.count == 1 { numbers[0] } else { nil }
        try IssueFailure.explaining(repo: repo, number: single) {
            let summary = try model.run(change, on: selection, comment: comment, yes: yes) { event in
                context.io.writeError(output.line(for: event))
            }
            if summary == BulkRun.Summary(), case .search(let query) = selection.source {
                context.io.writeError("No issues in \(repo) match the search \"\(TerminalText.line(query))\"\n")
            }
            if let conclusion = output.conclusion(summary) { throw conclusion }
        }
    }
}
