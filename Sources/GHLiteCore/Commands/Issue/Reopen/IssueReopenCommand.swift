/// Runs `gh-lite issue reopen`.
enum IssueReopenCommand {
    static let entry = CommandEntry(IssueReopenOptions.spec, parse: IssueReopenOptions.parse) { options, context in
        try IssueStateCommand.run(.reopen, selection: options.selection, comment: options.comment,
                                  yes: options.yes, offline: options.offline, context: context)
    }
}
