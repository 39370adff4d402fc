import Foundation
import Testing

/// Reading and searching the mirror with GitHub gone: `sync` makes the mirror, then the simulator is stopped
/// (its port refuses connections) and `--offline`, or the automatic fallback, answers from the mirror alone.
@Suite struct OfflineReadingBinaryTests {
    static let repo = ["-R", "octocat/Hello-World"]
    static let issues = "/repos/octocat/Hello-World/issues"

    /// A synced mirror, and the environment to reach the simulator that is then stopped.
    struct Offline {
        let home: TemporaryDirectory
        let environment: [String: String]
        /// The issues filed: "zebra" in the title, in the body only, and in the title again (newest).
        let titled, bodyOnly, mascot: String

        /// Files three issues about zebras (a body-only match between two title matches), syncs, keeps the comments
        /// of the first by viewing it once (the mirror keeps them only for the issue as it synced it), and stops the
        /// simulator.
        init(keepingComments: Bool = false) throws {
            home = try TemporaryDirectory()
            var simulator: Simulator? = try Simulator()
            let up = simulator!.environment(configDirectory: home.path)
            func file(_ json: String) throws -> String {
                let answer = try simulator!.send("POST", OfflineReadingBinaryTests.issues, json: json)
                let object = try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any]
                return String(try #require(object?["number"] as? Int))
            }
            titled = try file(#"{"title":"Zebra crossing is broken","body":"Seen on Monday","labels":["bug"]}"#)
            bodyOnly = try file(#"{"title":"Painted lines fade","body":"like the zebra near school","labels":["bug"]}"#)
            mascot = try file(#"{"title":"A zebra mascot","body":"For the docs"}"#)
            if keepingComments {
                try simulator!.send("POST", OfflineReadingBinaryTests.issues + "/\(titled)/comments",
                                    json: #"{"body":"Kept for the train"}"#)
            }
            let sync = try GHLiteRun.run(["sync", "octocat/Hello-World"], environment: up)
            #expect(sync.status == 0, "\(sync.stderr)")
            if keepingComments {
                let viewed = try GHLiteRun.run(["issue", "view", titled, "--comments"] + repo, environment: up)
                #expect(viewed.stdout.contains("Kept for the train"), "\(viewed.stderr)")
            }
            simulator = nil // Stopped: nothing can be sent from here on.
            environment = up.merging(["GH_LITE_TIMEOUT": "1"]) { $1 }
        }

        func run(_ arguments: [String]) throws -> GHLiteRun { try GHLiteRun.run(arguments, environment: environment) }
    }

    static func numbers(_ rows: String) -> [String] {
        rows.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    }

    @Test func offlineListViewAndSearchAnswerFromTheMirrorWithGitHubStopped() throws {
        let offline = try Offline()
        let list = try offline.run(["issues", "octocat/Hello-World", "--offline", "-L", "3"])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(Self.numbers(list.stdout) == [offline.mascot, offline.bodyOnly, offline.titled])
        #expect(list.stderr == "")

        let view = try offline.run(["issue", "view", offline.titled, "--offline"] + Self.repo)
        #expect(view.status == 0, "\(view.stderr)")
        #expect(view.stdout.contains("Zebra crossing is broken"))
        #expect(view.stdout.contains("Seen on Monday"))
    }

    /// The mirror keeps people's IDs and names but no node IDs, reactions, cards or pinning: `--json` says so once
    /// and does not make them up, and what the mirror has is there.
    @Test func offlineJSONSaysInOneLineWhatTheMirrorDoesNotKeep() throws {
        let offline = try Offline()
        let view = try offline.run(["issue", "view", offline.titled, "--offline", "--json", "title,closed,id,author,isPinned"]
                                   + Self.repo)
        #expect(view.status == 0)
        #expect(view.stdout == #"{"author":{"id":"MDQ6VXNlcjE=","is_bot":false,"login":"octocat","name":"The Octocat"},"#
                + #""closed":false,"id":null,"isPinned":null,"title":"Zebra crossing is broken"}"# + "\n")
        #expect(view.stderr == "The local mirror does not keep all of id, isPinned: what it lacks is null or left out; "
                + "ask online for all of it\n")
        let list = try offline.run(["issue", "list", "--offline", "-L", "1", "--json", "number,reactionGroups"] + Self.repo)
        #expect(list.stdout == "[{\"number\":\(offline.mascot),\"reactionGroups\":null}]\n", "\(list.stderr)")
        #expect(list.stderr.hasPrefix("The local mirror does not keep all of reactionGroups:"))
    }

    @Test func aTitleMatchRanksAboveABodyOnlyMatch() throws {
        let offline = try Offline()
        let search = try offline.run(["issue", "list", "--offline", "-S", "zebra"] + Self.repo)
        #expect(search.status == 0, "\(search.stderr)")
        let found = Self.numbers(search.stdout)
        #expect(Set(found) == [offline.titled, offline.bodyOnly, offline.mascot])
        #expect(found.last == offline.bodyOnly)
    }

    @Test func filtersStillApplyToAnOfflineSearch() throws {
        let offline = try Offline()
        let labelled = try offline.run(["issue", "list", "--offline", "-S", "zebra", "-l", "bug"] + Self.repo)
        #expect(Self.numbers(labelled.stdout) == [offline.titled, offline.bodyOnly])
        let qualified = try offline.run(["issue", "list", "--offline", "-S", "\"zebra mascot\" is:open"] + Self.repo)
        #expect(Self.numbers(qualified.stdout) == [offline.mascot])
        let closed = try offline.run(["issue", "list", "--offline", "-S", "zebra", "--state", "closed"] + Self.repo)
        #expect(closed.status == 0)
        #expect(closed.stdout == "")
        let unknown = try offline.run(["issue", "list", "--offline", "-S", "zebra sort:updated"] + Self.repo)
        #expect(unknown.status == 1)
        #expect(unknown.stderr.hasPrefix("`sort:updated` is not understood offline"))
    }

    @Test func withGitHubUnreachableTheMirrorAnswersWithOneLineSayingHowOldItIs() throws {
        let offline = try Offline()
        let list = try offline.run(["issues", "octocat/Hello-World", "-L", "2"])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(Self.numbers(list.stdout) == [offline.mascot, offline.bodyOnly])
        #expect(list.stderr == "! GitHub cannot be reached: showing the local mirror as of less than a minute ago\n")

        let view = try offline.run(["issues", "octocat/Hello-World", offline.bodyOnly])
        #expect(view.status == 0, "\(view.stderr)")
        #expect(view.stdout.contains("Painted lines fade"))
        #expect(view.stderr == "! GitHub cannot be reached: showing the local mirror as of less than a minute ago\n")
    }

    @Test func anOfflineViewShowsTheCommentsTheMirrorKeptAndSaysWhenItKeptNone() throws {
        let offline = try Offline(keepingComments: true)
        let kept = try offline.run(["issue", "view", offline.titled, "--offline", "--comments"] + Self.repo)
        #expect(kept.status == 0, "\(kept.stderr)")
        #expect(kept.stdout.contains("Kept for the train"), "\(kept.stderr)")

        let notKept = try offline.run(["issue", "view", "1", "--offline", "--comments"] + Self.repo)
        #expect(notKept.status == 0, "\(notKept.stderr)")
        #expect(notKept.stderr.contains("Comments are not in the local mirror: view the issue online once with `--comments`"))
    }

    @Test func offlineWithoutAMirrorSaysToSyncFirstAndSendsNothing() async throws {
        let scenario = try FaultScenario()
        let list = try await scenario.run(["issue", "list", "--offline"] + Self.repo)
        #expect(list.status == 1)
        #expect(list.stderr == "no local mirror of octocat/Hello-World to read offline: "
                + "run `gh-lite sync octocat/Hello-World` first\n")
        let view = try await scenario.run(["issues", "octocat/Hello-World", "1", "--offline"])
        #expect(view.status == 1)
        #expect(view.stderr.contains("run `gh-lite sync octocat/Hello-World` first"))
        #expect(try scenario.sent() == [])
    }
}
