import Foundation
import GHLiteCore

/// Closing, reopening and commenting over the mock data, as GitHub's GraphQL API does them: an issue looked up by
/// number (NOT_FOUND for a number that is no issue), then mutations by node id (`MOCK_ISSUE_<n>`); and REST's
/// comment by number (404 for a number that is neither issue nor pull request). What changes is kept per client,
/// and `getIssueTarget` reads it back.
enum MockIssueState {
    private struct Change: Sendable {
        var state: Issue.State
        var stateReason: String?
    }

    static func install(into client: inout GitHubClient) {
        let changes = Locked<[Int: Change]>([:])
        let commentCount = Locked(0)
        @Sendable func newCommentURL(_ number: Int) -> String {
            let id = commentCount.withLock { count in
                count += 1
                return count
            }
            return "https://github.com/\(MockIssuesData.helloWorld)/issues/\(number)#issuecomment-\(id)"
        }
        client.getIssueTarget = { repo, number in
            guard "\(repo.owner)/\(repo.name)".lowercased() == MockIssuesData.helloWorld.lowercased(),
                  let issue = MockIssuesData.issues.first(where: { $0.number == number && !$0.isPullRequest }) else {
                throw IssueLookupError.issueNotFound(number)
            }
            let change = changes.withLock { $0[number] }
            return IssueTarget(id: prefix + String(number), number: number, title: issue.title,
                               state: change?.state ?? issue.state,
                               stateReason: change.map(\.stateReason) ?? issue.stateReason?.uppercased(),
                               url: issue.htmlURL)
        }
        client.getIssueTargetsByID = { [getIssueTarget = client.getIssueTarget] ids in
            let repo = try RepoRef.parse(MockIssuesData.helloWorld)
            var found: [String: IssueTarget] = [:]
            for id in ids {
                guard let number = try? issueNumber(of: id) else { continue }
                found[id] = try getIssueTarget(repo, number)
            }
            return found
        }
        client.addComment = { subjectID, _ in
            let number = try issueNumber(of: subjectID)
            return newCommentURL(number)
        }
        client.createIssueComment = { repo, number, body in
            // REST's endpoint takes a pull request's number too, and answers 404 for anything else.
            guard "\(repo.owner)/\(repo.name)".lowercased() == MockIssuesData.helloWorld.lowercased(),
                  MockIssuesData.issues.contains(where: { $0.number == number }) else {
                throw GitHubAPIError(status: 404, message: "Not Found", url: "/repos/\(repo)/issues/\(number)/comments")
            }
            let url = newCommentURL(number)
            return IssueComment(id: "IC_" + (url.split(separator: "-").last.map(String.init) ?? ""),
                                authorLogin: "octocat", authorAssociation: "OWNER", body: body,
                                createdAt: Date(timeIntervalSince1970: 1_700_000_000), url: url,
                                reactionGroups: [], isMinimized: false, viewerDidAuthor: true)
        }
        client.closeIssue = { closing in
            let number = try issueNumber(of: closing.issueID)
            if let duplicate = closing.duplicateOfID { _ = try issueNumber(of: duplicate) }
            let reason = closing.reason?.graphQLValue ?? "COMPLETED"
            changes.withLock { $0[number] = Change(state: .closed, stateReason: reason) }
        }
        client.reopenIssue = { issueID in
            let number = try issueNumber(of: issueID)
            changes.withLock { $0[number] = Change(state: .open, stateReason: "REOPENED") }
        }
    }

    /// The number of the mock issue a node id names, or GitHub's NOT_FOUND.
    @Sendable static func issueNumber(of id: String) throws -> Int {
        guard id.hasPrefix(prefix), let number = Int(id.dropFirst(prefix.count)),
              MockIssuesData.issues.contains(where: { $0.number == number && !$0.isPullRequest }) else {
            throw GraphQLError(type: "NOT_FOUND", message: "Could not resolve to a node with the global id of '\(id)'")
        }
        return number
    }

    static let prefix = "MOCK_ISSUE_"
}
