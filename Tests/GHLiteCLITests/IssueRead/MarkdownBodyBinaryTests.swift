import Foundation
import Testing

/// `issue view` on a pseudo-terminal renders a body's Markdown (parsed by cmark-gfm); piped, it prints it as written.
@Suite struct MarkdownBodyBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    /// A new issue in octocat/Hello-World with `body`, and a comment with `comment`; its number.
    func issue(body: String, comment: String? = nil) throws -> Int {
        let json = try JSONSerialization.data(withJSONObject: ["title": "Rendered", "body": body])
        let created = try simulator.send("POST", "/repos/octocat/Hello-World/issues", json: String(decoding: json, as: UTF8.self))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(created.utf8)) as? [String: Any])
        let number = try #require(object["number"] as? Int)
        if let comment {
            let data = try JSONSerialization.data(withJSONObject: ["body": comment])
            try simulator.send("POST", "/repos/octocat/Hello-World/issues/\(number)/comments",
                               json: String(decoding: data, as: UTF8.self))
        }
        return number
    }

    func view(_ number: Int, columns: Int, variables: [String: String] = [:], comments: Bool = false) throws -> GHLiteRun {
        let environment = simulator.environment(configDirectory: home.path).merging(variables) { $1 }
        return try GHLiteRun.runInTerminal(["issue", "view", String(number), "-R", "octocat/Hello-World"]
                                               + (comments ? ["--comments"] : []), environment: environment, columns: columns)
    }

    /// The body as shown: from the blank line after the header to the line before the link to GitHub.
    func shownBody(_ output: String) throws -> String {
        let start = try #require(output.range(of: "\n\n"))
        let end = try #require(output.range(of: "View this issue on GitHub", options: .backwards))
        return String(output[start.upperBound..<end.lowerBound])
    }

    @Test func githubsOwnExamplesAreRenderedWithoutColour() throws {
        let number = try issue(body: GitHubMarkdownExamples.body)
        let result = try view(number, columns: 80, variables: ["NO_COLOR": "1"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\u{1B}"))
        #expect(try shownBody(result.stdout) == GitHubMarkdownExamples.shownAt80)
    }

    @Test(arguments: [40, 80, 200])
    func githubsOwnExamplesFitTheTerminal(columns: Int) throws {
        let number = try issue(body: GitHubMarkdownExamples.body)
        for variables in [["NO_COLOR": "1"], ["TERM": "dumb"]] {
            let result = try view(number, columns: columns, variables: variables)
            #expect(result.status == 0)
            #expect(!result.stdout.contains("\u{1B}"))
            let body = try shownBody(result.stdout)
            #expect(body.split(separator: "\n").allSatisfy { $0.count <= columns })
            #expect(body.contains("  • George Washington\n"))
            #expect(!body.contains("**") && !body.contains("| ---"))
        }
    }

    @Test func inColourEmphasisAndMentionsAreStyledAndTheBodysEscapesAreNot() throws {
        let number = try issue(body: "**Bold** and `code` for @octocat \u{1B}[31mred\u{1B}]8;;x\u{07}y",
                               comment: "- [x] done *here*")
        let result = try view(number, columns: 80, variables: ["TERM": "xterm-256color"], comments: true)
        #expect(result.status == 0)
        #expect(result.stdout.contains("  \u{1B}[1mBold\u{1B}[0m and \u{1B}[33mcode\u{1B}[0m for \u{1B}[1;36m@octocat\u{1B}[0m "
            + "^[[31mred^[]8;;x^Gy\n"))
        #expect(result.stdout.contains("  \u{1B}[32m[x]\u{1B}[0m done \u{1B}[3mhere\u{1B}[0m\n"))
        #expect(!result.stdout.contains("\u{1B}[31m") && !result.stdout.contains("\u{07}"))
    }

    @Test func inColourTheFirstLevelHeadingIsATitleBandAndTheOthersKeepTheirHashes() throws {
        let number = try issue(body: GitHubMarkdownExamples.body)
        let result = try view(number, columns: 80, variables: ["TERM": "xterm-256color"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\n  \u{1B}[1;38;5;228;48;5;63m A first-level heading \u{1B}[0m\n"))
        #expect(!result.stdout.contains("# A first-level heading"))
        #expect(result.stdout.contains("\n  \u{1B}[1;38;5;39m## A second-level heading\u{1B}[0m\n"))
        #expect(result.stdout.contains("\n  \u{1B}[1;38;5;39m### A third-level heading\u{1B}[0m\n"))
    }

    /// Bodies GitHub accepts that Debian's cmark-gfm takes seconds each to parse (`MarkdownScreen`): each is shown
    /// at once as plain wrapped text under a note, and an ordinary comment beside them is still rendered.
    @Test func bodiesBuiltToBeSlowAreShownAsPlainTextAndTheRestRendered() throws {
        func repeated(_ unit: String, _ count: Int) -> String {
            String(String(repeating: unit, count: count / unit.count + 1).prefix(count))
        }
        let number = try issue(body: repeated("www._", 65_536), comment: "**Bold** and `code` for @octocat")
        for comment in [repeated("- ", 32_768) + "x" + String(repeating: "\n", count: 32_767),
                        repeated("a@b.", 65_536), "Tail " + repeated("*a ", 30_000) + repeated("_a*_ ", 30_000)] {
            let data = try JSONSerialization.data(withJSONObject: ["body": comment])
            try simulator.send("POST", "/repos/octocat/Hello-World/issues/\(number)/comments",
                               json: String(decoding: data, as: UTF8.self))
        }
        let result = try view(number, columns: 80, variables: ["TERM": "xterm-256color"], comments: true)
        #expect(result.status == 0)
        let note = "Shown as plain text: this body's Markdown would take too long to lay out"
        #expect(result.stdout.components(separatedBy: note).count - 1 == 4)
        #expect(result.stdout.contains("  \u{1B}[1mBold\u{1B}[0m and \u{1B}[33mcode\u{1B}[0m for \u{1B}[1;36m@octocat\u{1B}[0m\n"))
        // Each slow body's text is there, wrapped to the terminal, its Markdown left as written.
        #expect(result.stdout.contains("\n  www._www._www._www._"))
        #expect(result.stdout.contains("\n  - - - - - "))
        #expect(result.stdout.contains("\n  Tail *a *a *a "))
        #expect(result.stdout.split(separator: "\n").allSatisfy { $0.contains("\u{1B}") || $0.count <= 80 })
    }

    /// A body longer than GitHub allows, which only a hostile server sends (1.2 MB here), is shown as plain text:
    /// its first 65,536 characters under a note.
    @Test func aBodyLongerThanGitHubAllowsIsShownCutShortAsPlainText() throws {
        let marker = "MARKER-OF-THE-BODY"
        let number = try issue(body: marker)
        try simulator.clearRequests()
        _ = try view(number, columns: 80)
        let longBody = "Start " + String(repeating: "**a** ", count: 200_000)
        var replaced = false
        for request in try simulator.requests() where !replaced {
            let answer = request.method == "GET" ? try simulator.body(of: request.path)
                : try simulator.send(request.method, request.path, json: request.body)
            guard answer.contains(marker) else { continue }
            let long = try JSONSerialization.jsonObject(with: Data(answer.replacingOccurrences(of: marker, with: longBody).utf8))
            var rule: [String: Any] = ["method": request.method, "status": 200, "body": long,
                                       "path": "^" + NSRegularExpression.escapedPattern(for: request.path) + "$"]
            if !request.body.isEmpty { rule["request_body"] = NSRegularExpression.escapedPattern(for: request.body) }
            let json = try JSONSerialization.data(withJSONObject: rule)
            try simulator.control("faults", String(decoding: json, as: UTF8.self))
            replaced = true
        }
        #expect(replaced)
        let result = try view(number, columns: 80, variables: ["TERM": "xterm-256color"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Shown as plain text, the first 65,536 characters: the body is longer than GitHub allows"))
        #expect(result.stdout.contains("\n  Start **a** **a** **a**"))
        let shown = result.stdout.components(separatedBy: "**a**").count - 1
        #expect(shown == (65_536 - 6) / 6 || shown == (65_536 - 6) / 6 + 1)
    }

    @Test func pipedTheBodyIsPrintedAsWritten() throws {
        let number = try issue(body: GitHubMarkdownExamples.body)
        var environment = simulator.environment(configDirectory: home.path)
        environment["GH_LITE_WRITE_INTERVAL_MS"] = "10"
        let result = try GHLiteRun.run(["issue", "view", String(number), "-R", "octocat/Hello-World"], environment: environment)
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("--\n" + GitHubMarkdownExamples.body + "\n"))
        let rest = try helloWorldREST(number)
        #expect(rest["body"] as? String == GitHubMarkdownExamples.body)
    }
}
