/// Runs `gh-lite completion`: prints the script for the shell, made from the command tree's declarations.
enum CompletionCommand {
    static let entry = CommandEntry(CompletionOptions.spec, parse: CompletionOptions.parse) { options, context in
        context.io.writeOutput(script(for: options.shell))
    }

    static func script(for shell: CompletionOptions.Shell, _ outlines: [CommandOutline] = CommandOutline.all) -> String {
        switch shell {
        case .bash: BashCompletionScript.script(outlines)
        case .zsh: ZshCompletionScript.script(outlines)
        case .fish: FishCompletionScript.script(outlines)
        }
    }
}
