/// gh's guard before deleting something by name: on a terminal the name must be typed back; elsewhere `--yes`.
enum TypedConfirmation {
    /// Throws when there is no terminal to ask on and `--yes` was not given (before any request is sent).
    static func requireTerminal(unless confirmed: Bool, context: CommandContext) throws {
        guard confirmed || (context.io.stdinIsTerminal && context.io.stdoutIsTerminal) else {
            throw CommandError("--yes required when not running interactively")
        }
    }

    /// gh's question, asked again until the name comes back (in any case); the end of input cancels.
    static func ask(_ name: String, context: CommandContext) throws {
        let prompter = Prompter(io: context.io, style: context.errorStyle)
        let shown = TerminalText.line(name)
        while true {
            let typed = try prompter.input("Type \(shown) to confirm deletion:")
            if typed.lowercased() == name.lowercased() { return }
            prompter.invalid("You entered \(TerminalText.line(typed))")
        }
    }
}
