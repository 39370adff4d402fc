/// Runs `gh-lite issue transfer`: the new URL on stdout, as gh prints it.
enum IssueTransferCommand {
    static let entry = CommandEntry(IssueTransferOptions.spec, parse: IssueTransferOptions.parse) { options, context in
        let repo = try context.container.resolveRepository(options.repository)
        let model = context.container.makeIssueTransferModel(repo: repo)
        try IssueFailure.explaining(repo: repo, number: options.number) {
            let url = try model.run(options.number, to: options.destination)
            context.io.writeOutput(TerminalText.line(url) + "\n")
        }
    }
}
