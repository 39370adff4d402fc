extension Browser {
    /// A browser that, when none can be started, says so and prints the URL to open by hand (gh's words when
    /// `auth login` cannot open one) instead of failing: `--web` on a machine with no browser still ends well.
    func printingURLWhenItFails(io: IO, style: TerminalStyle) -> Browser {
        var browser = Browser()
        browser.open = { url in
            do {
                try open(url)
            } catch {
                io.writeError(Self.failed(url, error, style: style))
            }
        }
        return browser
    }

    static func failed(_ url: String, _ error: any Error, style: TerminalStyle) -> String {
        let reason = ErrorMessage.describe(error)
        return "\(style.yellow("!")) Failed opening a web browser at \(TerminalText.line(url))\n"
            + "  \(TerminalText.line(reason))\n"
            + "  Please try entering the URL in your browser manually\n"
    }
}
