import Foundation
import GHLiteCore
import Testing

/// The conditional-GET cache under XDG_CACHE_HOME/gh-lite/http: a second run revalidates with If-None-Match
/// and GitHub's 304s give the same output; it can be turned off; damaged entries are ignored and replaced;
/// it never holds the token; and processes running at once leave it (and the token file) whole.
@Suite struct CacheBinaryTests {
    static let repos = ["repos", "-L", "200"]

    func conditional(_ requests: [Simulator.RecordedRequest]) -> [Bool] {
        requests.map { $0.headers["if-none-match"] != nil }
    }

    /// Two pages each: of repositories, and of issues filtered by assignee (a REST list, read one page after another
    /// when it shows links).
    @Test(arguments: [["repos", "-L", "200"]])
    func aSecondRunRevalidatesAndGets304sWithTheSameOutput(command: [String]) async throws {
        let scenario = try FaultScenario()
        let first = try await scenario.run(command)
        #expect(first.status == 0)
        let firstRequests = try scenario.requests()
        #expect(firstRequests.count == 2)
        #expect(conditional(firstRequests) == [false, false])
        try scenario.simulator.clearRequests()

        let second = try await scenario.run(command, ["GH_DEBUG": "api"])
        #expect(second.status == 0)
        #expect(second.stdout == first.stdout)
        let secondRequests = try scenario.requests()
        #expect(secondRequests.map(\.path) == firstRequests.map(\.path))
        #expect(conditional(secondRequests) == [true, true])
        #expect(second.stderr.components(separatedBy: "\n< HTTP 304\n").count - 1 == 2)
        try scenario.expectNoTokenLeak([first, second])
    }

    /// GitHub's GraphQL answers are `no-cache` and have no ETag: the list is asked for again each time (one with
    /// people's names, which only the cursors show).
    @Test func theGraphQLListIsNeitherStoredNorRevalidated() async throws {
        let scenario = try FaultScenario()
        let command = ["issues", "octocat/big", "-s", "all", "-L", "150", "--json", "number,author"]
        let first = try await scenario.run(command)
        let second = try await scenario.run(command)
        #expect(first.status == 0 && second.status == 0)
        #expect(second.stdout == first.stdout)
        let requests = try scenario.requests()
        #expect(requests.map(\.path) == Array(repeating: "/graphql", count: 4))
        #expect(requests.allSatisfy { $0.headers["if-none-match"] == nil && $0.headers["if-modified-since"] == nil })
        #expect(try scenario.files(under: scenario.cacheDirectory).isEmpty)
        try scenario.expectNoTokenLeak([first, second])
    }

    @Test func noCacheFlagAndVariableSendNoValidatorsAndWriteNothing() async throws {
        let scenario = try FaultScenario()
        let uncached = try await scenario.run(Self.repos, ["GH_LITE_NO_CACHE": "1"])
        #expect(uncached.status == 0)
        #expect(try scenario.files().isEmpty)
        let warm = try await scenario.run(Self.repos)
        #expect(warm.stdout == uncached.stdout)
        #expect(try scenario.files(under: scenario.cacheDirectory).count == 2)
        try scenario.simulator.clearRequests()

        let flag = try await scenario.run(Self.repos + ["--no-cache"])
        let variable = try await scenario.run(Self.repos, ["GH_LITE_NO_CACHE": "1"])
        #expect(flag.stdout == warm.stdout && variable.stdout == warm.stdout)
        let requests = try scenario.requests()
        #expect(requests.count == 4)
        #expect(requests.allSatisfy { $0.headers["if-none-match"] == nil && $0.headers["if-modified-since"] == nil })
        try scenario.expectNoTokenLeak([uncached, warm, flag, variable])
    }

    @Test func damagedEntriesAreIgnoredAndReplaced() async throws {
        let scenario = try FaultScenario()
        let warm = try await scenario.run(Self.repos)
        let entries = try scenario.files(under: scenario.cacheDirectory).sorted()
        try #require(entries.count == 2)
        // One overwritten with junk, one with a byte of its body changed (same length).
        try Data("not a cache entry\n{".utf8).write(to: URL(fileURLWithPath: entries[0]))
        var damaged = try Data(contentsOf: URL(fileURLWithPath: entries[1]))
        damaged[damaged.count - 2] ^= 0x20
        try damaged.write(to: URL(fileURLWithPath: entries[1]))
        try scenario.simulator.clearRequests()

        let afterDamage = try await scenario.run(Self.repos)
        #expect(afterDamage.status == 0)
        #expect(afterDamage.stderr == "")
        #expect(afterDamage.stdout == warm.stdout)
        #expect(conditional(try scenario.requests()) == [false, false])
        try scenario.simulator.clearRequests()

        let repaired = try await scenario.run(Self.repos)
        #expect(repaired.stdout == warm.stdout)
        #expect(conditional(try scenario.requests()) == [true, true])
        #expect(try scenario.files(under: scenario.cacheDirectory).sorted() == entries)
        try scenario.expectNoTokenLeak([warm, afterDamage, repaired])
    }

    @Test func processesRunningAtOnceLeaveAWholeCacheAndTokenFile() async throws {
        let scenario = try FaultScenario()
        let origins = [scenario.simulator.baseURL, "http://localhost:\(scenario.simulator.port)"]
        let list = scenario.environment()
        let signIn = list.filter { $0.key != "GH_TOKEN" }
        let runs = Locked<[GHLiteRun]>([])
        try await FaultScenario.onOwnThread {
            DispatchQueue.concurrentPerform(iterations: 12) { index in
                let run: GHLiteRun?
                if index % 2 == 0 {
                    run = try? GHLiteRun.run(Self.repos, environment: list)
                } else {
                    let environment = signIn.merging(["GH_LITE_API_URL": origins[index / 2 % 2]]) { $1 }
                    run = try? GHLiteRun.run(["auth", "login", "--with-token"], environment: environment,
                                             input: FaultScenario.token + "\n")
                }
                runs.withLock { $0.append(run ?? GHLiteRun(status: -1, stdout: "", stderr: "did not run")) }
            }
        }
        #expect(runs.value.allSatisfy { $0.status == 0 }, "\(runs.value.map(\.stderr))")

        let tokenFile = scenario.home.path + "/hosts.json"
        let stored = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: tokenFile))) as? [String: Any]
        // Each host's active token; its accounts sit beside it.
        let hosts = try #require(stored?["hosts"] as? [String: [String: Any]])
        #expect(hosts.mapValues { $0["oauth_token"] as? String } == ["127.0.0.1:\(scenario.simulator.port)": FaultScenario.token,
                                                                    "localhost:\(scenario.simulator.port)": FaultScenario.token])
        let mode = try FileManager.default.attributesOfItem(atPath: tokenFile)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
        #expect(try scenario.files().allSatisfy { !$0.contains(".tmp-") })

        try scenario.simulator.clearRequests()
        let after = try await scenario.run(Self.repos)
        #expect(after.stdout == runs.value.first { $0.stdout.contains("octocat/") }?.stdout)
        #expect(conditional(try scenario.requests()) == [true, true])
        try scenario.expectNoTokenLeak(runs.value + [after], allowingTokenFile: true)
    }
}
