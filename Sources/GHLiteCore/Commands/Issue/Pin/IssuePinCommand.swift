/// Runs `gh-lite issue pin`.
enum IssuePinCommand {
    static let entry = CommandEntry(IssuePinOptions.spec, parse: IssueBatchOptions.parse) { options, context in
        try IssueLockPinCommand.run(.pin, selection: options.selection, yes: options.yes, context: context)
    }
}
