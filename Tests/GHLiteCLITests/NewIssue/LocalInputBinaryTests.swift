import Foundation
import Testing

/// Local text that is hostile or endless: a body file or standard input with no end is read only as far as
/// GitHub's limit for an issue body (so these tests finishing at all shows the read stopped), and a checkout's
/// issue templates are read only as regular files inside it.
@Suite struct LocalInputBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    func run(_ arguments: [String], inputFile: String? = nil, directory: URL? = nil) throws -> GHLiteRun {
        try GHLiteRun.run(["new-issue"] + arguments, environment: simulator.environment(configDirectory: home.path),
                          inputFile: inputFile, directory: directory)
    }

    func posted() throws -> [String] {
        try simulator.requests().filter { $0.method == "POST" }.map(\.body)
    }

    static let tooLong = "is longer than GitHub allows for an issue body (65,536 characters): shorten it\n"

    @Test func anEndlessBodyFileIsRefused() throws {
        let result = try run(["-R", "octocat/Hello-World", "-t", "T", "-F", "/dev/zero"])
        #expect(result.status == 1)
        #expect(result.stderr == "the body file /dev/zero " + Self.tooLong)
        #expect(try simulator.requests().isEmpty)
    }

    @Test func endlessStandardInputIsRefused() throws {
        let result = try run(["-R", "octocat/Hello-World", "-t", "T", "-F", "-"], inputFile: "/dev/zero")
        #expect(result.status == 1)
        #expect(result.stderr == "the body on standard input " + Self.tooLong)
        #expect(try simulator.requests().isEmpty)
    }

    @Test func aBodyOfExactlyGitHubsLimitIsSentAndOneCharacterMoreIsNot() throws {
        let folder = try TemporaryDirectory()
        let body = String(repeating: "é", count: 65_536)
        for (name, text) in [("limit.md", body), ("over.md", body + "!")] {
            try text.write(to: folder.url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let over = try run(["-R", "octocat/Hello-World", "-t", "T", "-F", folder.path + "/over.md"])
        #expect(over.status == 1)
        #expect(over.stderr == "the body file \(folder.path)/over.md " + Self.tooLong)
        let limit = try run(["-R", "octocat/Hello-World", "-t", "T", "-F", folder.path + "/limit.md"])
        #expect(limit.status == 0, "\(limit.stderr)")
        #expect(try posted().count == 1)
    }

    /// A checkout of octocat/Hello-World whose templates are `docs.md` and whatever `links` name (file name → target).
    func checkout(links: [String: String]) throws -> TemporaryDirectory {
        let checkout = try TestGit.checkout(origin: "https://github.com/octocat/Hello-World.git")
        let folder = checkout.url.appendingPathComponent(".github/ISSUE_TEMPLATE")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "---\nname: Docs\n---\nWhat is unclear?\n".write(to: folder.appendingPathComponent("docs.md"),
                                                            atomically: true, encoding: .utf8)
        for (name, target) in links {
            try FileManager.default.createSymbolicLink(atPath: folder.path + "/" + name, withDestinationPath: target)
        }
        return checkout
    }

    @Test func templatesLinkedOutsideTheCheckoutAreSkippedAndNeverRead() throws {
        let tokenFile = home.path + "/hosts.json"
        try #"{"hosts":{"github.com":{"oauth_token":"\#(Simulator.octocatToken)"}}}"#
            .write(toFile: tokenFile, atomically: true, encoding: .utf8)
        let checkout = try checkout(links: ["environ.md": "/proc/self/environ", "token.md": tokenFile,
                                            "zero.md": "/dev/zero", "inside.md": "docs.md"])
        let result = try run(["-t", "T", "-T", "inside"], directory: checkout.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == """
            warning: skipped the template environ.md: it leads outside the checkout
            warning: skipped the template token.md: it leads outside the checkout
            warning: skipped the template zero.md: it leads outside the checkout

            """)
        // The link inside the checkout is read: a template named by its file name.
        #expect(try posted() == [#"{"body":"What is unclear?\n","title":"T"}"#])
        for text in [result.stdout, result.stderr] + (try posted()) {
            #expect(!text.contains(Simulator.octocatToken))
        }
    }

    @Test func aTemplateThatIsNotARegularFileIsSkipped() throws {
        let checkout = try checkout(links: [:])
        try FileManager.default.createDirectory(atPath: checkout.path + "/.github/ISSUE_TEMPLATE/folder.md",
                                                withIntermediateDirectories: false)
        let result = try run(["-t", "T", "-T", "docs"], directory: checkout.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "warning: skipped the template folder.md: it is not a regular file\n")
    }
}
