import Foundation
import GHLiteCore
import Testing

@Suite(.strictDoubles) struct IssueStatusModelTests {
    static func issue(_ number: Int) -> GHLiteCore.Issue {
        .fixture(number, htmlURL: "https://github.com/octocat/Hello-World/issues/\(number)")
    }

    static let status = IssueStatus(assigned: .init(issues: [issue(1)], totalCount: 12),
                                    mentioned: .init(issues: [], totalCount: 0),
                                    authored: .init(issues: [issue(2), issue(1)], totalCount: 2))

    @Test func asksForTheSignedInUsersListsInOneQuery() throws {
        let asked = Locked<[IssueStatusQuery]>([])
        var environment = IssueStatusModelEnvironment.failing
        environment.viewerLogin = { "octocat" }
        environment.getIssueStatus = { query in
            asked.withLock { $0.append(query) }
            return Self.status
        }
        #expect(try IssueStatusModel(environment: environment).status(includeBody: true) == Self.status)
        #expect(asked.value == [IssueStatusQuery(viewer: "octocat", perList: 10, includeBody: true)])
    }

    @Test func aRepositoryWithIssuesDisabledIsAnError() {
        var environment = IssueStatusModelEnvironment.failing
        environment.viewerLogin = { "octocat" }
        environment.getIssueStatus = { _ in
            var status = Self.status
            status.hasIssuesEnabled = false
            return status
        }
        #expect(throws: IssueLookupError.issuesDisabled) {
            try IssueStatusModel(environment: environment).status()
        }
    }

    @Test func notKnowingWhoIsSignedInAsksNothingMore() {
        var environment = IssueStatusModelEnvironment.failing
        environment.viewerLogin = { throw GitHubAPIError(status: 401, message: "Bad credentials", url: "https://api.github.com/user") }
        #expect(throws: GitHubAPIError.self) { try IssueStatusModel(environment: environment).status() }
    }
}
