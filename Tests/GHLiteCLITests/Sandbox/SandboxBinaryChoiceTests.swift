import Foundation
import Testing

/// Which gh-lite `Scripts/sandbox` runs when GH_LITE_BINARY is unset, in a stand-in checkout: Scripts/ linked to the
/// package's, one source file and Package.swift, and a release and a debug "build" (scripts that run the tests'
/// gh-lite) with chosen times. `swift` on PATH is a stand-in that notes how it was called.
@Suite struct SandboxBinaryChoiceTests {
    final class Checkout {
        let folder: TemporaryDirectory
        let root: URL
        var release: URL { root.appendingPathComponent(".build/release/gh-lite") }
        var debug: URL { root.appendingPathComponent(".build/debug/gh-lite") }
        var swiftCalls: URL { folder.url.appendingPathComponent("swift-calls") }

        init() throws {
            folder = try TemporaryDirectory()
            root = folder.url.appendingPathComponent("checkout")
            let files = FileManager.default
            for folder in ["Scripts/lib", "Sources", ".build/release", ".build/debug"] {
                try files.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            try files.createDirectory(at: folder.url.appendingPathComponent("tools"), withIntermediateDirectories: true)
            for script in ["Scripts/sandbox", "Scripts/install", "Scripts/simulator", "Scripts/install.d", "Scripts/lib/install-dependencies"] {
                try files.createSymbolicLink(at: root.appendingPathComponent(script),
                                             withDestinationURL: PackagePaths.root.appendingPathComponent(script))
            }
            try "// swift-tools-version:6.0\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            try "let x = 1\n".write(to: root.appendingPathComponent("Sources/Main.swift"), atomically: true, encoding: .utf8)
            // A build "makes" the binary by touching it; Scripts/install asks where the release build is.
            try executable(folder.url.appendingPathComponent("tools/swift"), """
                #!/bin/sh
                echo "swift $*" >> '\(swiftCalls.path)'
                case "$*" in
                  *--show-bin-path*) echo '\(root.path)/.build/release' ;;
                  *"-c release"*) touch '\(release.path)' ;;
                  *) touch '\(debug.path)' ;;
                esac
                """)
            for binary in [release, debug] {
                try executable(binary, "#!/bin/sh\nexec '\(PackagePaths.binary.path)' \"$@\"\n")
            }
        }

        private func executable(_ file: URL, _ text: String) throws {
            try text.write(to: file, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }

        /// Sets each file's modification time so many minutes ago (sources and the folder that holds them alike:
        /// a file added or removed is a change too).
        func age(_ minutesAgo: KeyValuePairs<String, Double>) throws {
            for (relativePath, minutes) in minutesAgo {
                try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -minutes * 60)],
                                                      ofItemAtPath: root.appendingPathComponent(relativePath).path)
            }
        }

        /// Starts the sandbox; prints the binary it links as gh-lite, then whether that one signs in.
        func startSandbox() throws -> GHLiteRun {
            let path = folder.path + "/tools:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            return try SandboxShell(folder: folder, root: root, binary: nil, path: path)
                .run("readlink \"$(command -v gh-lite)\"; gh-lite auth status >/dev/null && echo signed in")
        }

        func swiftWasCalled() -> [String] {
            ((try? String(contentsOf: swiftCalls, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }
    }

    /// After Scripts/try: its release build is the newest and no source changed since, so nothing is built.
    @Test func theReleaseBuildScriptsTryMadeIsUsedWithoutBuilding() throws {
        let checkout = try Checkout()
        try checkout.age(["Sources/Main.swift": 60, "Sources": 60, "Package.swift": 60,
                          ".build/debug/gh-lite": 30, ".build/release/gh-lite": 10])
        let run = try checkout.startSandbox()
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == checkout.release.path + "\nsigned in\n")
        #expect(run.stderr.hasPrefix("gh-lite sandbox: using \(checkout.release.path) (built from the current sources)\n"), "\(run.stderr)")
        #expect(checkout.swiftWasCalled().isEmpty)
    }

    /// A debug build made after the release one (swift build, the tests) is newer: that one runs.
    @Test func aNewerDebugBuildIsUsedWithoutBuilding() throws {
        let checkout = try Checkout()
        try checkout.age(["Sources/Main.swift": 60, "Sources": 60, "Package.swift": 60,
                          ".build/release/gh-lite": 30, ".build/debug/gh-lite": 10])
        let run = try checkout.startSandbox()
        #expect(run.stdout == checkout.debug.path + "\nsigned in\n", "\(run.stderr)")
        #expect(checkout.swiftWasCalled().isEmpty)
    }

    /// A source edited since the release build: that build is made again, once, and no debug build besides.
    @Test func aReleaseBuildOlderThanASourceIsRebuiltOnce() throws {
        let checkout = try Checkout()
        try checkout.age(["Sources": 60, "Package.swift": 60, ".build/debug/gh-lite": 30, ".build/release/gh-lite": 20,
                          "Sources/Main.swift": 10])
        let run = try checkout.startSandbox()
        #expect(run.stdout == checkout.release.path + "\nsigned in\n", "\(run.stderr)")
        #expect(run.stderr.contains("gh-lite sandbox: using \(checkout.release.path) (rebuilt: a source file changed)\n"), "\(run.stderr)")
        let calls = checkout.swiftWasCalled()
        #expect(calls.count == 2 && calls.allSatisfy { $0.hasPrefix("swift build -c release ") }, "\(calls)")
    }
}
