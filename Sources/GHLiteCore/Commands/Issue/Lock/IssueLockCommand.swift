/// Runs `gh-lite issue lock`.
enum IssueLockCommand {
    static let entry = CommandEntry(IssueLockOptions.spec, parse: IssueLockOptions.parse) { options, context in
        try IssueLockPinCommand.run(.lock(reason: options.reason), selection: options.issues.selection,
                                    yes: options.issues.yes, context: context)
    }
}
