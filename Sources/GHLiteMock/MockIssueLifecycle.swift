import GHLiteCore

/// Locking, pinning, deleting and transferring mock issues as GitHub's GraphQL API answers them: each mutation
/// checks the node id (NOT_FOUND otherwise); a transfer goes to a repository of the mock data, as its next issue.
enum MockIssueLifecycle {
    static func install(_ data: MockGitHubData, into client: inout GitHubClient) {
        client.lockIssue = { issueID, _ in _ = try MockIssueState.issueNumber(of: issueID) }
        client.unlockIssue = { issueID in _ = try MockIssueState.issueNumber(of: issueID) }
        client.pinIssue = { issueID in _ = try MockIssueState.issueNumber(of: issueID) }
        client.unpinIssue = { issueID in _ = try MockIssueState.issueNumber(of: issueID) }
        client.deleteIssue = { issueID in _ = try MockIssueState.issueNumber(of: issueID) }
        client.getRepositoryID = { repo in
            let name = "\(repo.owner)/\(repo.name)".lowercased()
            guard data.repositories.contains(where: { "\($0.ownerLogin)/\($0.name)".lowercased() == name }) else {
                throw GraphQLError(type: "NOT_FOUND", message: "Could not resolve to a Repository with the name '\(repo)'.")
            }
            return repositoryPrefix + name
        }
        client.transferIssue = { issueID, repositoryID in
            _ = try MockIssueState.issueNumber(of: issueID)
            guard repositoryID.hasPrefix(repositoryPrefix) else {
                throw GraphQLError(type: "NOT_FOUND", message: "Could not resolve to a node with the global id of '\(repositoryID)'.")
            }
            return "https://github.com/\(repositoryID.dropFirst(repositoryPrefix.count))/issues/1"
        }
    }

    private static let repositoryPrefix = "MOCK_REPOSITORY_"
}
