import Foundation
import Testing

/// git as the tests run it: with neither the machine's configuration (`GIT_CONFIG_NOSYSTEM`) nor the user's, so a
/// system-wide `insteadOf` or template cannot change what a test sets up.
enum TestGit {
    static func run(_ arguments: [String], in directory: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = directory
        process.environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                               "HOME": directory.path, "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))", sourceLocation: sourceLocation)
    }

    /// A fresh checkout whose `origin` is `url`.
    static func checkout(origin url: String) throws -> TemporaryDirectory {
        let checkout = try TemporaryDirectory()
        try run(["init", "-q"], in: checkout.url)
        try run(["remote", "add", "origin", url], in: checkout.url)
        return checkout
    }
}
