/// The process's standard streams as values, so a whole command can run in memory in a test.
public struct IO: Sendable {
    public var writeOutput: @Sendable (String) -> Void
    public var writeError: @Sendable (String) -> Void
    /// Standard input to its end (for `--body-file -` and `--with-token`), but at most `maximumBytes` + 1 bytes,
    /// so endless input shows as one byte too many.
    public var readInput: @Sendable (_ maximumBytes: Int) throws -> Data
    /// One line typed at a prompt, without its line break; nil at end of input. Throws `Interrupted` when
    /// Ctrl-C, while caught (see `Interrupts`), was pressed before or during the wait.
    public var readLine: @Sendable () throws -> String?
    public var stdinIsTerminal: Bool
    public var stdoutIsTerminal: Bool
    public var stderrIsTerminal: Bool
    /// Columns of the terminal, when standard output is one.
    public var terminalWidth: Int?
    /// Keys one at a time, for pickers with arrows; nil where prompts read lines (not a full terminal).
    public var keyboard: Keyboard?

    public init(writeOutput: @escaping @Sendable (String) -> Void,
                writeError: @escaping @Sendable (String) -> Void,
                readInput: @escaping @Sendable (Int) throws -> Data,
                readLine: @escaping @Sendable () throws -> String?,
                stdinIsTerminal: Bool, stdoutIsTerminal: Bool, stderrIsTerminal: Bool, terminalWidth: Int?, keyboard: Keyboard? = nil) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.readInput = readInput
        self.readLine = readLine
        self.stdinIsTerminal = stdinIsTerminal
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.terminalWidth = terminalWidth
        self.keyboard = keyboard
    }
}
