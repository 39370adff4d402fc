import Foundation
import Testing

/// GitHub out of reach, counted in connection attempts (each one a request line in the `GH_DEBUG=api` log, which
/// logs what is handed to libcurl): a refused port or a connection that hangs is tried once, never again in the same
/// run, and the mirror answers (or the one-line error, without one).
@Suite struct FallBackBinaryTests {
    typealias Offline = OfflineReadingBinaryTests.Offline

    static func attempts(_ stderr: String) -> Int {
        stderr.split(separator: "\n").filter { $0.hasPrefix("> GET ") || $0.hasPrefix("> POST ") }.count
    }

    static func debugging(_ offline: Offline, _ more: [String: String] = [:]) -> [String: String] {
        offline.environment.merging(["GH_DEBUG": "api"].merging(more) { $1 }) { $1 }
    }

    @Test func aRefusedConnectionIsTriedOnceAndTheMirrorAnswers() throws {
        let offline = try Offline()
        let environment = Self.debugging(offline)
        let list = try GHLiteRun.run(["issues", "octocat/Hello-World", "-L", "2"], environment: environment)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(OfflineReadingBinaryTests.numbers(list.stdout) == [offline.mascot, offline.bodyOnly])
        #expect(list.stderr.hasSuffix("! GitHub cannot be reached: showing the local mirror as of less than a minute ago\n"))
        #expect(Self.attempts(list.stderr) == 1)

        let view = try GHLiteRun.run(["issue", "view", offline.titled, "-R", "octocat/Hello-World"], environment: environment)
        #expect(view.status == 0, "\(view.stderr)")
        #expect(view.stdout.contains("Zebra crossing is broken"))
        #expect(Self.attempts(view.stderr) == 1)
    }

    @Test func withoutAMirrorARefusedConnectionIsOneLineAfterOneAttempt() throws {
        let offline = try Offline()
        let elsewhere = try TemporaryDirectory()
        let noMirror = offline.environment.merging(["XDG_CACHE_HOME": elsewhere.path]) { $1 }
        let arguments = ["issue", "list", "-R", "octocat/Hello-World"]
        let list = try GHLiteRun.run(arguments, environment: noMirror)
        #expect(list.status == 1)
        #expect(list.stdout == "")
        #expect(list.stderr.hasPrefix("could not connect to 127.0.0.1:"))
        #expect(list.stderr.split(separator: "\n").count == 1)
        let logged = try GHLiteRun.run(arguments, environment: noMirror.merging(["GH_DEBUG": "api"]) { $1 })
        #expect(Self.attempts(logged.stderr) == 1)
    }

    @Test func aConnectionThatHangsGivesWayToTheMirrorAfterTheConnectTimeOutOnce() throws {
        let offline = try Offline()
        let apiURL = try #require(offline.environment["GH_LITE_API_URL"])
        let port = try #require(Int(apiURL.split(separator: ":").last ?? ""))
        let hanging = try HangingPort(port: port)
        let list = try GHLiteRun.run(["issues", "octocat/Hello-World", "-L", "2"],
                                     environment: Self.debugging(offline, ["GH_LITE_CONNECT_TIMEOUT_MS": "200"]))
        withExtendedLifetime(hanging) {}
        #expect(list.status == 0, "\(list.stderr)")
        #expect(OfflineReadingBinaryTests.numbers(list.stdout) == [offline.mascot, offline.bodyOnly])
        #expect(list.stderr.contains("connectTimedOut"), "the connection was expected to hang until its time-out")
        #expect(list.stderr.hasSuffix("! GitHub cannot be reached: showing the local mirror as of less than a minute ago\n"))
        #expect(Self.attempts(list.stderr) == 1)
    }
}
