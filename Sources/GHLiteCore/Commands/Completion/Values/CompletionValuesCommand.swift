/// Runs `gh-lite __complete`: one value a line, for the completion scripts to offer.
enum CompletionValuesCommand {
    static let entry = CommandEntry(CompletionValuesOptions.spec, parse: CompletionValuesOptions.parse) { options, context in
        let values = try context.container.makeCompletionValuesModel().values(options.kind, repository: options.repository)
        context.io.writeOutput(values.map { TerminalText.line($0) + "\n" }.joined())
    }
}
