import Foundation
import Testing

/// Every command checks its flags and arguments before it sends anything: a mistake is one clear line
/// (plus the usage), exit 1, and not a single request.
@Suite struct BadInputBinaryTests {
    static let cases: [(arguments: [String], message: String)] = [
        (["nonsense"], "unknown command \"nonsense\" for \"gh-lite\""),
        (["repos", "--visibility", "secret"], "invalid argument \"secret\" for \"--visibility\": valid values are {public|private|internal}"),
        (["repos", "-L", "0"], "invalid limit: 0"),
        (["repos", "--limit", "many"], "invalid argument \"many\" for \"--limit\": expected a whole number"),
        (["repos", "--fork", "--source"], "specify only one of `--source` or `--fork`"),
        (["repos", "not an owner!"], "invalid owner \"not an owner!\": expected a GitHub user or organization name"),
        (["repos", "--json", "nope"], "unknown JSON field: \"nope\"; available fields: createdAt, defaultBranchRef, "
            + "description, diskUsage, forkCount, hasIssuesEnabled, homepageUrl, id, isArchived, isFork, isPrivate, "
            + "isTemplate, licenseInfo, name, nameWithOwner, owner, primaryLanguage, pushedAt, repositoryTopics, sshUrl, "
            + "stargazerCount, updatedAt, url, visibility"),
        (["repos", "a", "b"], "unexpected argument: b"),
        (["repos", "--bogus"], "unknown flag: --bogus"),
        (["issues", "octocat/Hello-World", "-s", "merged"], "invalid argument \"merged\" for \"--state\": valid values are {open|closed|all}"),
        (["issues", "octocat/Hello-World", "-L", "-3"], "invalid limit: -3"),
        (["issues", "octocat/Hello-World", "abc"], "invalid issue format: \"abc\""),
        (["issues", "octocat/Hello-World", "1", "-s", "all"], "`--state` filters the list: it cannot be used with an issue NUMBER (1)"),
        (["issues", "octocat/Hello-World", "--comments"], "`--comments` needs an issue NUMBER"),
        (["issues", "octocat/Hello-World", "-w", "--json", "number"], "cannot use `--web` with `--json`"),
        (["issues", "owner/repo/extra/parts"], "expected the \"[HOST/]OWNER/REPO\" format, got \"owner/repo/extra/parts\""),
        (["issues", "-R"], "flag needs an argument: -R"),
        (["issues", "octocat/Hello-World", "-R", "octocat/Hello-World"], "specify only one of OWNER/REPO or `--repo`"),
        (["new-issue", "-R", "octocat/Hello-World", "-t", " "], "title can't be blank"),
        (["new-issue", "-R", "octocat/Hello-World", "-t", "T", "-b", "x", "-F", "f"], "specify only one of `--body` or `--body-file`"),
        (["new-issue", "-R", "octocat/Hello-World", "-e", "-w"], "specify only one of `--editor` or `--web`"),
        (["new-issue", "-R", "octocat/Hello-World", "-t", "T", "-T", "Bug", "-b", "x"], "`--template` is not supported when using `--body` or `--body-file`"),
        (["new-issue", "octocat/Hello-World", "-R", "octocat/Spoon-Knife"], "specify only one of OWNER/REPO or `--repo`"),
        (["new-issue", "octocat/Hello-World", "-R", "octocat/Hello-World", "-t", "T"], "specify only one of OWNER/REPO or `--repo`"),
        (["new-issue", "-R", "octocat", "-t", "T"], "expected the \"[HOST/]OWNER/REPO\" format, got \"octocat\""),
        (["auth", "login", "--with-token", "--scopes", "gist"], "specify only one of `--scopes` or `--with-token`"),
        (["auth", "login", "-s", "not a scope!"], "invalid scope \"scope!\": scopes look like `gist` or `read:org`"),
        (["auth", "status", "extra"], "unexpected argument: extra"),
        (["auth", "token", "--show"], "unknown flag: --show"),
        (["auth", "logout", "now"], "unexpected argument: now"),
        (["auth", "bogus"], "unknown command \"bogus\" for \"gh-lite auth\""),
    ]

    @Test func everyCommandRefusesBadInputBeforeAnyRequest() async throws {
        let scenario = try FaultScenario()
        var results: [GHLiteRun] = []
        for (arguments, message) in Self.cases {
            let result = try await scenario.run(arguments)
            results.append(result)
            let command = arguments.joined(separator: " ")
            #expect(result.status == 1, "gh-lite \(command)")
            #expect(result.stdout == "", "gh-lite \(command)")
            #expect(result.stderr.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init)
                    == message, "gh-lite \(command): \(result.stderr)")
            #expect(try scenario.requests().isEmpty, "gh-lite \(command) sent a request")
        }
        #expect(try scenario.files().isEmpty)
        try scenario.expectNoTokenLeak(results)
    }

    /// A timeout gh-lite cannot use is not quietly replaced by the default: the run stops before any request.
    @Test func anUnusableTimeoutIsRefusedBeforeAnyRequest() async throws {
        let scenario = try FaultScenario()
        for value in ["abc", "0", "-1", "1.5"] {
            let result = try await scenario.run(["issues", "octocat/Hello-World"], ["GH_LITE_TIMEOUT": value])
            #expect(result.status == 1, "GH_LITE_TIMEOUT=\(value)")
            #expect(result.stdout == "", "GH_LITE_TIMEOUT=\(value)")
            #expect(result.stderr == "GH_LITE_TIMEOUT: expected a whole number of seconds from 1 to 3600, got \"\(value)\"\n")
        }
        #expect(try scenario.requests().isEmpty)
    }
}
