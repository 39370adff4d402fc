/// Standard streams held in memory: what a command printed, and the input it will read.
public final class MemoryIO: Sendable {
    private let state: Locked<(output: String, error: String, input: [String])>

    public let io: IO

    /// `terminal: true` makes all three streams look like a terminal of `width` columns.
    /// `interruptedAtEnd: true` presses Ctrl-C once the input is used up: the next read throws `Interrupted`.
    public init(input: String = "", terminal: Bool = false, width: Int = 100, interruptedAtEnd: Bool = false) {
        let state = Locked((output: "", error: "", input: input.isEmpty ? [String]() : [input]))
        self.state = state
        io = IO(
            writeOutput: { text in state.withLock { $0.output += text } },
            writeError: { text in state.withLock { $0.error += text } },
            readInput: { maximumBytes in state.withLock { value in
                defer { value.input = [] }
                return Data(value.input.joined().utf8).boundedRead(maximumBytes)
            } },
            readLine: { try state.withLock { value in
                guard let pending = value.input.first, !pending.isEmpty else {
                    if interruptedAtEnd { throw Interrupted() }
                    return nil
                }
                let line = pending.prefix { $0 != "\n" }
                value.input = [String(pending.dropFirst(line.count + 1))]
                return String(line)
            } },
            stdinIsTerminal: terminal, stdoutIsTerminal: terminal, stderrIsTerminal: terminal,
            terminalWidth: terminal ? width : nil)
    }

    public var output: String { state.withLock { $0.output } }
    public var error: String { state.withLock { $0.error } }
}
