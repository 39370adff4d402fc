/// Runs `gh-lite issue unlock`.
enum IssueUnlockCommand {
    static let entry = CommandEntry(IssueUnlockOptions.spec, parse: IssueBatchOptions.parse) { options, context in
        try IssueLockPinCommand.run(.unlock, selection: options.selection, yes: options.yes, context: context)
    }
}
