import Foundation
import Testing

/// A mirror without `sync`: a repository of at most 100 issues in all (open and closed), listed a second time, is
/// mirrored by that list in the one request it sends anyway; a larger one, a list that failed, or `--no-cache`
/// make none.
@Suite struct MirrorMadeByItselfBinaryTests {
    /// octocat/Spoon-Knife: five issues and a pull request.
    static let small = "octocat/Spoon-Knife"

    /// The GraphQL operations gh-lite sent, by name (`IssueList`, `IssueChanges`), and whether anything else was.
    static func operations(_ simulator: Simulator) throws -> [String] {
        try simulator.requests().map { request in
            guard request.path == "/graphql",
                  let name = request.body.firstMatch(of: /query (\w+)/)?.1 else { return "\(request.method) \(request.path)" }
            return String(name)
        }
    }

    static func offlineList(_ repo: String, _ environment: [String: String]) throws -> GHLiteRun {
        try GHLiteRun.run(["issues", repo, "--offline", "--state", "all"], environment: environment)
    }

    @Test func aSmallRepositoryListedTwiceIsMirroredByTheOneRequestOfItsSecondList() throws {
        let home = try TemporaryDirectory()
        let simulator = try Simulator()
        let environment = simulator.environment(configDirectory: home.path)
        let first = try GHLiteRun.run(["issues", Self.small], environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try Self.operations(simulator) == ["IssueList"])
        #expect(try Self.offlineList(Self.small, environment).stderr.contains("no local mirror of \(Self.small)"))

        try simulator.clearRequests()
        let second = try GHLiteRun.run(["issues", Self.small], environment: environment)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout == first.stdout)
        #expect(try Self.operations(simulator) == ["IssueChanges"])

        // The mirror holds every issue, closed ones included, as GitHub has them; the next list asks what changed.
        try simulator.send("PATCH", "/repos/\(Self.small)/issues/1", json: #"{"state":"closed"}"#)
        let cold = try GHLiteRun.run(["issues", Self.small, "--state", "all", "--no-cache"], environment: environment)
        let offline = try Self.offlineList(Self.small, environment)
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(Set(offline.stdout.split(separator: "\n").map { $0.prefix { $0 != "\t" } })
                == Set(cold.stdout.split(separator: "\n").map { $0.prefix { $0 != "\t" } }))
        let third = try GHLiteRun.run(["issues", Self.small, "--state", "all"], environment: environment)
        #expect(third.stdout == cold.stdout)
        #expect(try Self.operations(simulator) == ["IssueList", "IssueChanges"])
    }

    @Test func aRepositoryOfMoreThanOnePageOfIssuesListedTwiceStaysCold() throws {
        let home = try TemporaryDirectory()
        let simulator = try Simulator()
        let environment = simulator.environment(configDirectory: home.path)
        for _ in 0..<2 {
            let list = try GHLiteRun.run(["issues", "octocat/big", "-L", "5"], environment: environment)
            #expect(list.status == 0, "\(list.stderr)")
        }
        #expect(try Self.operations(simulator) == ["IssueList", "IssueList"])
        #expect(try Self.offlineList("octocat/big", environment).stderr.contains("no local mirror of octocat/big"))
    }

    @Test func aListThatFailedNotesNothingEvenWhenItsPagesCame() throws {
        let home = try TemporaryDirectory()
        let simulator = try Simulator()
        let environment = simulator.environment(configDirectory: home.path)
        // GraphQL answers (no issue in milestone 99), then the milestone's look-up fails the list.
        let failed = try GHLiteRun.run(["issues", Self.small, "--milestone", "99"], environment: environment)
        #expect(failed.status == 1)
        try simulator.control("faults", #"{"method": "POST", "path": "^/graphql$", "status": 500}"#)
        #expect(try GHLiteRun.run(["issues", Self.small], environment: environment).status == 1)
        try simulator.clearRequests()

        let list = try GHLiteRun.run(["issues", Self.small], environment: environment)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(try Self.operations(simulator) == ["IssueList"])
        #expect(try Self.offlineList(Self.small, environment).stderr.contains("no local mirror of \(Self.small)"))
    }

    @Test(arguments: [["--no-cache"], []])
    func noCacheNeitherNotesNorMakesAMirror(flag: [String]) throws {
        let home = try TemporaryDirectory()
        let simulator = try Simulator()
        var environment = simulator.environment(configDirectory: home.path)
        if flag.isEmpty { environment["GH_LITE_NO_CACHE"] = "1" }
        for _ in 0..<2 {
            let list = try GHLiteRun.run(["issues", Self.small] + flag, environment: environment)
            #expect(list.status == 0, "\(list.stderr)")
        }
        #expect(try Self.operations(simulator) == ["IssueList", "IssueList"])
        #expect(!(try simulator.requests()).contains { $0.body.contains("everyIssue") })
        environment["GH_LITE_NO_CACHE"] = nil
        #expect(try Self.offlineList(Self.small, environment).stderr.contains("no local mirror of \(Self.small)"))
    }
}
