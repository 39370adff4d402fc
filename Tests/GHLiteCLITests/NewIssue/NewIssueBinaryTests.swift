import Foundation
import GHLiteCore
import GHLiteLive
import Testing

/// `gh-lite new-issue` as a user runs it: the built binary against the GitHub simulator, checking the exact
/// request GitHub receives. Each test starts its own simulator, so issue numbers start at 81 (Hello-World has 80).
@Suite struct NewIssueBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    func run(_ arguments: [String], token: String = Simulator.octocatToken, extra: [String: String] = [:],
             input: String = "", directory: URL? = nil) throws -> GHLiteRun {
        let environment = simulator.environment(token: token, configDirectory: home.path).merging(extra) { $1 }
        return try GHLiteRun.run(["new-issue"] + arguments, environment: environment, input: input, directory: directory)
    }

    /// The writes: POSTs to the REST API (GraphQL's, here, are the lookups before them).
    func posts() throws -> [Simulator.RecordedRequest] {
        try simulator.requests().filter { $0.method == "POST" && $0.path != "/graphql" }
    }

    /// GETs an API path as octocat, straight from the simulator.
    func get(_ path: String) throws -> HTTPResponse {
        try CurlSession(settings: .init(configuration: Configuration(variables: [:]))).send(HTTPRequest(
            url: simulator.baseURL + path, headers: HTTPHeaders([("Authorization", "Bearer \(Simulator.octocatToken)")])))
    }

    @Test func sendsExactlyWhatWasAskedForAndPrintsOnlyTheURL() throws {
        let result = try run(["-R", "octocat/Hello-World", "-t", "Crash on start", "-b", "Steps:\n1. run it",
                              "-l", "BUG,help wanted", "-a", "@me", "-m", "v1.0"])
        #expect(result.status == 0)
        #expect(result.stdout == "https://github.com/octocat/Hello-World/issues/81\n")
        #expect(result.stderr == "")
        // The labels, the people, the milestones and @me in one request, then the create: two round trips.
        let requests = try simulator.requests()
        #expect(requests.map { "\($0.method) \($0.path)" } == ["POST /graphql", "POST /repos/octocat/Hello-World/issues"])
        #expect(requests.first?.body.contains("query RepositoryLookup(") == true)
        #expect(requests.last?.body == #"{"assignees":["octocat"],"body":"Steps:\n1. run it","labels":["bug","help wanted"],"milestone":1,"title":"Crash on start"}"#)
        #expect(requests.last?.headers["content-type"] == "application/json")
        // GitHub keeps it: the new issue is there to be read (and listed) afterwards.
        let created = try get("/repos/octocat/Hello-World/issues/81")
        #expect(created.status == 200)
        let issue = try #require(try JSONSerialization.jsonObject(with: created.body) as? [String: Any])
        #expect(issue["title"] as? String == "Crash on start")
        #expect((issue["labels"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["bug", "help wanted"])
        #expect((issue["assignees"] as? [[String: Any]])?.compactMap { $0["login"] as? String } == ["octocat"])
        #expect((issue["milestone"] as? [String: Any])?["title"] as? String == "v1.0")
    }

    @Test func withoutATerminalAMissingTitleSendsNothing() throws {
        let result = try run(["-R", "octocat/Hello-World", "-b", "body"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "must provide --title when not running interactively\n")
        #expect(try simulator.requests().isEmpty)
    }

    @Test func unknownNamesAreCaughtBeforeThePost() throws {
        let result = try run(["-R", "octocat/Hello-World", "-t", "T", "-l", "bugg", "-m", "v3"])
        #expect(result.status == 1)
        #expect(result.stderr == """
            no label "bugg" in octocat/Hello-World; did you mean 'bug'?
            no milestone "v3" in octocat/Hello-World; see its milestones with `gh-lite milestone list --state all -R octocat/Hello-World`

            """)
        #expect(try simulator.requests().map { "\($0.method) \($0.path)" } == ["POST /graphql"], "the lookup, no write")
    }

    @Test func anUnreadableBodyFileIsCaughtBeforeAnyRequest() throws {
        let result = try run(["-R", "octocat/Hello-World", "-t", "T", "-F", home.path + "/missing.md"])
        #expect(result.status == 1)
        #expect(result.stderr == "could not read the body file \(home.path)/missing.md: no such file\n")
        #expect(try simulator.requests().isEmpty)
    }

    @Test func aReaderWithoutPushAccessIsToldWhatGitHubDropped() throws {
        let result = try run(["-R", "octocat/Hello-World", "-t", "From hubot", "-l", "bug", "-a", "octocat", "-m", "1"],
                             token: Simulator.hubotToken)
        #expect(result.status == 0)
        #expect(result.stdout == "https://github.com/octocat/Hello-World/issues/81\n")
        #expect(result.stderr == """
            warning: GitHub did not apply some of the options (setting them needs push access to octocat/Hello-World):
              labels: bug
              assignees: octocat
              milestone: v1.0

            """)
        #expect(try posts().map(\.body) == [#"{"assignees":["octocat"],"labels":["bug"],"milestone":1,"title":"From hubot"}"#])
    }

    @Test func a422IsShownFieldByFieldAndTheTextIsKept() throws {
        try simulator.control("faults", #"""
            {"method": "POST", "path": "/issues$", "status": 422, "body": {"message": "Validation Failed",
             "errors": [{"resource": "Issue", "field": "title", "code": "missing_field"},
                        {"resource": "Issue", "field": "body", "code": "custom", "message": "body is too long (maximum is 65536 characters)"}],
             "documentation_url": "https://docs.github.com/rest/issues/issues#create-an-issue", "status": "422"}}
            """#)
        let result = try run(["-R", "octocat/Hello-World", "-t", "T", "-b", "B"])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(3)) == [
            "could not create the issue in octocat/Hello-World: Validation Failed",
            "  title: missing_field",
            "  body: body is too long (maximum is 65536 characters)",
        ])
        #expect(lines.last?.hasPrefix("Your text is saved. To restore: gh-lite new-issue octocat/Hello-World --recover ") == true)
    }

    @Test func aFailedCreateIsSavedPrivatelyAndRecoveredWithTheSameRequest() throws {
        try simulator.control("faults", #"{"method": "POST", "path": "/issues$", "status": 502}"#)
        let failed = try run(["-R", "octocat/Hello-World", "-t", "Keep me", "-b", "Long text\nI typed", "-l", "bug"])
        #expect(failed.status == 1)
        #expect(failed.stdout == "")
        let marker = "To restore: gh-lite new-issue octocat/Hello-World --recover "
        let path = try #require(failed.stderr.split(separator: "\n").first { $0.contains(marker) }
            .map { String($0.split(separator: " ").last!) })
        #expect(path.hasPrefix(home.path + "/cache/gh-lite/drafts/new-issue-"))
        #expect(failed.stderr.hasPrefix("could not create the issue in octocat/Hello-World: HTTP 502: Bad Gateway\n"
                                        + "The issue may have been created anyway: check https://github.com/octocat/Hello-World/issues"))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let draft = try JSONDecoder().decode(IssueDraft.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(draft == IssueDraft(repository: "octocat/Hello-World", title: "Keep me", body: "Long text\nI typed",
                                    labels: ["bug"], assignees: [], milestone: nil))
        #expect(try posts().count == 1)

        let recovered = try run(["octocat/Hello-World", "--recover", path])
        #expect(recovered.status == 0)
        #expect(recovered.stdout == "https://github.com/octocat/Hello-World/issues/81\n")
        let bodies = try posts().map(\.body)
        try #require(bodies.count == 2)
        #expect(bodies[0] == bodies[1])
        #expect(bodies[1] == #"{"body":"Long text\nI typed","labels":["bug"],"title":"Keep me"}"#)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// Outside a checkout, with no GH_REPO, `--recover FILE` alone goes to the draft's repository; naming
    /// another one is refused with both names, and nothing is sent there.
    @Test func aDraftNeedsNoRepositoryNamedAndIsNeverSentToAnother() throws {
        try simulator.control("faults", #"{"method": "POST", "path": "/issues$", "status": 502}"#)
        let failed = try run(["-R", "octocat/Hello-World", "-t", "Keep me", "-b", "B"])
        #expect(failed.status == 1)
        let marker = "To restore: gh-lite new-issue octocat/Hello-World --recover "
        let path = try #require(failed.stderr.split(separator: "\n").first { $0.contains(marker) }
            .map { String($0.split(separator: " ").last!) })
        let elsewhere = try TemporaryDirectory()

        let other = try run(["octocat/Spoon-Knife", "--recover", path], directory: elsewhere.url)
        #expect(other.status == 1)
        #expect(other.stdout == "")
        #expect(other.stderr == "the draft \(path) is for octocat/Hello-World, not octocat/Spoon-Knife: "
                                + "run `gh-lite new-issue octocat/Hello-World --recover \(path)`\n")
        #expect(try posts().count == 1)

        let recovered = try run(["--recover", path], directory: elsewhere.url)
        #expect(recovered.status == 0, "\(recovered.stderr)")
        #expect(recovered.stdout == "https://github.com/octocat/Hello-World/issues/81\n")
        #expect(try posts().map(\.path) == ["/repos/octocat/Hello-World/issues", "/repos/octocat/Hello-World/issues"])
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aConnectionLostAfterSendingIsNeverRetried() throws {
        // The simulator creates the issue, then resets the connection halfway through the answer.
        try simulator.control("faults", #"{"method": "POST", "path": "/issues$", "action": "reset"}"#)
        let result = try run(["-R", "octocat/Hello-World", "-t", "Sent once", "-b", "B"])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first?.hasPrefix("could not create the issue in octocat/Hello-World: no complete answer from 127.0.0.1:") == true)
        #expect(lines.dropFirst().first == "The issue may have been created anyway: check https://github.com/octocat/Hello-World/issues before you try again.")
        #expect(try posts().count == 1)
        #expect(try get("/repos/octocat/Hello-World/issues/81").status == 200)
    }

    @Test func theEditorWritesTheTitleAndBody() throws {
        let scripts = try TemporaryDirectory()
        let good = try script(in: scripts, "good.sh", "printf 'Title from the editor\\n\\nFirst line\\nSecond line\\n' > \"$1\"")
        let bad = try script(in: scripts, "bad.sh", "exit 3")
        // GH_EDITOR wins over EDITOR, as in gh.
        let environment = simulator.environment(configDirectory: home.path).merging(["GH_EDITOR": good, "EDITOR": bad]) { $1 }
        let result = try GHLiteRun.runInTerminal(["new-issue", "-R", "octocat/Hello-World", "-e"], environment: environment)
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("https://github.com/octocat/Hello-World/issues/81\n"))
        #expect(try posts().map(\.body) == [#"{"body":"First line\nSecond line","title":"Title from the editor"}"#])

        let failing = simulator.environment(configDirectory: home.path).merging(["EDITOR": bad]) { $1 }
        let failed = try GHLiteRun.runInTerminal(["new-issue", "-R", "octocat/Hello-World", "-e"], environment: failing)
        #expect(failed.status == 1)
        #expect(failed.stdout.contains("the editor (\(bad)) exited with status 3"))
        #expect(try posts().count == 1)
    }

    @Test func ctrlCAtAPromptExitsTwoAndKeepsTheTypedTextInADraft() throws {
        let scripts = try TemporaryDirectory()
        let session = try blankIssueInTheEditor(try script(in: scripts, "editor.sh", "printf 'Steps:\\n1. run it\\n' > \"$1\""))
        try session.waitFor("? Labels")
        session.type("\u{03}") // Ctrl-C: the terminal sends SIGINT to gh-lite, waiting at the picker.
        #expect(try session.exitStatus() == 2)

        let marker = "\ncancelled\nYour text is saved. To restore: gh-lite new-issue octocat/Hello-World --recover "
        let shown = session.shown
        let path = try #require(shown.components(separatedBy: marker).dropFirst().first?.split(separator: "\n").first
            .map(String.init), "\(shown)")
        #expect(shown.hasSuffix(marker + path + "\n"))
        #expect(path.hasPrefix(home.path + "/cache/gh-lite/drafts/new-issue-"))
        let draft = try JSONDecoder().decode(IssueDraft.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(draft == IssueDraft(repository: "octocat/Hello-World", title: "Crash on start", body: "Steps:\n1. run it",
                                    labels: [], assignees: [], milestone: nil, unanswered: [.labels, .assignees, .milestone, .type]))
        #expect(try posts().isEmpty)
    }

    /// The draft path a cancelled or failed run named in "Your text is saved. To restore: ...".
    func savedDraft(_ shown: String) throws -> (path: String, draft: IssueDraft) {
        try IssueDraft.saved(on: shown, repository: "octocat/Hello-World")
    }

    @Test func ctrlCAfterATemplateKeepsItsBodyAndNamesAndTheRecoveryCreatesThatIssue() throws {
        let environment = simulator.environment(configDirectory: home.path).merging(["NO_COLOR": "1"]) { $1 }
        let session = try TerminalSession(["new-issue", "-R", "octocat/Hello-World"], environment: environment)
        try session.waitFor("> [Enter: Bug report] ")
        session.type("\n")
        try session.waitFor("? Title (required) [BUG] ")
        session.type("tmpl title\n")
        try session.waitFor("enter to skip] ")
        session.type("\u{03}")
        #expect(try session.exitStatus() == 2)
        #expect(session.shown.contains("enter to skip] ^C\ncancelled\nYour text is saved."))

        let (path, draft) = try savedDraft(session.shown)
        #expect(draft.title == "[BUG] tmpl title")
        #expect(draft.body.hasPrefix("**Describe the bug**\nA clear and concise description of what the bug is.\n"))
        #expect(draft.labels == ["bug"])
        #expect(draft.assignees == ["octocat"])
        #expect(try posts().isEmpty)

        // Without a terminal it is sent as is: the issue the template would have made.
        let recovered = try run(["--recover", path])
        #expect(recovered.status == 0, "\(recovered.stderr)")
        let body = try #require(try posts().first?.body)
        let sent = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        #expect(sent["title"] as? String == "[BUG] tmpl title")
        #expect(sent["body"] as? String == draft.body)
        #expect(sent["labels"] as? [String] == ["bug"])
        #expect(sent["assignees"] as? [String] == ["octocat"])
    }

    @Test func ctrlCInTheEditorCancelsAndKeepsWhatItWrote() throws {
        let scripts = try TemporaryDirectory()
        // `exec`: a shell that forks `sleep` can take Ctrl-C before the child resets its handlers, then wait 30 s for it.
        let session = try blankIssueInTheEditor(try script(in: scripts, "editor.sh",
                                                           "printf 'Written in the editor\\n' > \"$1\"\necho 'editor: saved'\nexec sleep 30"))
        try session.waitFor("editor: saved")
        session.type("\u{03}") // SIGINT to the editor and to gh-lite, which waits for it.
        #expect(try session.exitStatus() == 2)
        #expect(!session.shown.contains("exited with status"))
        #expect(session.shown.contains("editor: saved\n^C\ncancelled\nYour text is saved."), "\(session.shown)")
        let (_, draft) = try savedDraft(session.shown)
        #expect(draft == IssueDraft(repository: "octocat/Hello-World", title: "Crash on start", body: "Written in the editor",
                                    labels: [], assignees: [], milestone: nil,
                                    unanswered: [.body, .labels, .assignees, .milestone, .type]))
        #expect(try posts().isEmpty)
    }

    @Test func aRecoveredBlankTitleIsRefusedWithoutATerminalBeforeAnyRequest() throws {
        let path = home.path + "/blank-title.json"
        try IssueDraft(repository: "octocat/Spoon-Knife", title: "", body: "Kept").encoded().write(to: URL(fileURLWithPath: path))
        let result = try run(["octocat/Spoon-Knife", "--recover", path])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "must provide --title when not running interactively\n")
        #expect(try simulator.requests().isEmpty)
        #expect(FileManager.default.fileExists(atPath: path))
        #expect((try? FileManager.default.contentsOfDirectory(atPath: home.path + "/cache/gh-lite/drafts")) ?? [] == [])
    }

    @Test func anIssueFormFromTheContentsAPIBecomesTheBody() throws {
        let result = try run(["-R", "octocat/Hello-World", "-t", "Export", "-T", "Feature request"])
        #expect(result.status == 0)
        let requests = try simulator.requests()
        #expect(requests.contains { $0.path == "/repos/octocat/Hello-World/contents/.github/ISSUE_TEMPLATE/feature_request.yml" })
        let body = try #require(requests.last { $0.method == "POST" }?.body)
        let sent = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        #expect(sent["labels"] as? [String] == ["enhancement"])
        #expect(sent["assignees"] as? [String] == ["monalisa"])
        #expect((sent["body"] as? String)?.hasPrefix("### Summary\n\n<!-- One line describing the feature. (required) -->\n\n### Motivation\n") == true)
    }

    @Test func aCheckoutWithoutTemplatesOfItsOwnUsesTheRepositorysOnGitHub() throws {
        let checkout = try TestGit.checkout(origin: "https://github.com/octocat/Hello-World.git")
        let result = try run(["-t", "Crash on start", "-T", "bug report"], directory: checkout.url)
        #expect(result.status == 0, "\(result.stderr)")
        let requests = try simulator.requests()
        #expect(requests.contains { $0.path == "/repos/octocat/Hello-World/contents/.github/ISSUE_TEMPLATE/bug_report.md" })
        let body = try #require(requests.last { $0.method == "POST" }?.body)
        let sent = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        #expect(sent["title"] as? String == "Crash on start")
        #expect(sent["labels"] as? [String] == ["bug"])
        #expect((sent["body"] as? String)?.hasPrefix("**Describe the bug**") == true)
    }

    @Test func templatesComeFromTheLocalCheckoutWhenNoRepositoryIsNamed() throws {
        let checkout = try TestGit.checkout(origin: "https://github.com/octocat/Hello-World.git")
        let folder = checkout.url.appendingPathComponent(".github/ISSUE_TEMPLATE")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "---\nname: Local docs\nlabels: [documentation]\n---\nWhat is unclear?\n"
            .write(to: folder.appendingPathComponent("docs.md"), atomically: true, encoding: .utf8)
        let result = try run(["-t", "Docs are wrong", "-T", "local docs"], directory: checkout.url)
        #expect(result.status == 0, "\(result.stderr)")
        let requests = try simulator.requests()
        #expect(!requests.contains { $0.path.contains("/contents") })
        #expect(requests.last?.body == #"{"body":"What is unclear?\n","labels":["documentation"],"title":"Docs are wrong"}"#)
    }

    /// `new-issue` on a pseudo-terminal: a blank issue titled "Crash on start", its body just opened in `editor`.
    private func blankIssueInTheEditor(_ editor: String) throws -> TerminalSession {
        let environment = simulator.environment(configDirectory: home.path)
            .merging(["GH_EDITOR": editor, "NO_COLOR": "1"]) { $1 }
        let session = try TerminalSession(["new-issue", "-R", "octocat/Hello-World"], environment: environment)
        try session.waitFor("3. Open a blank issue\n> ")
        session.type("3\n")
        try session.waitFor("? Title (required) ")
        session.type("Crash on start\n")
        try session.waitFor("[(e) to launch editor.sh, enter to skip] ")
        session.type("e\n")
        return session
    }

    private func script(in directory: TemporaryDirectory, _ name: String, _ line: String) throws -> String {
        let path = directory.path + "/" + name
        try "#!/bin/sh\n\(line)\n".write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }
}
