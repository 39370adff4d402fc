import Foundation
import Testing

/// `issue close` and `issue reopen` with `--json`: the issues after the write, in `issue view --json`'s names and
/// shapes, against the simulator (octocat/Hello-World: open #2, #4, #6; closed #5; no #99).
@Suite struct IssueStateJSONBinaryTests {
    static let repo = ["-R", "octocat/Hello-World"]
    static let fast = ["GH_LITE_WRITE_INTERVAL_MS": "10"]

    @Test func closingSeveralPrintsAnArrayOfTheIssuesActedOnInTheOrderNamed() async throws {
        let scenario = try FaultScenario()
        let result = try await scenario.run(["issue", "close", "6", "99", "5", "4", "--yes",
                                             "--json", "number,state,stateReason,title"] + Self.repo, Self.fast)
        #expect(result.status == 1)
        #expect(result.stderr.contains("X Could not close octocat/Hello-World#99"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("could not close #99; closed: #6, #4\n"), "\(result.stderr)")
        let issues = try result.jsonObjects()
        #expect(issues.map { $0["number"] as? Int } == [6, 5, 4])
        #expect(issues.allSatisfy { $0["state"] as? String == "CLOSED" })
        #expect(issues.first?["title"] as? String == "Refactor the HTTP client")
        #expect(issues.first?["stateReason"] as? String == "COMPLETED")
        #expect(Set(issues.flatMap { $0.keys }) == ["number", "state", "stateReason", "title"])
        // The view's own fields agree with the write's answer.
        let viewed = try await scenario.run(["issue", "view", "6", "--json", "number,state,stateReason,title"] + Self.repo)
        let view = try #require(JSONSerialization.jsonObject(with: Data(viewed.stdout.utf8)) as? [String: Any])
        #expect(NSDictionary(dictionary: view).isEqual(to: issues[0]))
    }

    @Test func oneIssueIsAnObjectThroughJQAndTemplate() async throws {
        let scenario = try FaultScenario()
        let closed = try await scenario.run(["issue", "close", "2", "--json", "number,state", "--jq", ".state"]
                                            + Self.repo)
        #expect(closed.status == 0, "\(closed.stderr)")
        #expect(closed.stdout == "CLOSED\n")
        #expect(closed.stderr == "✓ Closed issue octocat/Hello-World#2 (Broken link in docs)\n")
        let reopened = try await scenario.run(["issue", "reopen", "2", "-c", "Back", "--json", "number,state,comments",
                                               "-t", "{{.number}} {{.state}}{{range .comments}} {{.body}}{{end}}"]
                                              + Self.repo)
        #expect(reopened.status == 0, "\(reopened.stderr)")
        #expect(reopened.stdout.hasPrefix("2 OPEN "), "\(reopened.stdout)")
        #expect(reopened.stdout.hasSuffix(" Back"), "the comment sent with the reopen is among them")
    }

    @Test func anIssueAlreadyClosedIsPrintedAsItIs() async throws {
        let scenario = try FaultScenario()
        let result = try await scenario.run(["issue", "close", "5", "--json", "number,closed"] + Self.repo)
        #expect(result.status == 0)
        #expect(result.stdout == "{\"closed\":true,\"number\":5}\n")
    }

    @Test func aFieldNotOfferedListsTheFieldsAndSendsNothing() async throws {
        let scenario = try FaultScenario()
        let unknown = try await scenario.run(["issue", "close", "2", "--json", "number,nope"] + Self.repo)
        #expect(unknown.status == 1)
        #expect(unknown.stderr.hasPrefix("unknown JSON field: \"nope\"; available fields: assignees, author,"),
                "\(unknown.stderr)")
        let bare = try await scenario.run(["issue", "reopen", "2"] + Self.repo + ["--json"])
        #expect(bare.status == 1)
        #expect(bare.stderr.hasPrefix("specify one or more comma-separated fields for --json: assignees, author,"),
                "\(bare.stderr)")
        #expect(try scenario.requests().isEmpty)
        #expect(try scenario.helloWorldREST(2)["state"] as? String == "open")
    }

    @Test func aQueuedCloseSaysWhatIsKnownAndThatItIsPending() async throws {
        let scenario = try FaultScenario()
        #expect(try await scenario.run(["sync", "octocat/Hello-World"]).status == 0)
        let result = try await scenario.run(["issue", "close", "4", "6", "--offline", "--yes",
                                             "--json", "number,title,state,id"] + Self.repo)
        #expect(result.status == 0, "\(result.stderr)")
        let issues = try result.jsonObjects()
        #expect(issues.map { $0["number"] as? Int } == [4, 6])
        #expect(issues.map { $0["outboxEntry"] as? Int } == [1, 2])
        #expect(issues.allSatisfy { $0["pending"] as? Bool == true && $0["state"] as? String == "CLOSED" })
        #expect(issues.first?["title"] as? String == "Support for Linux ARM64")
        // The mirror keeps no node ids: null, never made up.
        #expect(issues.allSatisfy { $0["id"] is NSNull })
        #expect(try scenario.helloWorldREST(4)["state"] as? String == "open")
    }
}
