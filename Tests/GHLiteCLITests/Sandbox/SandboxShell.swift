import Foundation

/// A bash script run in the shell `Scripts/sandbox --print` sets up, as a newcomer would type it after
/// `eval "$(Scripts/sandbox --print)"`; the simulator the sandbox started is stopped when the script ends.
struct SandboxShell {
    let folder: TemporaryDirectory
    /// The checkout whose Scripts/sandbox runs: the package itself, or a stand-in with Scripts/sandbox linked in.
    var root = PackagePaths.root
    /// Unset: the sandbox picks (or builds) the binary itself.
    var binary: URL? = PackagePaths.binary
    var path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"

    var sandboxPath: String { folder.path + "/sandbox" }

    func run(_ script: String) throws -> GHLiteRun {
        var environment = ["PATH": path, "HOME": folder.path, "GH_LITE_SANDBOX_DIR": sandboxPath,
                           "GH_TOKEN": "gho_not_this_one"]
        environment["GH_LITE_BINARY"] = binary?.path
        // The simulator outlives --print by design: the shell stops it, whatever happened before.
        return try GHLiteRun.run(["-c", """
            eval "$(Scripts/sandbox --print)" || exit 1
            trap 'kill "$GH_LITE_SANDBOX_PID"' EXIT
            \(script)
            """], environment: environment, directory: root, executable: URL(fileURLWithPath: "/bin/bash"))
    }
}
