import Foundation
import GHLiteCore
@testable import GHLiteLive
import Testing

/// A mirror found in a state gh-lite never left it in (folders open to others, a link in a file's place, another
/// schema under today's format, a record that does not decode) and a search too long to run: each is put right
/// or refused in words, never followed, never an "unexpected error", never a silent empty list.
@Suite struct MirrorHostileFilesBinaryTests {
    static let offline = ["issues", "octocat/Hello-World", "--offline", "--state", "all", "-L", "100", "--json", "number"]

    static func mode(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    }

    @Test func mirrorFoldersFoundOpenToOthersAreMadePrivateAgain() async throws {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(MirrorBinaryTests.sync).status == 0)
        let folder = (try scenario.mirrorFile() as NSString).deletingLastPathComponent
        for path in [scenario.mirrorFolder, folder] { chmod(path, 0o777) }
        #expect(try await scenario.run(MirrorBinaryTests.list).status == 0)
        #expect(try Self.mode(scenario.mirrorFolder) == 0o700)
        #expect(try Self.mode(folder) == 0o700)
    }

    @Test func aSymbolicLinkInAMirrorFilesPlaceIsNeverFollowed() async throws {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(MirrorBinaryTests.sync).status == 0)
        let file = try scenario.mirrorFile()
        let elsewhere = scenario.home.path + "/not-the-mirror.sqlite"
        try FileManager.default.moveItem(atPath: file, toPath: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: elsewhere)
        let before = try Data(contentsOf: URL(fileURLWithPath: elsewhere))

        let listed = try await scenario.run(MirrorBinaryTests.list)
        #expect(listed.status == 0)
        #expect(listed.stdout == (try await scenario.run(["--no-cache"] + MirrorBinaryTests.list)).stdout)
        #expect(try Data(contentsOf: URL(fileURLWithPath: elsewhere)) == before)
        #expect(try FileManager.default.attributesOfItem(atPath: file)[.type] as? FileAttributeType == .typeRegular)
    }

    @Test func aMirrorOfTodaysFormatWithAnotherSchemaIsRebuiltFromGitHub() async throws {
        let scenario = try FaultScenario()
        let first = try await MirrorBinaryTests.syncedList(scenario)
        let offline = try await scenario.run(Self.offline)
        let database = try SQLiteDatabase(path: scenario.mirrorFile())
        var format = 0
        try database.run("PRAGMA user_version") { format = $0.integer(0) }
        try database.execute("""
            DROP TABLE issues; CREATE TABLE issues (number INTEGER PRIMARY KEY, title TEXT); PRAGMA user_version = \(format)
            """)
        try scenario.simulator.clearRequests()
        let rebuilt = try await scenario.run(MirrorBinaryTests.list)
        #expect(rebuilt.status == 0 && rebuilt.stderr.isEmpty, "\(rebuilt.stderr)")
        #expect(rebuilt.stdout == first.stdout)
        #expect(try scenario.sent() == ["POST /graphql"])
        let offlineAgain = try await scenario.run(Self.offline)
        #expect(offlineAgain.status == 0 && offlineAgain.stderr.isEmpty, "\(offlineAgain.stderr)")
        #expect(offlineAgain.stdout == offline.stdout)
    }

    @Test func aRecordThatDoesNotDecodeIsLeftOutWithAWarningAndTheMirrorRebuilt() async throws {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(MirrorBinaryTests.sync).status == 0)
        let all = try await scenario.run(Self.offline)
        try SQLiteDatabase(path: scenario.mirrorFile()).execute("UPDATE issues SET record = x'7b7d' WHERE number = 77")

        let offline = try await scenario.run(Self.offline)
        #expect(offline.status == 0)
        #expect(offline.stderr.contains("1 of the issues in the local mirror of octocat/Hello-World could not be read"))
        let numbers = { (run: GHLiteRun) in
            let rows = (try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) as? [[String: Int]]
            return (rows ?? []).compactMap { $0["number"] }
        }
        #expect(numbers(offline) == numbers(all).filter { $0 != 77 })
        #expect(numbers(all).count == 60)

        try scenario.simulator.clearRequests()
        let online = try await scenario.run(MirrorBinaryTests.list)
        #expect(online.status == 0 && online.stderr.isEmpty, "\(online.stderr)")
        #expect(online.stdout == (try await scenario.run(["--no-cache"] + MirrorBinaryTests.list)).stdout)
        #expect(numbers(try await scenario.run(Self.offline)) == numbers(all))
    }

    @Test(arguments: ["1e308", "-1e308", "9223372036854775807", "1e18"])
    func aSyncTimeNoClockCanHoldIsDamageAndTheMirrorIsRebuilt(_ value: String) async throws {
        let scenario = try FaultScenario()
        let first = try await MirrorBinaryTests.syncedList(scenario)
        try SQLiteDatabase(path: scenario.mirrorFile()).execute(
            "UPDATE meta SET value = '\(value)' WHERE key = 'synced_through'")

        let listed = try await scenario.run(MirrorBinaryTests.list)
        #expect(listed.status == 0 && listed.stderr.isEmpty, "\(listed.stderr)")
        #expect(listed.stdout == first.stdout)
        let synced = try await scenario.run(MirrorBinaryTests.sync)
        #expect(synced.status == 0, "\(synced.stderr)")
    }

    @Test func aRecordWithADateNoClockCanHoldIsLeftOutLikeAnyDamagedRecord() async throws {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(MirrorBinaryTests.sync).status == 0)
        try SQLiteDatabase(path: scenario.mirrorFile()).execute(
            "UPDATE issues SET record = json_set(record, '$.updatedAt', 1e300) WHERE number = 77")

        let offline = try await scenario.run(Self.offline)
        #expect(offline.status == 0)
        #expect(offline.stderr.contains("1 of the issues in the local mirror of octocat/Hello-World could not be read"))
        let online = try await scenario.run(MirrorBinaryTests.list)
        #expect(online.status == 0 && online.stderr.isEmpty, "\(online.stderr)")
        #expect(online.stdout == (try await scenario.run(["--no-cache"] + MirrorBinaryTests.list)).stdout)
    }

    @Test func anOfflineSearchOfMoreWordsThanItCanRankIsRefusedInWords() async throws {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(MirrorBinaryTests.sync).status == 0)
        let words = Array(repeating: "issue", count: 1_000).joined(separator: " ")
        let searched = try await scenario.run(["issue", "list", "-R", "octocat/Hello-World", "--offline", "-S", words])
        #expect(searched.status == 1)
        #expect(searched.stderr.contains("an offline search takes at most 100 words: shorten it, or search online"))
        #expect(searched.stdout.isEmpty)
    }
}
