extension CommandContext {
    /// Runs `body` with standard output sent through the user's pager when it is a terminal, as gh does for
    /// lists and issue views. The pager starts with the first line of output, so a spinner, an empty result's
    /// message or an error before any output never opens it; it is waited for before `body`'s error is reported.
    /// A pager that cannot start is reported on stderr and the output is printed directly (gh's
    /// "error starting pager"); one the user quits early just drops the rest, and the command still succeeds.
    func paging<Result>(_ body: (CommandContext) throws -> Result) rethrows -> Result {
        guard io.stdoutIsTerminal, let command = configuration.pager else { return try body(self) }
        let output = PagedOutput(command: command, pager: container.environment.pager, io: io)
        defer { output.finish() }
        var paged = self
        paged.io.writeOutput = output.write
        return try body(paged)
    }
}

/// Standard output that starts the pager when it is first written to.
private final class PagedOutput: Sendable {
    private enum State {
        case waiting
        case paging(PagerSession)
        case direct
    }

    private let command: String
    private let pager: Pager
    private let io: IO
    private let state = Locked(State.waiting)

    init(command: String, pager: Pager, io: IO) {
        self.command = command
        self.pager = pager
        self.io = io
    }

    @Sendable func write(_ text: String) {
        let session: PagerSession? = state.withLock { state in
            if case .waiting = state {
                do {
                    state = .paging(try pager.start(command))
                } catch {
                    let reason = ErrorMessage.describe(error)
                    io.writeError(TerminalText.line("error starting pager: \(reason) (check GH_PAGER and PAGER)") + "\n")
                    state = .direct
                }
            }
            if case .paging(let session) = state { return session }
            return nil
        }
        if let session { session.write(text) } else { io.writeOutput(text) }
    }

    func finish() {
        if case .paging(let session) = state.value { session.finish() }
    }
}
