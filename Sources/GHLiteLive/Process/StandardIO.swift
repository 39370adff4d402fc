#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GHLiteCore

extension IO {
    /// The process's real standard streams.
    public static var standard: IO {
        IO(
            writeOutput: { writeAll(STDOUT_FILENO, $0) },
            writeError: { writeAll(STDERR_FILENO, $0) },
            readInput: { try POSIXFile.read("/dev/stdin", maximumBytes: $0) ?? Data() },
            readLine: PromptInput.readLine,
            stdinIsTerminal: isatty(STDIN_FILENO) == 1,
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
            stderrIsTerminal: isatty(STDERR_FILENO) == 1,
            terminalWidth: terminalColumns(),
            keyboard: .live(terminal: getenv("TERM").map { String(cString: $0) }))
    }

    static func writeAll(_ descriptor: Int32, _ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return // The reader went away (a closed pipe): nothing more can be shown.
                }
                offset += count
            }
        }
    }

    private static func terminalColumns() -> Int? {
        var size = winsize()
        guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
            return nil
        }
        return Int(size.ws_col)
    }
}
