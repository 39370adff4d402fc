import Foundation
import Testing

/// Server text (titles, bodies, logins, label and milestone names, descriptions, error messages) never
/// reaches the terminal with its escape sequences, control characters or direction overrides, whether the
/// output is a terminal or a pipe. octocat/hostile in the simulator is full of them.
@Suite struct HostileTextBinaryTests {
    /// Characters that act on a terminal: C0 controls but line feed and tab, DEL, C1 controls, direction marks and
    /// invisible format characters.
    static func raw(in text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x0A, 0x09: return false
            case 0x00..<0x20, 0x7F, 0x80..<0xA0, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
            case 0x180E, 0x200B, 0x2060...0x2064, 0xFEFF, 0xE0000...0xE007F: return true
            default: return false
            }
        }.map { String(format: "U+%04X", $0.value) }
    }

    let scenario: FaultScenario
    init() throws { scenario = try FaultScenario() }

    /// Piped, then on a terminal.
    func both(_ arguments: [String]) async throws -> [GHLiteRun] {
        [try await scenario.run(arguments), try await scenario.runInTerminal(arguments)]
    }

    @Test func everyHostileIssueViewedWithItsCommentsIsNeutralised() async throws {
        var results: [GHLiteRun] = []
        for number in [1, 2, 3, 5, 6, 7, 8] {
            // #1's comment has an association no GraphQL enum holds, so only REST sends it: the preview reads it there.
            let comments = number == 1 ? [] : ["--comments"]
            for result in try await both(["issues", "octocat/hostile", String(number)] + comments) {
                #expect(result.status == 0, "#\(number): \(result.stderr)")
                #expect(Self.raw(in: result.stdout + result.stderr).isEmpty, "#\(number): \(Self.raw(in: result.stdout))")
                results.append(result)
            }
        }
        try scenario.expectNoTokenLeak(results)
    }

    @Test func listsOfHostileIssuesAndRepositoriesAreNeutralised() async throws {
        for arguments in [["issues", "octocat/hostile", "-s", "all"], ["issues", "octocat/hostile", "-S", "alert", "-s", "all"],
                          ["repos", "-L", "200"]] {
            for result in try await both(arguments) {
                #expect(result.status == 0, "\(arguments): \(result.stderr)")
                #expect(Self.raw(in: result.stdout + result.stderr).isEmpty, "\(arguments): \(Self.raw(in: result.stdout))")
                // The escapes were there, and are shown as text (`cat -v` style).
                #expect(result.stdout.contains("^[[31m"), "\(arguments)")
            }
        }
        // JSON keeps the text exactly, with the controls escaped as JSON requires.
        let json = try await scenario.run(["issues", "octocat/hostile", "2", "--json", "title"])
        #expect(json.stdout == #"{"title":"\u001b[31mred\u001b[0m alert \u001b[2J\u001b[H cleared?"}"# + "\n")
    }

    @Test func namesSuggestedInErrorsAreNeutralised() async throws {
        let result = try await scenario.run(["new-issue", "-R", "octocat/hostile", "-t", "T", "-l", "gren", "-a", "eve", "-m", "revers"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("did you mean"))
        #expect(Self.raw(in: result.stderr).isEmpty, "\(Self.raw(in: result.stderr))")
        #expect(try scenario.sent() == ["POST /graphql"], "the lookup, no write")
    }

    @Test func gitHubsErrorMessagesAreNeutralised() async throws {
        try scenario.fault(#"""
            {"method": "POST", "path": "^/graphql$", "status": 422, "body": {"message": "\u001b]0;pwned\u0007\u001b[31mValidation\u001b[0m \u202eFailed",
             "errors": [{"resource": "Issue", "field": "\u001b[2Jlabels", "code": "invalid\u009b"}]}}
            """#)
        let result = try await scenario.run(["issues", "octocat/Hello-World"])
        #expect(result.status == 1)
        #expect(Self.raw(in: result.stderr).isEmpty, "\(Self.raw(in: result.stderr))")
        #expect(result.stderr.hasPrefix("HTTP 422: ^[]0;pwned^G^[[31mValidation^[[0m Failed [^[[2Jlabels: invalid] ("))
        try scenario.expectNoTokenLeak([result])
    }

    /// GraphQL's errors come with HTTP 200, in an `errors` array.
    @Test func gitHubsGraphQLErrorMessagesAreNeutralised() async throws {
        try scenario.fault(#"""
            {"method": "POST", "path": "^/graphql$", "status": 200, "body": {"data": null, "errors": [{"type": "FORBIDDEN",
             "message": "\u001b]0;pwned\u0007\u001b[31mResource\u001b[0m \u202enot accessible\u009b"}]}}
            """#)
        let result = try await scenario.run(["issues", "octocat/Hello-World"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "GitHub GraphQL: ^[]0;pwned^G^[[31mResource^[[0m not accessible (FORBIDDEN)\n")
        try scenario.expectNoTokenLeak([result])
    }
}
