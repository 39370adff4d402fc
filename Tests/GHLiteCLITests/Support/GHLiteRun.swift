import Foundation

/// One run of the built `gh-lite` binary: its exit status and everything it printed.
struct GHLiteRun {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Runs the binary (or another `executable`, such as gh) with exactly `environment` (nothing inherited),
    /// feeding `input` on stdin, or the file `inputFile` when one is given (`/dev/zero`: input without end).
    static func run(_ arguments: [String], environment: [String: String], input: String = "",
                    inputFile: String? = nil, directory: URL? = nil,
                    executable: URL = PackagePaths.binary) throws -> GHLiteRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = try inputFile.map { try FileHandle(forReadingFrom: URL(fileURLWithPath: $0)) } ?? stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        // Read both pipes to the end before waiting, so a large output cannot block the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var errorData = Data()
        group.enter()
        DispatchQueue.global().async {
            errorData = stderr.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return GHLiteRun(status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
                         stderr: String(decoding: errorData, as: UTF8.self))
    }

    /// Runs the binary on a pseudo-terminal (through util-linux `script`), as a person would see it.
    /// stdout and stderr arrive together, as on a screen.
    static func runInTerminal(_ arguments: [String], environment: [String: String], columns: Int = 120) throws -> GHLiteRun {
        var variables = environment
        variables["COLUMNS"] = String(columns)
        return try run(scriptArguments(arguments, columns: columns), environment: variables, executable: PackagePaths.script())
    }

    /// What `script` needs to run the binary on a pseudo-terminal `columns` wide, passing on its exit status.
    static func scriptArguments(_ arguments: [String], columns: Int) -> [String] {
        let command = ([PackagePaths.binary.path] + arguments).map(shellQuoted).joined(separator: " ")
        return ["-qec", "stty cols \(columns) rows 50 2>/dev/null; exec \(command)", "/dev/null"]
    }

    private static func run(_ arguments: [String], environment: [String: String], executable: URL) throws -> GHLiteRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = stdout
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        return GHLiteRun(status: process.terminationStatus, stdout: text, stderr: "")
    }

    private static func shellQuoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// A fresh private folder for one test's config and cache, removed afterwards.
final class TemporaryDirectory {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("gh-lite-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
