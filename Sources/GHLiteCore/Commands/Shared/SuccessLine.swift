/// gh's success line (`✓ Label "bug" created in OWNER/REPO`), printed only on a terminal: a script gets exit 0.
enum SuccessLine {
    static func announce(_ message: String, context: CommandContext, icon: String = "✓") {
        guard context.io.stdoutIsTerminal else { return }
        let style = context.outputStyle
        context.io.writeOutput((icon == "✓" ? style.green(icon) : style.yellow(icon)) + " " + message + "\n")
    }

    static func quoted(_ name: String) -> String { "\"" + TerminalText.line(name) + "\"" }
}
