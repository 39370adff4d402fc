import Foundation
import Testing

/// `Scripts/sandbox --print` as a newcomer uses it: eval its lines in a shell, then run gh-lite by hand.
@Suite struct SandboxBinaryTests {
    @Test func thePrintedExportsPutGhLiteOnPathSignedInAgainstTheSimulator() throws {
        let folder = try TemporaryDirectory()
        let process = Process(), output = Pipe(), errors = Pipe()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        // The simulator outlives --print by design: the shell stops it, whatever happened before.
        process.arguments = ["-c", """
            eval "$(Scripts/sandbox --print)" || exit 1
            trap 'kill "$GH_LITE_SANDBOX_PID"' EXIT
            command -v gh-lite
            gh-lite auth status
            gh-lite issues octocat/Hello-World -L 1 --json number,title
            gh-lite auth token -h github.com
            """]
        process.currentDirectoryURL = PackagePaths.root
        process.environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                               "HOME": folder.path, "GH_LITE_SANDBOX_DIR": folder.path + "/sandbox",
                               "GH_LITE_BINARY": PackagePaths.binary.path, "GH_TOKEN": "gho_not_this_one"]
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaints = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(complaints)")
        let lines = said.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(lines.count > 3, "\(said)")
        #expect(lines[0] == folder.path + "/sandbox/bin/gh-lite")
        // Signed in as the seeded octocat, stored in the sandbox's own config folder, not through GH_TOKEN.
        // Named as GH_HOST names it, as gh names the host one logs in to; where the API is beside it.
        #expect(lines[1].hasPrefix("github.com (API at 127.0.0.1:"), "\(said)")
        #expect(lines[2] == "  ✓ Logged in to github.com account octocat (\(folder.path)/sandbox/config/hosts.json)")
        // `-h` takes that name.
        #expect(lines.dropLast().last == "gho_simulator_octocat", "\(said)")
        #expect(said.contains("\"number\":"), "\(said)")
    }
}
