import Foundation

/// A shell from the machine, run on a script with arguments, for the completion tests: found through PATH, and
/// given a private HOME and no git configuration of the machine's or the user's, so nothing outside the test counts.
struct ShellRun {
    var shell: String

    /// The shell's path, or nil when it is not installed.
    var path: String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/\(shell)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    var isInstalled: Bool { path != nil }

    /// Runs `arguments` (the shell's own options and script first) in `directory`; returns standard output.
    func run(_ arguments: [String], in directory: URL, home: URL) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try path ?? { throw PackagePaths.MissingTool(description: "\(shell) is not installed") }())
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let binaries = PackagePaths.binary.deletingLastPathComponent().path
        process.environment = ["PATH": binaries + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
                               "HOME": home.path, "XDG_CONFIG_HOME": home.path, "GIT_CONFIG_NOSYSTEM": "1",
                               "GIT_CONFIG_GLOBAL": "/dev/null", "GH_LITE_CONFIG_DIR": home.path]
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
    }
}
