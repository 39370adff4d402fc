/// Runs `gh-lite issue delete`: gh's lines, on stderr (nothing on stdout, as gh piped); a number typed back wrong
/// keeps the issue and ends as cancelled (exit 2).
enum IssueDeleteCommand {
    static let entry = CommandEntry(IssueDeleteOptions.spec, parse: IssueDeleteOptions.parse) { options, context in
        let repo = try context.container.resolveRepository(options.repository)
        let model = context.container.makeIssueDeleteModel(repo: repo, io: context.io, style: context.errorStyle)
        try IssueFailure.explaining(repo: repo, number: options.number) {
            switch try model.run(options.number, yes: options.yes) {
            case .deleted(let target):
                let title = TerminalText.line(target.title)
                context.io.writeError("\(context.errorStyle.red("✔")) Deleted issue #\(target.number) (\(title)).\n")
            case .kept(let target):
                throw CommandError("Issue #\(target.number) was not deleted.", exitCode: .cancelled)
            }
        }
    }
}
