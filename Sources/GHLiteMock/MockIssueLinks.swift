import GHLiteCore

/// Issue types and links as GitHub's GraphQL API answers them: an organisation of the mock data has GitHub's default
/// types (Task, Bug, Feature), a user none; the mock issues are found by number, with no parent, type or blocker; each
/// change checks its node ids (NOT_FOUND otherwise).
enum MockIssueLinks {
    static let defaultTypes = [IssueType(id: "MOCK_TYPE_TASK", name: "Task", color: "YELLOW"),
                               IssueType(id: "MOCK_TYPE_BUG", name: "Bug", color: "RED"),
                               IssueType(id: "MOCK_TYPE_FEATURE", name: "Feature", color: "BLUE")]

    static func install(_ data: MockGitHubData, into client: inout GitHubClient) {
        client.lookUpIssueLinks = { repo, references, _ in
            let isOrganization = data.organizations.keys.contains { $0.lowercased() == repo.owner.lowercased() }
            var links = IssueLinkLookup(ownerIsOrganization: isOrganization, issueTypes: isOrganization ? defaultTypes : [])
            for reference in references {
                let keyed = reference.normalized(in: repo)
                guard keyed.repository == nil,
                      MockIssuesData.issues.contains(where: { $0.number == keyed.number && !$0.isPullRequest }) else { continue }
                links.issues[keyed] = IssueLinkTarget(id: MockIssueState.prefix + String(keyed.number), number: keyed.number,
                                                  url: "https://github.com/\(repo)/issues/\(keyed.number)",
                                                  repository: repo.description)
            }
            return links
        }
        client.changeIssueLink = { change in
            switch change {
            case .addSubIssue(let first, let second, _), .removeSubIssue(let first, let second),
                 .addBlockedBy(let first, let second), .removeBlockedBy(let first, let second):
                _ = try MockIssueState.issueNumber(of: first)
                _ = try MockIssueState.issueNumber(of: second)
            case .setIssueType(let issueID, _):
                _ = try MockIssueState.issueNumber(of: issueID)
            }
        }
    }
}
