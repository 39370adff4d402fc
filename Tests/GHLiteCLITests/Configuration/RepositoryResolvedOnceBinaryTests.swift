import Foundation
import Testing

/// The repository a command works on is read from the git remotes once per run, even when the run falls back to
/// the outbox half-way: the queued writes go to the repository the run started on.
@Suite struct RepositoryResolvedOnceBinaryTests {
    /// A `git` that logs each call and answers as a checkout whose `origin` is octocat/Hello-World.
    static func loggingGit(in folder: URL) throws -> (path: String, log: URL) {
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let log = folder.appendingPathComponent("git-calls")
        let script = bin.appendingPathComponent("git")
        try """
            #!/bin/sh
            echo "$*" >> '\(log.path)'
            echo 'remote.origin.url https://github.com/octocat/Hello-World.git'
            """.write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return (bin.path, log)
    }

    @Test func aCloseQueuedBecauseGitHubIsDownReadsTheGitRemotesOnce() throws {
        let home = try TemporaryDirectory()
        var down: Simulator? = try Simulator()
        var environment = down!.environment(configDirectory: home.path)
        down = nil // Stopped: its port now refuses connections, so nothing can have been sent.
        let git = try Self.loggingGit(in: home.url)
        environment["PATH"] = git.path + ":" + (environment["PATH"] ?? "")
        environment["GH_LITE_TIMEOUT"] = "1"

        let close = try GHLiteRun.run(["issue", "close", "1"], environment: environment, directory: home.url)
        #expect(close.status == 0, "\(close.stderr)")
        #expect(close.stderr.contains("! GitHub cannot be reached: close #1 queued (entry 1); send it with gh-lite sync\n"))
        let calls = try String(contentsOf: git.log, encoding: .utf8).split(separator: "\n")
        #expect(calls.count == 1, "\(calls)")

        let status = try GHLiteRun.run(["sync", "--status"], environment: environment, directory: home.url)
        #expect(status.stdout.hasPrefix("1\toctocat/Hello-World\tclose #1\t"))
        #expect(status.stdout.split(separator: "\n").count == 1)
    }
}
