import Foundation
import GHLiteCore
@testable import GHLiteLive
import Testing

/// A mirror that cannot be written (another process holding SQLite's write lock, a read-only cache folder, a full
/// disk) never makes an online read show older data: what GitHub just said is printed, with one line saying the
/// mirror, which offline reads answer from, is older; `sync`, whose whole job it is, fails saying why.
@Suite struct MirrorNotSavedBinaryTests {
    static let retitled = "Retitled while the mirror could not be written"

    /// A mirror made by `sync`, then #77 retitled on GitHub behind gh-lite's back; the offline list from before.
    static func changedAfterSync(_ scenario: FaultScenario) async throws -> GHLiteRun {
        #expect(try await scenario.run(MirrorBinaryTests.sync).status == 0)
        let offline = try await scenario.run(MirrorBinaryTests.list + ["--offline"])
        #expect(offline.status == 0 && offline.stdout.contains("\"number\":77"), "\(offline.stderr)")
        try scenario.simulator.send("PATCH", MirrorBinaryTests.issues + "/77", as: MirrorBinaryTests.monalisa,
                                    json: #"{"title":"\#(retitled)"}"#)
        return offline
    }

    /// The online list shows GitHub's change (as a cold list does) and warns once; the mirror still holds the old
    /// title, so the write really failed.
    static func expectGitHubsAnswer(_ scenario: FaultScenario, offlineBefore: GHLiteRun, reason: String,
                                    sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let listed = try await scenario.run(MirrorBinaryTests.list)
        #expect(listed.status == 0, "\(listed.stderr)", sourceLocation: sourceLocation)
        #expect(listed.stdout.contains(retitled), sourceLocation: sourceLocation)
        let cold = try await scenario.run(["--no-cache"] + MirrorBinaryTests.list)
        #expect(listed.stdout == cold.stdout, sourceLocation: sourceLocation)
        let warning = "! the local mirror could not be updated: \(reason)"
        #expect(listed.stderr.hasPrefix(warning) && listed.stderr.contains("; offline lists show data as of ")
                && listed.stderr.split(separator: "\n").count == 1, "\(listed.stderr)", sourceLocation: sourceLocation)
        let offline = try await scenario.run(MirrorBinaryTests.list + ["--offline"])
        #expect(offline.stdout == offlineBefore.stdout && !offline.stdout.contains(retitled), sourceLocation: sourceLocation)
    }

    @Test func anotherProcessHoldingTheMirrorsWriteLockNeverMakesAListShowOlderData() async throws {
        let scenario = try FaultScenario()
        let before = try await Self.changedAfterSync(scenario)
        let holder = try SQLiteDatabase(path: scenario.mirrorFile())
        try holder.execute("BEGIN EXCLUSIVE")

        try await Self.expectGitHubsAnswer(scenario, offlineBefore: before, reason: "another process held the mirror's lock")
        let synced = try await scenario.run(MirrorBinaryTests.sync)
        #expect(synced.status == 1)
        #expect(synced.stderr.contains("could not write the local mirror: another process held the mirror's lock"))
        #expect(!synced.stderr.contains("Synced"), "\(synced.stderr)")

        try holder.execute("ROLLBACK")
        let listed = try await scenario.run(MirrorBinaryTests.list)
        #expect(listed.status == 0 && listed.stderr.isEmpty, "\(listed.stderr)")
        let offline = try await scenario.run(MirrorBinaryTests.list + ["--offline"])
        #expect(offline.stdout.contains(Self.retitled))
    }

    @Test(.enabled(if: MountedFolder.canMount))
    func aReadOnlyCacheFolderNeverMakesAListShowOlderData() async throws {
        let scenario = try FaultScenario()
        let before = try await Self.changedAfterSync(scenario)
        // Listed once, so its next list would make its mirror.
        let small = ["issues", MirrorMadeByItselfBinaryTests.small]
        #expect(try await scenario.run(small).status == 0)
        try scenario.simulator.send("PATCH", "/repos/\(MirrorMadeByItselfBinaryTests.small)/issues/1",
                                    as: MirrorBinaryTests.monalisa, json: #"{"title":"\#(Self.retitled)"}"#)
        let readOnly = try MountedFolder.readOnly(scenario.home.path + "/cache")
        let unmade = try await scenario.run(small)
        #expect(unmade.status == 0 && unmade.stdout.contains(Self.retitled))
        #expect(unmade.stdout == (try await scenario.run(["--no-cache"] + small)).stdout)
        #expect(unmade.stderr == "! the local mirror could not be made: its file cannot be opened or made: check the "
                + "cache folder, or set XDG_CACHE_HOME elsewhere\n", "\(unmade.stderr)")

        try await Self.expectGitHubsAnswer(scenario, offlineBefore: before, reason: "the cache folder is read-only")
        // #68's comments are kept in the mirror when viewed, and cannot be.
        let view = ["issue", "view", "68", "-R", "octocat/Hello-World", "--comments"]
        let viewed = try await scenario.run(view)
        let cold = try await scenario.run(["--no-cache"] + view)
        #expect(viewed.status == 0 && viewed.stdout == cold.stdout && cold.stderr.isEmpty)
        #expect(viewed.stderr.hasPrefix("! the local mirror could not be updated: the cache folder is read-only")
                && viewed.stderr.split(separator: "\n").count == 1, "\(viewed.stderr)")
        let synced = try await scenario.run(MirrorBinaryTests.sync)
        #expect(synced.status == 1 && synced.stderr.contains("could not write the local mirror: the cache folder is read-only"))
        try readOnly.unmount()
    }

    @Test(.enabled(if: MountedFolder.canMount))
    func aFullDiskNeverMakesAListShowOlderData() async throws {
        let scenario = try FaultScenario()
        let cache = scenario.home.path + "/cache"
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        let disk = try MountedFolder.tmpfs(cache, size: "4m")
        let before = try await Self.changedAfterSync(scenario)
        try disk.fill()

        try await Self.expectGitHubsAnswer(scenario, offlineBefore: before, reason: "the disk is full")
        try disk.unmount()
    }
}

/// A folder with a file system mounted on it for one test: the same folder read-only, or a small tmpfs to fill.
/// Tests run as root, whom no permission stops from writing; a mount read-only or full stops anyone.
final class MountedFolder: @unchecked Sendable {
    let path: String
    private var mounted = true

    private init(_ path: String) { self.path = path }

    deinit { try? unmount() }

    /// Whether this process may mount (root with the capability): tried once on a tmpfs of its own.
    static let canMount: Bool = {
        guard let folder = try? TemporaryDirectory(), (try? run(["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder.path])) != nil
        else { return false }
        return (try? run([folder.path], program: "/bin/umount")) != nil
    }()

    static func readOnly(_ path: String) throws -> MountedFolder {
        try run(["--bind", path, path])
        let folder = MountedFolder(path)
        try run(["-o", "remount,bind,ro", path])
        return folder
    }

    static func tmpfs(_ path: String, size: String) throws -> MountedFolder {
        try run(["-t", "tmpfs", "-o", "size=\(size),mode=0700", "tmpfs", path])
        return MountedFolder(path)
    }

    /// Writes zeros until the file system has no room left.
    func fill() throws {
        let filler = path + "/filler"
        FileManager.default.createFile(atPath: filler, contents: nil)
        let file = try #require(FileHandle(forWritingAtPath: filler))
        defer { try? file.close() }
        let block = Data(count: 4096)
        while (try? file.write(contentsOf: block)) != nil {}
    }

    func unmount() throws {
        guard mounted else { return }
        try Self.run([path], program: "/bin/umount")
        mounted = false
    }

    @discardableResult
    private static func run(_ arguments: [String], program: String = "/bin/mount") throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw MountFailed(arguments: arguments) }
        return process.terminationStatus
    }

    struct MountFailed: Error { var arguments: [String] }
}
