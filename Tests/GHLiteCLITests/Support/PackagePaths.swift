import Foundation

/// Where the package, the simulator and the freshly built binary are.
enum PackagePaths {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let simulator = root.appendingPathComponent("Scripts/simulator/main.py")

    /// `swift test` builds the executable beside the test bundle.
    static let binary: URL = {
        let testBundle = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                             ?? CommandLine.arguments[0])
        return testBundle.deletingLastPathComponent().appendingPathComponent("gh-lite")
    }()

    struct MissingTool: Error, CustomStringConvertible {
        var description: String
    }

    /// util-linux `script` (Debian's bsdutils), which gives the terminal tests a pseudo-terminal: found through PATH
    /// wherever the system keeps it, and a test that needs it fails saying how to install it.
    static func script() throws -> URL {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        guard let found = folders.map({ URL(fileURLWithPath: String($0)).appendingPathComponent("script") })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw MissingTool(description: "util-linux `script` is not on PATH: run Scripts/lib/install-dependencies (it installs bsdutils)")
        }
        return found
    }
}
