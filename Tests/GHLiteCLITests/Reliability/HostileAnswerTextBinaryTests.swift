import Foundation
import Testing

/// Server text outside titles and bodies: an owner's login in the `repos` header, a comment's
/// `author_association`, URLs from `Link` in the debug log, the device flow's verification address, and
/// error messages with line breaks. None reaches the terminal raw; every error stays one line.
@Suite struct HostileAnswerTextBinaryTests {
    static let escapes = #"\u001b[31mevil\u001b]0;pwned\u0007"#

    let scenario: FaultScenario
    init() throws { scenario = try FaultScenario() }

    func expectNeutralised(_ result: GHLiteRun, sourceLocation: SourceLocation = #_sourceLocation) {
        let raw = HostileTextBinaryTests.raw(in: result.stdout + result.stderr)
        #expect(raw.isEmpty, "\(raw)", sourceLocation: sourceLocation)
    }

    /// One repository whose owner's login is full of escapes.
    func hostileRepositoryList(link: String? = nil) throws {
        let owner = Self.escapes
        let headers = link.map { #", "headers": {"Link": "\#($0)"}"# } ?? ""
        try scenario.fault(#"""
            {"method": "GET", "path": "^/user/repos", "status": 200\#(headers), "body": [{"name": "r", "full_name": "\#(owner)/r",
             "owner": {"login": "\#(owner)"}, "html_url": "https://github.com/x/r", "private": false, "visibility": "public",
             "fork": false, "archived": false, "pushed_at": "2024-01-01T00:00:00Z"}]}
            """#)
    }

    @Test func theOwnersLoginInTheReposHeaderIsNeutralised() async throws {
        try hostileRepositoryList()
        let result = try await scenario.runInTerminal(["repos"])
        #expect(result.status == 0, "\(result.stderr)")
        expectNeutralised(result)
        #expect(result.stdout.contains("Showing 1 of 1 repository in @^[[31mevil^[]0;pwned^G"), "\(result.stdout)")
    }

    /// Only REST sends an association that is no GraphQL enum value: the preview reads the newest comment there.
    @Test func aCommentsAuthorAssociationIsNeutralised() async throws {
        let result = try await scenario.runInTerminal(["issues", "octocat/hostile", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        expectNeutralised(result)
        // Shown as text, in gh's capitalisation of the association.
        #expect(result.stdout.contains("(^[[31mowner^[]0;pwned^g)"), "\(result.stdout)")
    }

    /// The request line of a page gh-lite was sent to by `Link` is server text too.
    @Test func theDebugLogNeutralisesURLsFromLink() async throws {
        let next = "\(scenario.simulator.baseURL)/user/repos?page=2&x=\\u001b[2J\\u001b]0;pwned\\u0007"
        try hostileRepositoryList(link: "<\(next)>; rel=\\\"next\\\"")
        let result = try await scenario.runInTerminal(["repos", "--no-cache"], ["GH_DEBUG": "api"])
        expectNeutralised(result)
        #expect(result.stdout.contains("> GET \(scenario.simulator.baseURL)/user/repos?page=2&x=^[[2J^[]0;pwned^G"),
                "\(result.stdout)")
    }

    /// A verification address with control characters is neither printed nor handed to `$BROWSER`.
    @Test func aVerificationURIWithControlCharactersIsRefused() async throws {
        let log = scenario.home.url.appendingPathComponent("opened")
        let browser = scenario.home.url.appendingPathComponent("browser.sh")
        try "#!/bin/sh\necho \"$1\" >> '\(log.path)'\n".write(to: browser, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: browser.path)
        try scenario.fault(#"""
            {"method": "POST", "path": "^/login/device/code$", "status": 200, "times": 2, "body": {"device_code": "d", "user_code": "ABCD-1234",
             "verification_uri": "\#(scenario.simulator.baseURL)/login/device\u001b]8;;http://evil.example\u0007", "expires_in": 900, "interval": 0}}
            """#)
        var environment = scenario.environment(["BROWSER": browser.path, "NO_COLOR": "1"])
        environment["GH_TOKEN"] = nil

        let piped = try GHLiteRun.run(["auth", "login"], environment: environment)
        #expect(piped.status == 1)
        #expect(piped.stdout.isEmpty)
        #expect(piped.stderr == "GitHub's sign-in page address has control characters in it, so gh-lite neither shows nor opens it: "
                + "check GH_LITE_OAUTH_URL and GH_HOST, or sign in with `gh-lite auth login --with-token`\n")

        // On a terminal, Enter would open the page.
        let session = try TerminalSession(["auth", "login"], environment: environment)
        session.type("\n")
        #expect(try session.exitStatus() == 1)
        #expect(session.shown.contains("control characters in it"))
        #expect(HostileTextBinaryTests.raw(in: session.shown).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: log.path))
        #expect(try scenario.sent().allSatisfy { $0 == "POST /login/device/code" })
    }

    /// A 401's `message` with line breaks, REST and GraphQL: one line on stderr either way.
    @Test func aRejectedTokensMessageStaysOneLine() async throws {
        try scenario.fault(#"""
            [{"method": "GET", "path": "^/user/repos", "status": 401, "body": {"message": "Bad\ncredentials\r\n\r\nsee docs\u2028now"}},
             {"method": "POST", "path": "^/graphql$", "status": 401, "body": {"message": "Bad\ncredentials\r\n\r\nsee docs"}}]
            """#)
        for arguments in [["repos"], ["issues", "octocat/Hello-World"]] {
            let result = try await scenario.run(arguments)
            #expect(result.status == 4)
            #expect(result.stderr.hasPrefix("the token in GH_TOKEN was rejected by "), "\(result.stderr)")
            #expect(result.stderr.contains("(HTTP 401: Bad credentials see docs"), "\(result.stderr)")
            #expect(result.stderr.filter(\.isNewline).count == 1, "\(arguments): \(result.stderr)")
        }
    }
}
