/// `--web` on the issue commands.
enum IssueWeb {
    /// Says, on a terminal, which page was opened: gh's display form of the URL (no query).
    static func announce(_ url: String, context: CommandContext) {
        guard context.io.stdoutIsTerminal else { return }
        context.io.writeError("Opening \(String(url.prefix { $0 != "?" && $0 != "#" })) in your browser.\n")
    }
}
