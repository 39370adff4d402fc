import GHLiteCore
import Testing

/// GitHub adds fields and enum values over time and sends `null` where a field has no value: the decoders keep
/// working, and what cannot be read at all becomes one clear line with the status and GitHub's request id.
@Suite(.strictDoubles) struct OddAnswersTests {
    func api(_ body: String, status: Int = 200, headers: [(String, String)] = []) -> GitHubAPI {
        let transport = HTTPTransport { _ in HTTPResponse(status: status, headers: HTTPHeaders(headers), body: Data(body.utf8)) }
        return GitHubAPI(transport: transport, baseURL: "https://api.github.com", host: "github.com",
                         token: { AuthToken(value: "gho_secret", source: .file("f")) }, now: { Date(timeIntervalSince1970: 1_700_000_000) })
    }

    func decode<T: Decodable>(_ type: T.Type, _ body: String) throws -> T {
        try api(body).get(type, "https://api.github.com/x").0
    }

    @Test func anIssueWithNewFieldsNullsAndNewEnumValuesIsRead() throws {
        let issue = try decode(Issue.self, """
            {"number": 7, "title": "New things", "state": "archived", "state_reason": "duplicate",
             "type": {"id": 1, "name": "Bug", "color": "red"}, "sub_issues_summary": {"total": 0},
             "body": null, "user": null, "labels": null, "assignees": null, "assignee": null, "milestone": null,
             "comments": null, "closed_at": null, "updated_at": null, "locked": null, "active_lock_reason": "spam",
             "author_association": "SOMETHING_NEW", "reactions": {"+1": 0, "rocket": 1, "new_reaction": 5},
             "html_url": "https://github.com/o/r/issues/7", "created_at": "2024-01-02T03:04:05Z",
             "future_field": [1, {"nested": null}]}
            """)
        #expect(issue.number == 7)
        #expect(issue.title == "New things")
        #expect(issue.stateReason == "duplicate")
        #expect(issue.body == nil)
        #expect(issue.authorLogin == "ghost")
        #expect(issue.labels.isEmpty && issue.assigneeLogins.isEmpty && issue.milestone == nil)
        #expect(issue.commentCount == 0)
        #expect(issue.updatedAt == issue.createdAt)
    }

    @Test func nullsInsideListsAndLabelsAndMilestonesAreSkippedOrDefaulted() throws {
        let issue = try decode(Issue.self, """
            {"number": 1, "title": null, "state": "open", "html_url": "https://github.com/o/r/issues/1",
             "created_at": "2024-01-02T03:04:05Z", "user": {"login": "octocat", "type": "Mannequin"},
             "labels": [null, {"name": "bug", "color": null, "description": null}, {"name": null}, {"name": "ui"}],
             "assignees": [null, {"login": "hubot"}, {"login": null}],
             "milestone": {"number": 2, "title": null, "state": "frozen", "due_on": null, "description": null}}
            """)
        #expect(issue.title == "")
        #expect(issue.labels.map(\.name) == ["bug", "ui"])
        #expect(issue.labels.first?.color == "")
        #expect(issue.assigneeLogins == ["hubot"])
        #expect(issue.milestone?.number == 2 && issue.milestone?.title == "" && issue.milestone?.state == "frozen")
    }

    @Test func aRepositoryWithANewVisibilityAndNullsIsRead() throws {
        let repositories = try GitHubClient.http(api("""
            [{"name": "r", "full_name": "o/r", "owner": null, "description": null, "html_url": "https://github.com/o/r",
              "private": null, "visibility": "something-new", "fork": null, "archived": null, "pushed_at": null,
              "updated_at": null, "topics": null, "license": {"key": "new"}, "brand_new": true}]
            """)).listViewerRepos(ReposQuery(perPage: 100)).items
        #expect(repositories.count == 1)
        #expect(repositories[0].ownerLogin == "o")
        #expect(repositories[0].visibility == "something-new")
        #expect(!repositories[0].isPrivate && !repositories[0].isFork && !repositories[0].isArchived)
    }

    @Test func commentsFromDeletedAccountsWithNullBodiesAreRead() throws {
        let comments = try decode([IssueComment].self, """
            [{"id": 1, "user": null, "body": null, "author_association": null, "created_at": "2024-01-02T03:04:05Z",
              "updated_at": null, "performed_via_github_app": null, "reactions": {"new": 1}}]
            """)
        #expect(comments.first?.authorLogin == "ghost")
        #expect(comments.first?.body == "")
        #expect(comments.first?.authorAssociation == "NONE")
    }

    @Test func aCreatedIssueWithNullListsIsRead() throws {
        let created = try decode(CreatedIssue.self, """
            {"number": 81, "html_url": "https://github.com/o/r/issues/81", "labels": null, "assignees": [null],
             "milestone": null, "state": "brand-new"}
            """)
        #expect(created == CreatedIssue(number: 81, htmlURL: "https://github.com/o/r/issues/81"))
    }

    @Test(arguments: [
        ("", "the body is empty"),
        ("<!DOCTYPE html><html><body><h1>Unicorn!</h1></body></html>", "the body is not the JSON gh-lite expected"),
        (#"[{"number": 1, "title": "trunc"#, "the body is not the JSON gh-lite expected"),
        (#"{"message": "an object where a list belongs"}"#, "the body is not the JSON gh-lite expected"),
    ])
    func unreadableAnswersAreOneLineWithTheStatusAndRequestID(body: String, detail: String) throws {
        let api = api(body, headers: [("X-GitHub-Request-Id", "C0DE:1234")])
        do {
            _ = try api.get([GHLiteCore.Issue].self, "https://api.github.com/repos/o/r/issues")
            Testing.Issue.record("expected the answer to be refused")
        } catch let error as UnexpectedResponseError {
            #expect(error.userMessage == "unexpected answer from GitHub (HTTP 200, https://api.github.com/repos/o/r/issues): "
                    + "\(detail); request id C0DE:1234; try again later")
            #expect(!error.userMessage.contains("<"))
        }
    }

    /// Nested far deeper than any answer, and than the stack would allow a reader without a depth limit.
    @Test func answersNestedTooDeepAreOneLineNotACrash() throws {
        for body in [String(repeating: "[", count: 100_000), String(repeating: #"[{"labels": "#, count: 30_000)] {
            try unreadableAnswersAreOneLineWithTheStatusAndRequestID(body: body, detail: "the body is not the JSON gh-lite expected")
        }
    }

    @Test(arguments: [
        ("", "the body is empty"),
        (#"[{"name": "r", "full_name": "o/r""#, "the body is not the JSON gh-lite expected"),
        (#"[{"name": "r", "full_name": "o/r"}]"#, "the body is not the JSON gh-lite expected"),
    ])
    func anUnreadableRepositoryPageIsOneLineWithTheStatusAndRequestID(body: String, detail: String) throws {
        let client = GitHubClient.http(api(body, headers: [("X-GitHub-Request-Id", "C0DE:1234")]))
        do {
            _ = try client.listViewerRepos(ReposQuery(perPage: 100))
            Testing.Issue.record("expected the answer to be refused")
        } catch let error as UnexpectedResponseError {
            #expect(error.userMessage.hasPrefix("unexpected answer from GitHub (HTTP 200, https://api.github.com/user/repos?"))
            #expect(error.userMessage.hasSuffix("\(detail); request id C0DE:1234; try again later"))
        }
    }

    @Test func anHTMLErrorPageBecomesTheStatusAndRequestIDWithoutTheHTML() throws {
        let page = "<!DOCTYPE html>\n<html><head><title>Server Error</title></head><body><h1>502</h1></body></html>\n"
        let api = api(page, status: 502, headers: [("Content-Type", "text/html"), ("X-GitHub-Request-Id", "C0DE:9")])
        #expect(throws: GitHubAPIError(status: 502, message: "Bad Gateway", requestID: "C0DE:9",
                                       url: "https://api.github.com/user")) {
            try api.get("https://api.github.com/user")
        }
    }
}
