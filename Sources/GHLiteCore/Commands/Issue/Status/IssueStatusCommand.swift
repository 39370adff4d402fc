/// Runs `gh-lite issue status` through `IssueStatusModel`.
enum IssueStatusCommand {
    static let entry = CommandEntry(IssueStatusOptions.spec, parse: IssueStatusOptions.parse) { options, context in
        let repo = try context.container.resolveRepository(options.repository)
        let model = context.container.makeIssueStatusModel(repo: repo)
        try IssueFailure.explaining(repo: repo) {
            let fields = options.json?.fields ?? []
            let status = try model.status(includeBody: fields.contains("body"), includeComments: fields.contains("comments"))
            if let json = options.json {
                return context.io.writeOutput(try IssueStatusOutput.json(status, fields: json, isTerminal: context.io.stdoutIsTerminal))
            }
            try context.paging { context in
                let issues = IssuesOutput(isTerminal: context.io.stdoutIsTerminal, width: context.io.terminalWidth,
                                          style: context.outputStyle, now: try context.now())
                context.io.writeOutput(IssueStatusOutput(issues: issues).text(status, repo: repo))
            }
        }
    }
}
