extension CommandContext {
    /// Standard output, as `--json`, `--jq` and `--template` write to it.
    public var exportDestination: ExportDestination {
        ExportDestination(isTerminal: io.stdoutIsTerminal, width: io.terminalWidth, style: outputStyle,
                          colorAllowed: TerminalStyle(variables: variables, isTerminal: true).enabled, now: now,
                          variables: variables)
    }
}
