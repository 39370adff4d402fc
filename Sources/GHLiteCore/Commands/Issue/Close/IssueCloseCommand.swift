/// Runs `gh-lite issue close`.
enum IssueCloseCommand {
    static let entry = CommandEntry(IssueCloseOptions.spec, parse: IssueCloseOptions.parse) { options, context in
        try IssueStateCommand.run(options.change, selection: options.selection, comment: options.comment,
                                  yes: options.yes, offline: options.offline, context: context)
    }
}
