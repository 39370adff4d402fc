#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GHLiteCore

/// The answer to a prompt, read from standard input so that Ctrl-C (while `Interrupts.live` catches it) ends the
/// wait with `Interrupted` instead of passing for the end of input.
enum PromptInput {
    /// One line without its line break (`\n` or `\r\n`); nil at the end of input. Read a byte at a time: a
    /// buffer such as stdio's would hold typed text that `pselect` cannot see.
    static func readLine() throws -> String? {
        var bytes: [UInt8] = []
        while let byte = try readByte() {
            guard byte != UInt8(ascii: "\n") else {
                if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
                return String(decoding: bytes, as: UTF8.self)
            }
            bytes.append(byte)
        }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }

    /// One byte typed (in raw mode, a key or part of one); nil at the end of input.
    static func readByte() throws -> UInt8? {
        while true {
            try waitForInput()
            var byte: UInt8 = 0
            let count = read(STDIN_FILENO, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            return count > 0 ? byte : nil
        }
    }

    /// Waits until standard input has something (or its end) to read. SIGINT is held back from the check of
    /// the flag until `pselect` lets it in again as it starts waiting, both in one step: a press between
    /// the two would otherwise be recorded and then the wait would go on until Enter.
    private static func waitForInput() throws {
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &interrupt, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        while true {
            if Interrupts.wasPressed { throw Interrupted() }
            var readable = fd_set()
            // Bit 0 of the set is descriptor 0, standard input: what FD_SET, a macro Swift cannot call, does.
            withUnsafeMutableBytes(of: &readable) { $0[0] = 1 }
            if pselect(STDIN_FILENO + 1, &readable, nil, nil, nil, &previous) >= 0 || errno != EINTR { return }
        }
    }
}
