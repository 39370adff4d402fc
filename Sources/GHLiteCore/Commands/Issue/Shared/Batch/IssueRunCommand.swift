/// What every command that changes the selected issues does around its model, in the repository it resolved: a single
/// issue's failure explained in words that name it, a search that found nothing said so, and a closing line
/// (exit 1, or 2 after Ctrl-C) when not every issue changed.
enum IssueRunCommand {
    /// `body` runs the model on `repo` and returns who was done and how to word the end of the run.
    static func run(_ selection: IssueSelection, in repo: RepoRef, context: CommandContext,
                    _ body: () throws -> (BulkRun.Summary, IssueRunReport)) throws {
        let single: Int? = if case .numbers(let numbers) = selection.source, numbers.count == 1 { numbers[0] } else { nil }
        try IssueFailure.explaining(repo: repo, number: single) {
            let (summary, report) = try body()
            if summary == BulkRun.Summary(), case .search(let query) = selection.source {
                context.io.writeError("No issues in \(repo) match the search \"\(TerminalText.line(query))\"\n")
            }
            if let conclusion = report.conclusion(summary) { throw conclusion }
        }
    }
}
