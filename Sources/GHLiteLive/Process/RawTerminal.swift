#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GHLiteCore

/// The terminal's settings while a picker reads single keys, and a way back to them that also runs when a
/// signal ends gh-lite meanwhile (so a shell is never left without echo). A signal handler may only touch
/// plain memory: hence globals set before any handler is installed.
nonisolated(unsafe) private var settingsBefore = termios()
nonisolated(unsafe) private var actionsBefore: [Int32: sigaction] = [:]

enum RawTerminal {
    /// Signals whose default ends the process: each puts the terminal back first, then ends it as it would have.
    private static let ending = [SIGTERM, SIGHUP, SIGQUIT, SIGINT]

    static func enter() throws {
        guard tcgetattr(STDIN_FILENO, &settingsBefore) == 0 else {
            throw CommandError("could not read the terminal's settings: \(String(cString: strerror(errno)))")
        }
        var raw = settingsBefore
        // No echo, no line editing, and Ctrl-C/Ctrl-Z/Ctrl-\ as bytes; output (\n to \r\n) stays as it was.
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        for signal in ending { restoreTerminal(on: signal) }
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else {
            let reason = String(cString: strerror(errno))
            putBackSignalActions()
            throw CommandError("could not set up the terminal for the picker: \(reason)")
        }
    }

    static func leave() {
        tcsetattr(STDIN_FILENO, TCSANOW, &settingsBefore)
        putBackSignalActions()
    }

    /// Only where the signal would end gh-lite as things stand: a SIGINT that `Interrupts` catches already
    /// comes back through the key reader as `Interrupted`, and the caller leaves raw mode.
    private static func restoreTerminal(on signal: Int32) {
        var before = sigaction()
        sigaction(signal, nil, &before)
        guard unsafeBitCast(before.__sigaction_handler.sa_handler, to: Int.self) == 0 else { return } // SIG_DFL
        actionsBefore[signal] = before
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            tcsetattr(STDIN_FILENO, TCSANOW, &settingsBefore)
            Glibc.signal(signal, SIG_DFL)
            raise(signal) // Delivered as the handler returns: gh-lite ends as the signal meant.
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, nil)
    }

    private static func putBackSignalActions() {
        for (signal, var action) in actionsBefore { sigaction(signal, &action, nil) }
        actionsBefore = [:]
    }
}

extension Keyboard {
    /// Keys from standard input when it and stderr (where pickers draw) are a terminal that moves its cursor:
    /// not with `TERM` unset or `dumb`, where prompts read numbered lines instead.
    static func live(terminal: String?) -> Keyboard? {
        guard isatty(STDIN_FILENO) == 1, isatty(STDERR_FILENO) == 1,
              let terminal, !terminal.isEmpty, terminal != "dumb" else { return nil }
        return Keyboard(enterRawMode: RawTerminal.enter, leaveRawMode: RawTerminal.leave, readByte: PromptInput.readByte)
    }
}
