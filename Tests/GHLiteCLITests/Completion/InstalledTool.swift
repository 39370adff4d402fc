import Foundation

/// A program from the machine (bash, zsh, fish, groff) for the completion and man page tests: found through PATH,
/// and run with a private HOME and no git configuration of the machine's or the user's, so nothing outside the test
/// counts; the built gh-lite is first on its PATH.
struct InstalledTool {
    var name: String

    init(_ name: String) { self.name = name }

    /// The program's path, or nil when it is not installed.
    var path: String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    var isInstalled: Bool { path != nil }

    /// Runs the program with `arguments` in `directory`: its exit status, standard output and standard error.
    /// `environment` adds variables (a simulator's), PATH excepted.
    func run(_ arguments: [String], in directory: URL, home: URL,
             environment: [String: String] = [:]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        guard let path else { throw PackagePaths.MissingTool(description: "\(name) is not installed") }
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let binaries = PackagePaths.binary.deletingLastPathComponent().path
        process.environment = ["PATH": binaries + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
                               "HOME": home.path, "XDG_CONFIG_HOME": home.path, "GIT_CONFIG_NOSYSTEM": "1",
                               "GIT_CONFIG_GLOBAL": "/dev/null", "GH_LITE_CONFIG_DIR": home.path]
            .merging(environment.filter { $0.key != "PATH" }) { $1 }
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
