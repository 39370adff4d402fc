import Foundation
import Testing

/// `--template` as a user runs it: the built binary against the GitHub simulator, its text checked against the
/// same command's `--json` output.
@Suite struct GoTemplateBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    func run(_ arguments: [String]) throws -> GHLiteRun {
        try GHLiteRun.run(arguments, environment: simulator.environment(configDirectory: home.path))
    }

    let issueList = ["issue", "list", "-R", "octocat/Hello-World", "-L", "100", "--json", "number,title,labels"]

    @Test func rangeWithJoinAndPluckPrintsOneLinePerIssue() throws {
        let issues = try run(issueList).jsonObjects()
        try #require(issues.contains { !(($0["labels"] as? [Any]) ?? []).isEmpty })
        let template = #"{{range .}}#{{.number}} {{.title}} [{{join ", " (pluck "name" .labels)}}]{{"\n"}}{{end}}"#
        let result = try run(issueList + ["--template", template])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let expected = issues.map { issue in
            let labels = ((issue["labels"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String }
            return "#\(issue["number"] as? Int ?? 0) \(issue["title"] as? String ?? "") [\(labels.joined(separator: ", "))]\n"
        }.joined()
        #expect(result.stdout == expected)
    }

    @Test func tablerowAlignsTheRepositoriesNames() throws {
        let names = try run(["repo", "list", "--json", "name"]).jsonObjects().compactMap { $0["name"] as? String }
        try #require(names.count > 1)
        let result = try run(["repo", "list", "--json", "name,visibility", "-t", "{{range .}}{{tablerow .name .visibility}}{{end}}"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let width = names.map(\.count).max()!
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.map { String($0.prefix(width)).trimmingCharacters(in: .whitespaces) } == names)
        #expect(lines.allSatisfy { $0.count > width + 2 && $0.dropFirst(width).hasPrefix("  ") })
    }

    @Test func templateWithoutJSONIsRefusedBeforeAnyRequest() throws {
        let result = try run(["issue", "list", "-R", "octocat/Hello-World", "--template", "{{.}}"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("cannot use `--template` without specifying `--json`\n"))
        #expect(result.stdout.isEmpty)
        #expect(try simulator.requests().isEmpty)
    }

    @Test func anUnsupportedFunctionIsNamedBeforeAnyRequest() throws {
        let result = try run(issueList + ["--template", "{{range .}}{{upper .title}}{{end}}"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("template: :1: unsupported function \"upper\"\n"))
        #expect(try simulator.requests().isEmpty)
    }

    @Test func aNullFieldFailsAsGoFailsWithNothingPrinted() throws {
        let result = try run(["issue", "list", "-R", "octocat/Hello-World", "--json", "milestone",
                              "--template", "{{range .}}{{.milestone.title}}{{end}}"])
        #expect(result.status == 1)
        #expect(result.stderr == "template: :1:23: executing \"\" at <.milestone.title>: nil pointer evaluating interface {}.title\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func aFieldOfAKeyNotAskedForIsNoValueAsInGh() throws {
        let numbers = try run(issueList).jsonObjects().compactMap { $0["number"] as? Int }
        try #require(!numbers.isEmpty)
        let result = try run(issueList + ["--template", #"{{range .}}{{.number}} {{.milestone.title}}{{"\n"}}{{end}}"#])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout == numbers.map { "\($0) <no value>\n" }.joined())
    }

    @Test func colorIsPlainWhenPipedAndHyperlinkStaysALinkAsInGh() throws {
        let titles = try run(issueList).jsonObjects().compactMap { $0["title"] as? String }
        try #require(!titles.isEmpty)
        let template = #"{{range .}}{{color "red" .title}} {{hyperlink "https://example.com" "x"}}{{"\n"}}{{end}}"#
        let result = try run(issueList + ["--template", template])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout == titles.map { "\($0) \u{1B}]8;;https://example.com\u{1B}\\x\u{1B}]8;;\u{1B}\\\n" }.joined())
    }

    @Test func jqWinsOverTemplateAsInGh() throws {
        let issues = try run(issueList).jsonObjects()
        let result = try run(issueList + ["--jq", ".[0].number", "--template", "{{len .}}"])
        #expect(result.status == 0)
        #expect(result.stdout == "\(issues[0]["number"] as? Int ?? 0)\n")
    }
}
