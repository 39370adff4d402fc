extension CommandContext {
    /// Standard output, as `--json`, `--jq` and `--template` write to it.
    public var exportDestination: ExportDestination {
        ExportDestination(isTerminal: io.stdoutIsTerminal, width: io.terminalWidth, style: outputStyle, now: now,
                          variables: variables)
    }
}
