/// Runs `gh-lite issues`: `issue list` or `issue view`, whichever its words asked for.
enum IssuesCommand {
    static let entry = CommandEntry(IssuesOptions.spec, parse: IssuesOptions.parse) { options, context in
        switch options {
        case .list(let list): try IssueListCommand.run(list, context: context)
        case .view(let view): try IssueViewCommand.run(view, context: context)
        }
    }
}
