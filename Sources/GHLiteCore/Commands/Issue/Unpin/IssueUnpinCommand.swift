/// Runs `gh-lite issue unpin`.
enum IssueUnpinCommand {
    static let entry = CommandEntry(IssueUnpinOptions.spec, parse: IssueBatchOptions.parse) { options, context in
        try IssueLockPinCommand.run(.unpin, selection: options.selection, yes: options.yes, context: context)
    }
}
