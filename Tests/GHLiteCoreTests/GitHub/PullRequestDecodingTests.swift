import Foundation
import GHLiteCore
import Testing

/// GitHub's REST issues endpoint mixes pull requests in, marked only by a `pull_request` object.
@Suite(.strictDoubles) struct PullRequestDecodingTests {
    static func issue(_ extra: String) throws -> GHLiteCore.Issue {
        let json = """
            {"number": 7, "title": "T", "state": "open", "html_url": "https://github.com/octocat/Hello-World/pull/7",
             "created_at": "2024-01-01T00:00:00Z"\(extra)}
            """
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(GHLiteCore.Issue.self, from: Data(json.utf8))
    }

    @Test func aPullRequestObjectMarksAPullRequest() throws {
        let pull = #", "pull_request": {"url": "https://api.github.com/repos/octocat/Hello-World/pulls/7", "merged_at": null}"#
        #expect(try Self.issue(pull).isPullRequest)
        // Whatever the object holds: GitHub adds keys over time (`merged_at`, `diff_url`...).
        #expect(try Self.issue(#", "pull_request": {}"#).isPullRequest)
    }

    @Test func anIssueHasNoPullRequestKeyOrANullOne() throws {
        #expect(try !Self.issue("").isPullRequest)
        #expect(try !Self.issue(#", "pull_request": null"#).isPullRequest)
    }
}
