import Foundation
import Testing

/// One issue's changes are one GraphQL document after the look-up, GitHub running its mutations in order: an
/// everyday edit is two requests, however many changes it holds, and what GitHub refuses of it is said beside what
/// went through. octocat/Hello-World's #4 has the label "help wanted" and the assignee hubot, no milestone; hubot has
/// triage access (labels, assignees, milestone), not push (another's title); mallory no role at all.
@Suite struct IssueEditDocumentBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    func run(_ arguments: [String], token: String? = nil) throws -> GHLiteRun {
        var environment = token.map { simulator.environment(token: $0, configDirectory: home.path) }
            ?? simulator.environment(configDirectory: home.path)
        environment["GH_LITE_WRITE_INTERVAL_MS"] = "1000"
        return try GHLiteRun.run(["issue"] + arguments + ["-R", "octocat/Hello-World"], environment: environment)
    }

    func documents() throws -> [Simulator.RecordedRequest] {
        try simulator.requests().filter { $0.body.contains("mutation IssueEdit(") }
    }

    /// The issue's example: four changes, two requests, and no second spent waiting between them (the interval
    /// spaces issues, not the parts of one).
    @Test func labelsAssigneesAndMilestoneAreOneDocumentAfterTheLookUp() throws {
        try #require(try simulator.publishedSchema() != nil, "the document is checked against GitHub's schema")
        let started = Date()
        let result = try run(["edit", "4", "--add-label", "enhancement", "--remove-label", "help wanted",
                              "--add-assignee", "monalisa", "-m", "v2.0"])
        let took = Date().timeIntervalSince(started)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "https://github.com/octocat/Hello-World/issues/4\n")
        let sent = try simulator.requests()
        #expect(sent.map { "\($0.method) \($0.path)" } == ["POST /graphql", "POST /graphql"])
        let document = try #require(try documents().first?.body)
        let order = ["m1: addLabelsToLabelable(", "m2: removeLabelsFromLabelable(", "m3: addAssigneesToAssignable(",
                     "m4: updateIssue("].map { document.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil } && order == order.sorted { $0! < $1! }, "\(document)")
        #expect(took < 1, "no write interval inside one issue's edit")
        let issue = try helloWorldREST(4)
        #expect((issue["labels"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["enhancement"])
        #expect(Set((issue["assignees"] as? [[String: Any]] ?? []).compactMap { $0["login"] as? String })
            == ["hubot", "monalisa"])
        #expect((issue["milestone"] as? [String: Any])?["title"] as? String == "v2.0")
    }

    /// Every part of the document GitHub's schema has to accept: labels and people both ways, title, body, milestone.
    @Test func everyChangeInOneDocumentIsValidAgainstGitHubsSchema() throws {
        try #require(try simulator.publishedSchema() != nil, "the document is checked against GitHub's schema")
        let result = try run(["edit", "4", "--add-label", "bug", "--remove-label", "help wanted", "--add-assignee", "@me",
                              "--remove-assignee", "hubot", "-t", "Renamed", "-b", "Rewritten", "--remove-milestone"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try documents().count == 1)
        let issue = try helloWorldREST(4)
        #expect(issue["title"] as? String == "Renamed")
        #expect((issue["assignees"] as? [[String: Any]])?.compactMap { $0["login"] as? String } == ["octocat"])
    }

    /// hubot may change labels, not another's title: GitHub adds the label and refuses the title, in one answer.
    /// The line says which went, which did not and why; the title typed is kept in a draft.
    @Test func aPartGitHubRefusedIsSaidBesideWhatWentThroughAndItsTextKept() throws {
        let result = try run(["edit", "4", "--add-label", "bug", "--title", "Hubot's title"], token: "gho_simulator_hubot")
        #expect(result.status == 1)
        let first = try #require(result.stderr.components(separatedBy: "\n").first)
        #expect(first == "could not edit octocat/Hello-World#4: changed the labels, not the title: GitHub GraphQL: hubot "
                + "does not have the correct permissions to execute `UpdateIssue` (FORBIDDEN)", "\(result.stderr)")
        #expect(result.stderr.contains("Your text is saved. To send it again: gh-lite issue edit 4 -R octocat/Hello-World --recover "))
        #expect(try documents().count == 1, "sent once")
        let issue = try helloWorldREST(4)
        #expect((issue["labels"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["help wanted", "bug"])
        #expect(issue["title"] as? String == "Support for Linux ARM64")
    }

    /// mallory opened the issue, so may retitle it, but has no triage access for its labels.
    @Test func labelsRefusedAfterATitleThatWentSayWhichWent() throws {
        let created = try GHLiteRun.run(["new-issue", "octocat/Hello-World", "-t", "Mine"],
                                        environment: simulator.environment(token: "gho_simulator_mallory",
                                                                           configDirectory: home.path))
        try #require(created.status == 0, "\(created.stderr)")
        let number = try #require(created.stdout.split(separator: "/").last.flatMap { Int($0.trimmingWhitespace()) })
        let result = try run(["edit", String(number), "--title", "Still mine", "--add-label", "bug"],
                             token: "gho_simulator_mallory")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("changed the title, not the labels: could not change the labels of #\(number): "
                                        + "that needs write or triage access to octocat/Hello-World (GitHub: "),
                "\(result.stderr)")
        #expect(!result.stderr.contains("--recover"), "the title went through: no draft to send again")
        #expect(try helloWorldREST(number)["title"] as? String == "Still mine")
    }
}
