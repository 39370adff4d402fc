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
}
