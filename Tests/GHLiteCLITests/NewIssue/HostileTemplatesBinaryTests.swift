import Foundation
import Testing

/// Issue templates written to hurt: nested deeper than any form needs (one line of 30,000 `- ` overflowed the
/// stack), on GitHub and in a checkout.
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

    func posted() throws -> [String] {
        try simulator.requests().filter { $0.method == "POST" }.map(\.body)
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
}
