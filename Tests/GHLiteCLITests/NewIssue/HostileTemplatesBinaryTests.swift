import Foundation
import Testing

/// Issue templates written to hurt: nested deeper than any form needs (one line of 30,000 `- ` overflowed the
/// stack), on GitHub and in a checkout, and a folder of 1,500 templates (one request per file, before).
@Suite struct HostileTemplatesBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    func run(_ arguments: [String], directory: URL? = nil) throws -> GHLiteRun {
        try GHLiteRun.run(["new-issue"] + arguments, environment: simulator.environment(configDirectory: home.path),
                          directory: directory)
    }

    /// Puts files (path → text) on octocat/Hello-World's default branch.
    func push(_ files: [String: String]) throws {
        let json = try JSONSerialization.data(withJSONObject: ["repo": "octocat/Hello-World", "files": files])
        try simulator.control("files", String(decoding: json, as: UTF8.self))
    }

    /// The creates' bodies (GraphQL's POSTs are the lookups before them).
    func posted() throws -> [String] {
        try simulator.requests().filter { $0.method == "POST" && $0.path != "/graphql" }.map(\.body)
    }

    /// 60 KB, under the size cap: a form that is one line of 30,000 `- `, and a Markdown template with it as front matter.
    static let deepTemplates = [
        "deep.yml": String(repeating: "- ", count: 30_000),
        "deep.md": "---\n" + String(repeating: "- ", count: 30_000) + "\n---\nBody\n",
    ]

    static let deepWarnings = """
        warning: skipped the template deep.md: line 2: nested more than 64 levels deep; a template needs a few, so fix or remove this file
        warning: skipped the template deep.yml: line 1: nested more than 64 levels deep; a template needs a few, so fix or remove this file

        """

    @Test func aTemplateNestedTooDeepOnGitHubIsSkippedWithALineAndTheIssueIsCreated() throws {
        try push(Dictionary(uniqueKeysWithValues: Self.deepTemplates.map { (".github/ISSUE_TEMPLATE/" + $0, $1) }))
        let result = try run(["-R", "octocat/Hello-World", "-t", "Crash", "-T", "feature_request"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == Self.deepWarnings)
        #expect(try posted().count == 1)
    }

    @Test func aTemplateNestedTooDeepInACheckoutIsSkippedWithALineAndTheIssueIsCreated() throws {
        let checkout = try TestGit.checkout(origin: "https://github.com/octocat/Hello-World.git")
        let folder = checkout.url.appendingPathComponent(".github/ISSUE_TEMPLATE")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in Self.deepTemplates.merging(["docs.md": "What is unclear?\n"], uniquingKeysWith: { $1 }) {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let result = try run(["-t", "Crash", "-T", "docs"], directory: checkout.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == Self.deepWarnings)
        #expect(try posted() == [#"{"body":"What is unclear?\n","title":"Crash"}"#])
    }

    /// 1,500 Markdown templates named `Template 0000`... in `t0000.md`...; GitHub lists the first 1,000 files.
    func pushManyTemplates() throws {
        try push(Dictionary(uniqueKeysWithValues: (0..<1500).map { number in
            let name = String(format: "%04d", number)
            return (".github/ISSUE_TEMPLATE/t\(name).md", "---\nname: Template \(name)\n---\nBody \(name)\n")
        }))
    }

    static let folder = "/repos/octocat/Hello-World/contents/.github/ISSUE_TEMPLATE"

    @Test func aTemplateNamedByItsFileAmong1500CostsThreeRequests() throws {
        try pushManyTemplates()
        let result = try run(["-R", "octocat/Hello-World", "-t", "T", "-T", "t0900"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        #expect(try simulator.requests().map { "\($0.method) \($0.path)" } == [
            "GET /repos/octocat/Hello-World/contents/.github",
            "GET \(Self.folder)",
            "GET \(Self.folder)/t0900.md",
            "POST /repos/octocat/Hello-World/issues",
        ])
        #expect(try posted() == [#"{"body":"Body 0900\n","title":"T"}"#])
    }

    @Test func thePickerAmong1500TemplatesReadsTheFirst25AndSaysTheRestWereLeftOut() throws {
        try pushManyTemplates()
        let environment = simulator.environment(configDirectory: home.path).merging(["NO_COLOR": "1"]) { $1 }
        let session = try TerminalSession(["new-issue", "-R", "octocat/Hello-World"], environment: environment)
        try session.waitFor("26. Open a blank issue\n> ")
        // bug_report.md, feature_request.yml and t0000.md to t0022.md; config.yml is no template.
        #expect(session.shown.contains("1. Bug report\n"))
        #expect(session.shown.contains("25. Template 0022\n"))
        // GitHub listed 1,000 of the folder's 1,502 files: 999 templates, 974 of them left out, and more not listed.
        #expect(session.shown.contains("note: only the first 25 issue templates by file name were read; at least 974 "
                                       + "more were left out (name one with --template FILE)\n"))
        let requests = try simulator.requests()
        #expect(requests.count == 27)
        #expect(requests.filter { $0.path.hasPrefix(Self.folder + "/") }.count == 25)
    }
}
