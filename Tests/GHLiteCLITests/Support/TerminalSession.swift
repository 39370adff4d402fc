import Foundation
import GHLiteCore

/// The built binary on a pseudo-terminal (through `script`) that a test talks to as a person would: wait for a
/// question, type the answer, or press a key the terminal turns into a signal (`"\u{03}"` is Ctrl-C: SIGINT).
final class TerminalSession {
    /// The terminal did not show what the test waited for.
    struct Stuck: Error, CustomStringConvertible {
        var description: String
    }

    private let process = Process()
    private let keyboard = Pipe()
    private let screen = Locked(Data())
    private let closed = DispatchSemaphore(value: 0)

    init(_ arguments: [String], environment: [String: String], columns: Int = 120) throws {
        var variables = environment
        variables["COLUMNS"] = String(columns)
        process.executableURL = try PackagePaths.script()
        process.arguments = GHLiteRun.scriptArguments(arguments, columns: columns)
        process.environment = variables
        let output = Pipe()
        process.standardInput = keyboard
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let screen = self.screen, closed = self.closed
        DispatchQueue.global().async {
            while case let chunk = output.fileHandleForReading.availableData, !chunk.isEmpty {
                screen.withLock { $0.append(chunk) }
            }
            closed.signal()
        }
    }

    deinit {
        if process.isRunning { process.terminate() }
        try? keyboard.fileHandleForWriting.close()
    }

    /// Everything on the screen so far, stdout and stderr together, lines ending in `\n`.
    var shown: String {
        String(decoding: screen.value, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// Waits until `text` is on the screen.
    func waitFor(_ text: String, seconds: Double = 10) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while !shown.contains(text) {
            guard Date() < deadline else { throw Stuck(description: "the terminal never showed \"\(text)\":\n\(shown)") }
            usleep(10_000)
        }
    }

    func type(_ keys: String) {
        keyboard.fileHandleForWriting.write(Data(keys.utf8))
    }

    /// Enter at each of `questions` in turn, once it is shown: what a person does to keep every answer as offered.
    func pressEnter(at questions: [String]) throws {
        for question in questions {
            try waitFor(question)
            type("\r")
        }
    }

    /// Waits for gh-lite to end and returns its exit status.
    func exitStatus(seconds: Double = 10) throws -> Int32 {
        guard closed.wait(timeout: .now() + seconds) == .success else {
            throw Stuck(description: "gh-lite was still running after \(seconds) seconds:\n\(shown)")
        }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
