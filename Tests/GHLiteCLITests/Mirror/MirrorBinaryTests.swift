import Foundation
import GHLiteCore
@testable import GHLiteLive
import Testing

/// The repository mirror under XDG_CACHE_HOME/gh-lite/mirror, made by `sync`: after each kind of change made
/// behind gh-lite's back
/// (through the simulator's own API, as other people), a re-list shows exactly what a cold list (`--no-cache`)
/// shows, in one request, or two when only a full list can tell (deleted, transferred).
@Suite struct MirrorBinaryTests {
    static let list = ["issues", "octocat/Hello-World", "--state", "all", "-L", "100",
                       "--json", "number,title,state,labels,assignees,author,milestone,body,createdAt,updatedAt,closedAt,url"]
    static let issues = "/repos/octocat/Hello-World/issues"
    static let monalisa = "gho_simulator_monalisa"
    static let sync = ["sync", "octocat/Hello-World"]

    /// Makes the mirror, then lists from it.
    static func syncedList(_ scenario: FaultScenario) async throws -> GHLiteRun {
        let synced = try await scenario.run(sync)
        #expect(synced.status == 0 && synced.stderr.contains("Synced 60 issues of octocat/Hello-World"))
        return try await scenario.run(list)
    }

    struct Change: Sendable, CustomTestStringConvertible {
        var name: String
        /// Requests the re-list may make: the delta, and the full list it falls back to when the counts or labels differ.
        var requests: Int
        var make: @Sendable (Simulator) throws -> Void
        var testDescription: String { name }
    }

    static func nodeID(_ json: String) throws -> String {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return try #require(object?["node_id"] as? String)
    }

    static let changes: [Change] = [
        Change(name: "closed", requests: 1) { try $0.send("PATCH", issues + "/78", as: monalisa, json: #"{"state":"closed"}"#) },
        Change(name: "retitled", requests: 1) {
            try $0.send("PATCH", issues + "/77", as: monalisa, json: #"{"title":"Retitled behind gh-lite's back"}"#)
        },
        Change(name: "relabelled", requests: 1) {
            try $0.send("PATCH", issues + "/74", as: monalisa, json: #"{"labels":["wontfix","bug"]}"#)
        },
        Change(name: "created", requests: 1) {
            try $0.send("POST", issues, as: monalisa, json: #"{"title":"Filed behind gh-lite's back","body":"new"}"#)
        },
        Change(name: "label renamed and recoloured", requests: 1) {
            try $0.send("PATCH", "/repos/octocat/Hello-World/labels/documentation", as: monalisa,
                        json: #"{"new_name":"docs","color":"123abc"}"#)
        },
        Change(name: "two labels swapped names", requests: 1) { simulator in
            for (from, to) in [("invalid", "swapping"), ("duplicate", "invalid"), ("swapping", "duplicate")] {
                try simulator.send("PATCH", "/repos/octocat/Hello-World/labels/" + from, as: monalisa,
                                   json: #"{"new_name":"\#(to)"}"#)
            }
        },
        Change(name: "label deleted", requests: 1) {
            try $0.send("DELETE", "/repos/octocat/Hello-World/labels/invalid", as: monalisa)
        },
        Change(name: "milestone renamed", requests: 1) {
            try $0.send("PATCH", "/repos/octocat/Hello-World/milestones/2", as: monalisa, json: #"{"title":"v2.1"}"#)
        },
        Change(name: "milestone deleted", requests: 1) {
            try $0.send("DELETE", "/repos/octocat/Hello-World/milestones/2", as: monalisa)
        },
        Change(name: "closed issue deleted", requests: 2) { simulator in
            let id = try nodeID(simulator.send("GET", issues + "/70"))
            try simulator.send("POST", "/graphql", json: """
                {"query":"mutation { deleteIssue(input: {issueId: \\"\(id)\\"}) { clientMutationId } }"}
                """)
        },
        Change(name: "deleted", requests: 2) { simulator in
            let id = try nodeID(simulator.send("GET", issues + "/73"))
            try simulator.send("POST", "/graphql", json: """
                {"query":"mutation { deleteIssue(input: {issueId: \\"\(id)\\"}) { clientMutationId } }"}
                """)
        },
        Change(name: "transferred", requests: 2) { simulator in
            let issue = try nodeID(simulator.send("GET", issues + "/66"))
            let target = try nodeID(simulator.send("GET", "/repos/octocat/Spoon-Knife"))
            try simulator.send("POST", "/graphql", json: """
                {"query":"mutation { transferIssue(input: {issueId: \\"\(issue)\\", repositoryId: \\"\(target)\\"}) { issue { number } } }"}
                """)
        },
    ]

    @Test(arguments: changes)
    func aRelistAfterAChangeShowsWhatAColdListShows(change: Change) async throws {
        let scenario = try FaultScenario()
        let first = try await Self.syncedList(scenario)
        #expect(first.status == 0)
        try change.make(scenario.simulator)

        let relisted = try await scenario.run(Self.list)
        #expect(relisted.status == 0)
        #expect(try scenario.sent() == Array(repeating: "POST /graphql", count: change.requests))
        let cold = try await scenario.run(["--no-cache"] + Self.list)
        #expect(cold.status == 0)
        #expect(relisted.stdout == cold.stdout)
        #expect(relisted.stdout != first.stdout)
    }

    @Test func aFreshMirrorRelistsInOneRequestAndFiltersLikeGitHub() async throws {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(Self.sync).status == 0)
        for filters in [[], ["-l", "bug", "-l", "priority: high", "--state", "all"], ["-a", "none"], ["-A", "monalisa", "-s", "closed"],
                        ["-m", "v2.0", "-L", "3"]] {
            try scenario.simulator.clearRequests()
            let mirrored = try await scenario.run(["issues", "octocat/Hello-World"] + filters)
            #expect(try scenario.sent() == ["POST /graphql"], "\(filters)")
            let cold = try await scenario.run(["--no-cache", "issues", "octocat/Hello-World"] + filters)
            #expect(mirrored.status == 0 && mirrored.stdout == cold.stdout, "\(filters)")
        }
    }

    @Test func theMirrorIsPrivateAndNoCacheLeavesNone() async throws {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(["--no-cache", "issues", "octocat/Hello-World"]).status == 0)
        #expect(try scenario.files(under: scenario.mirrorFolder).isEmpty)
        #expect(try await scenario.run(Self.sync).status == 0)
        let file = try scenario.mirrorFile()
        let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let folder = (file as NSString).deletingLastPathComponent
        #expect(try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int == 0o700)
        try scenario.expectNoTokenLeak([])
    }

    /// The list only notes the repository's count of issues, for the next one (`MirrorMadeByItselfBinaryTests`).
    @Test func withoutAMirrorTheFirstListIsTheColdListAndMakesNone() async throws {
        let scenario = try FaultScenario()
        let first = try await scenario.run(Self.list)
        #expect(first.status == 0)
        let sent = try scenario.requests()
        #expect(sent.count == 1 && sent.allSatisfy { $0.body.contains("query IssueList(") })
        #expect(try scenario.files(under: scenario.mirrorFolder).filter { !$0.hasSuffix(".listed") }.isEmpty)
    }

    @Test func twoProcessesSyncingAtOnceBothListAndLeaveAMirrorThatWorks() async throws {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(Self.sync).status == 0)
        try scenario.simulator.send("PATCH", Self.issues + "/78", as: Self.monalisa, json: #"{"state":"closed"}"#)
        let environment = scenario.environment()
        let runs = Locked<[Int: GHLiteRun]>([:])
        try await FaultScenario.onOwnThread {
            DispatchQueue.concurrentPerform(iterations: 3) { index in
                let run = try? GHLiteRun.run(index == 2 ? Self.sync : Self.list, environment: environment)
                runs.withLock { $0[index] = run ?? GHLiteRun(status: -1, stdout: "", stderr: "did not run") }
            }
        }
        #expect(runs.value.values.allSatisfy { $0.status == 0 }, "\(runs.value.values.map(\.stderr))")
        let first = try #require(runs.value[0])
        #expect(runs.value[1]?.stdout == first.stdout)
        try scenario.simulator.clearRequests()
        let fourth = try await scenario.run(Self.list)
        #expect(fourth.stdout == first.stdout)
        #expect(try scenario.sent() == ["POST /graphql"])
        #expect(try await scenario.run(["--no-cache"] + Self.list).stdout == first.stdout)
    }

    @Test func aDamagedMirrorIsRebuiltFromGitHub() async throws {
        let scenario = try FaultScenario()
        let first = try await Self.syncedList(scenario)
        try Data("this is not a database, it was cut short by a crash".utf8).write(to: URL(fileURLWithPath: scenario.mirrorFile()))
        try scenario.simulator.clearRequests()
        let rebuilt = try await scenario.run(Self.list)
        #expect(rebuilt.status == 0 && rebuilt.stderr.isEmpty)
        #expect(rebuilt.stdout == first.stdout)
        #expect(try scenario.sent() == ["POST /graphql"])
        try scenario.simulator.clearRequests()
        #expect(try await scenario.run(Self.list).stdout == first.stdout)
        #expect(try scenario.sent() == ["POST /graphql"])
    }

    @Test func aMirrorOfAnOlderFormatIsRebuiltFromGitHub() async throws {
        let scenario = try FaultScenario()
        let first = try await Self.syncedList(scenario)
        let old = try SQLiteDatabase(path: scenario.mirrorFile())
        try old.execute("DROP TABLE issues; CREATE TABLE issues (number INTEGER PRIMARY KEY, title TEXT); PRAGMA user_version = 0")
        try scenario.simulator.clearRequests()
        let rebuilt = try await scenario.run(Self.list)
        #expect(rebuilt.status == 0 && rebuilt.stdout == first.stdout)
        #expect(try scenario.sent() == ["POST /graphql"])
    }

    @Test func cacheClearRemovesTheMirror() async throws {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(Self.sync).status == 0)
        #expect(try !scenario.files(under: scenario.mirrorFolder).isEmpty)
        let cleared = try await scenario.run(["cache", "clear"])
        #expect(cleared.status == 0)
        #expect(cleared.stderr.contains("Cleared the cache"))
        #expect(try scenario.files(under: scenario.mirrorFolder).isEmpty)
    }

    @Test func tabCompletionOffersTheMirroredLabelsAndMilestonesWithoutARequest() async throws {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(["__complete", "label", "--repo", "octocat/Hello-World"]).stdout == "")
        #expect(try await scenario.run(Self.sync).status == 0)
        try scenario.simulator.clearRequests()
        let labels = try await scenario.run(["__complete", "label", "--repo", "octocat/Hello-World"])
        #expect(labels.status == 0)
        #expect(labels.stdout.split(separator: "\n").contains("priority: high"))
        let milestones = try await scenario.run(["__complete", "milestone", "--repo", "octocat/Hello-World"])
        #expect(milestones.stdout.split(separator: "\n").starts(with: ["Someday", "v1.0", "v2.0"]))
        #expect(try scenario.sent().isEmpty)
    }

    @Test func twoRepositoriesWhoseNamesDifferOnlyByALeadingDotKeepMirrorsOfTheirOwn() async throws {
        let scenario = try FaultScenario()
        let repositories = [(".github", "Filed in .github"), ("_.github", "Filed in _.github")]
        for (name, title) in repositories {
            try scenario.simulator.control("seed/repos", #"{"owner":"octocat","name":"\#(name)","issues":["\#(title)"]}"#)
            #expect(try await scenario.run(["sync", "octocat/" + name]).status == 0)
        }
        #expect(try scenario.files(under: scenario.mirrorFolder).filter { $0.hasSuffix(".sqlite") }.count == 2)
        for (name, title) in repositories {
            try scenario.simulator.clearRequests()
            let offline = try await scenario.run(["issues", "octocat/" + name, "--offline", "--json", "title"])
            #expect(offline.status == 0 && offline.stdout.contains(title), "\(offline.stdout)")
            #expect(try scenario.sent().isEmpty)
            let cold = try await scenario.run(["--no-cache", "issues", "octocat/" + name, "--json", "title"])
            #expect(offline.stdout == cold.stdout)
        }
    }

    @Test func aMilestoneRenamedOrDeletedIsNoLongerListedByItsOldTitle() async throws {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(Self.sync).status == 0)
        try scenario.simulator.send("PATCH", "/repos/octocat/Hello-World/milestones/2", as: Self.monalisa,
                                    json: #"{"title":"v2.1"}"#)
        // One renamed by someone else, one deleted by gh-lite itself.
        let deleted = try await scenario.run(["milestone", "delete", "v1.0", "-R", "octocat/Hello-World", "--yes"])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        let milestones = try scenario.simulator.send("GET", "/repos/octocat/Hello-World/milestones?state=all")
        #expect(milestones.contains(#""title":"v2.1""#) && !milestones.contains(#""title":"v1.0""#))
        for milestone in ["v2.0", "v1.0", "v2.1"] {
            let mirrored = try await scenario.run(["issues", "octocat/Hello-World", "-m", milestone])
            let cold = try await scenario.run(["--no-cache", "issues", "octocat/Hello-World", "-m", milestone])
            #expect(mirrored.status == cold.status, "\(milestone): \(mirrored.stderr)")
            #expect(mirrored.stdout == cold.stdout && mirrored.stderr == cold.stderr, "\(milestone)")
        }
        #expect(try await scenario.run(["--no-cache", "issues", "octocat/Hello-World", "-m", "v2.0"]).status == 1)
    }

    @Test func aLabelPastTheFirstHundredRenamedIsSeenWithOneMoreRequestForTheRestOfTheLabels() async throws {
        let scenario = try FaultScenario()
        try scenario.simulator.control("seed/labels", #"{"repo":"octocat/Hello-World","count":120}"#)
        try scenario.simulator.send("PATCH", Self.issues + "/74", as: Self.monalisa, json: #"{"labels":["extra-110"]}"#)
        #expect(try await scenario.run(Self.sync).status == 0)
        try scenario.simulator.send("PATCH", "/repos/octocat/Hello-World/labels/extra-110", as: Self.monalisa,
                                    json: #"{"new_name":"renamed-110"}"#)
        try scenario.simulator.clearRequests()
        let relisted = try await scenario.run(Self.list)
        #expect(relisted.status == 0 && relisted.stdout.contains("renamed-110"))
        #expect(try scenario.sent() == ["POST /graphql", "POST /graphql"])
        #expect(try await scenario.run(["--no-cache"] + Self.list).stdout == relisted.stdout)
    }

    @Test func anIssueStampedInTheFutureDoesNotFreezeTheMirror() async throws {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(Self.sync).status == 0)
        try scenario.simulator.control("seed/updated-at",
                                       #"{"repo":"octocat/Hello-World","number":61,"updated_at":"2100-01-01T00:00:00Z"}"#)
        let noticed = try await scenario.run(Self.list, ["GH_DEBUG": "api"])
        #expect(noticed.status == 0)
        #expect(noticed.stderr.contains("! issue #61 was updated at 2100-01-01T00:00:00Z, after GitHub's clock"))
        try scenario.simulator.send("PATCH", Self.issues + "/77", as: Self.monalisa, json: #"{"title":"Retitled later"}"#)
        try scenario.simulator.clearRequests()
        let relisted = try await scenario.run(Self.list)
        #expect(relisted.status == 0 && relisted.stdout.contains("Retitled later"))
        #expect(try scenario.sent() == ["POST /graphql"])
        #expect(try await scenario.run(["--no-cache"] + Self.list).stdout == relisted.stdout)
    }

    @Test func theDeltaStartsExactlyFiveMinutesBeforeTheNewestUpdateSeen() async throws {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(Self.sync).status == 0)
        try scenario.simulator.clearRequests()
        #expect(try await scenario.run(Self.list).status == 0)
        // The seed's newest issue update is 2024-09-30T13:21:06Z.
        let sent = try scenario.requests()
        #expect(sent.count == 1 && sent[0].body.contains(#""since":"2024-09-30T13:16:06Z""#), "\(sent.map(\.body))")
    }

    /// A re-list that finds an issue deleted or transferred (the counts no longer agree) reads every issue again
    /// along the changes' cursors, a request per 100: no more requests than the cold list of the same issues.
    @Test(arguments: [#"{"repo":"octocat/big","issue":11,"as":"octocat","delete":true}"#,
                      #"{"repo":"octocat/big","issue":13,"as":"octocat","transfer_to":"octocat/Hello-World"}"#])
    func aRelistAfterADeleteOrTransferSendsNoMoreRequestsThanTheColdList(change: String) async throws {
        let scenario = try FaultScenario(arguments: ["--big-repo-issues", "250"])
        let list = ["issues", "octocat/big", "--state", "all", "-L", "200"]
        #expect(try await scenario.run(["sync", "octocat/big"]).status == 0)
        try scenario.simulator.control("after", #"{"match":{"method":"GET","path_regex":"^/repos/octocat/big$"},"action":\#(change)}"#)
        try scenario.simulator.send("GET", "/repos/octocat/big")
        let rulesLeft = try scenario.simulator.send("GET", "/_simulator/after")
        #expect(rulesLeft == "[]", "the change was made")

        let relisted = try await scenario.run(list)
        let relist = try scenario.sent()
        try scenario.simulator.clearRequests()
        let cold = try await scenario.run(["--no-cache"] + list)
        let coldList = try scenario.sent()
        #expect(relisted.status == 0 && relisted.stdout == cold.stdout, "\(relisted.stderr)")
        #expect(relist == ["POST /graphql", "POST /graphql", "POST /graphql"], "the changes, then two pages of 100")
        #expect(relist.count <= coldList.count, "\(coldList)")
        let offline = try await scenario.run(list + ["--offline"])
        #expect(offline.stdout == cold.stdout)
    }

    /// The mirror keys a label's old name lower-cased, as issues name it in any case: a label with capitals renamed
    /// is renamed on every mirrored issue that carries it.
    @Test func aLabelWithCapitalsRenamedIsRenamedOnTheMirroredIssues() async throws {
        let scenario = try FaultScenario()
        try scenario.simulator.send("PATCH", "/repos/octocat/Hello-World/labels/bug", as: Self.monalisa,
                                    json: #"{"new_name":"Bug"}"#)
        #expect(try await scenario.run(Self.sync).status == 0)
        let offline = ["issues", "octocat/Hello-World", "--offline", "--state", "all", "-L", "100", "--json", "number,labels"]
        let labelled = try await scenario.run(offline)
        #expect(labelled.stdout.contains(#""name":"Bug""#), "\(labelled.stderr)")
        try scenario.simulator.send("PATCH", "/repos/octocat/Hello-World/labels/Bug", as: Self.monalisa,
                                    json: #"{"new_name":"Defect"}"#)

        let relisted = try await scenario.run(Self.list)
        let cold = try await scenario.run(["--no-cache"] + Self.list)
        #expect(relisted.status == 0 && relisted.stdout == cold.stdout)
        let renamed = try await scenario.run(offline)
        #expect(!renamed.stdout.contains(#""name":"Bug""#) && renamed.stdout.contains(#""name":"Defect""#))
        #expect(renamed.stdout.components(separatedBy: #""name":"Defect""#).count
                == labelled.stdout.components(separatedBy: #""name":"Bug""#).count)
    }

}
