/// `gh-lite completion -s SHELL` (or `completion SHELL`): flags, parse and run, which prints the shell's script made
/// from the command tree's declarations.
public struct CompletionOptions: Sendable, Equatable {
    public enum Shell: String, Sendable, CaseIterable {
        case bash, zsh, fish
    }

    public var shell: Shell

    enum Flags {
        static let shell = Flag<Shell?>.choice("shell", short: "s", help: "Shell type")
    }

    public static let spec = CommandSpec(
        name: "completion",
        summary: "Generate shell completion scripts.",
        usage: "completion -s <shell>",
        flags: [Flags.shell],
        maxPositionals: 1,
        details: """
            The script completes commands, flags and their values (states, reasons, --json fields), repositories \
            from the git remotes, and labels and milestones from the local mirror; completing never asks GitHub.
            bash: add eval "$(gh-lite completion -s bash)" to ~/.bashrc. zsh: gh-lite completion -s zsh > \
            ~/.zfunc/_gh-lite, with fpath+=~/.zfunc and autoload -U compinit && compinit in ~/.zshrc. fish: \
            gh-lite completion -s fish > ~/.config/fish/completions/gh-lite.fish.
            """,
        examples: ["eval \"$(gh-lite completion -s bash)\"", "gh-lite completion -s fish > ~/.config/fish/completions/gh-lite.fish"])

    public init(shell: Shell) { self.shell = shell }

    public static func parse(_ arguments: ParsedArguments) throws -> CompletionOptions {
        let named = try arguments[Flags.shell]
        guard let word = arguments.positionals.first else {
            guard let named else {
                throw UsageError("the value for `--shell` is required: one of bash, zsh, fish", usage: arguments.usage)
            }
            return CompletionOptions(shell: named)
        }
        guard let shell = Shell(rawValue: word.lowercased()) else {
            throw UsageError("unsupported shell \"\(TerminalText.line(word))\": use bash, zsh or fish", usage: arguments.usage)
        }
        if let named, named != shell {
            throw UsageError("two shells given (\(named.rawValue) and \(shell.rawValue)): give one", usage: arguments.usage)
        }
        return CompletionOptions(shell: shell)
    }

    static let entry = CommandEntry(spec, parse: parse) { options, context in
        context.io.writeOutput(script(for: options.shell))
    }

    static func script(for shell: Shell, _ outlines: [CommandOutline] = CommandOutline.all) -> String {
        switch shell {
        case .bash: BashCompletionScript.script(outlines)
        case .zsh: ZshCompletionScript.script(outlines)
        case .fish: FishCompletionScript.script(outlines)
        }
    }
}
