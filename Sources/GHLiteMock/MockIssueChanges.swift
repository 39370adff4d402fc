import GHLiteCore

/// What changed in the mock's issues since a time, as GitHub's GraphQL answers it: issues only, every state,
/// oldest change first, with the open and closed totals, the labels and the milestones.
enum MockIssueChanges {
    static func install(_ data: MockGitHubData, into client: inout GitHubClient) {
        // The mock's issues share their timestamps, so no page read can be proven exact: syncs take the changes' cursors.
        client.listIssuesInCreationOrder = { _, _ in nil }
        client.listIssueChanges = { repo, query in
            let name = "\(repo.owner)/\(repo.name)".lowercased()
            guard let found = data.repositories.first(where: { $0.fullName.lowercased() == name }) else {
                throw GraphQLError(type: "NOT_FOUND", message: "Could not resolve to a Repository with the name '\(repo)'.")
            }
            guard !MockIssuesData.issuesDisabled.contains(found.fullName) else {
                return IssueChangesPage(items: [], openCount: 0, closedCount: 0, catalog: RepositoryCatalog(),
                                        nextCursor: nil, hasIssuesEnabled: false)
            }
            let all = found.fullName == MockIssuesData.helloWorld ? MockIssuesData.issues.filter { !$0.isPullRequest } : []
            let changed = all.filter { issue in query.since.map { issue.updatedAt >= $0 } ?? true }
                .sorted { ($0.updatedAt, $0.number) < ($1.updatedAt, $1.number) }
            // The mock's cursor is the offset where the next page starts.
            let start = min(query.after.flatMap { Int($0) } ?? 0, changed.count)
            let end = min(start + min(max(query.first, 1), 100), changed.count)
            let open = all.count { $0.state == .open }
            return IssueChangesPage(items: Array(changed[start..<end]), openCount: open, closedCount: all.count - open,
                                    catalog: found.fullName == MockIssuesData.helloWorld ? catalog : RepositoryCatalog(),
                                    nextCursor: end < changed.count ? String(end) : nil)
        }
    }

    /// Hello-World's labels and milestones, with made-up node IDs.
    private static var catalog: RepositoryCatalog {
        RepositoryCatalog(labels: MockIssueCreationData.labels.map { .init(id: "LA_\($0.name)", label: $0) },
                          milestones: MockIssuesData.milestones.map { .init(id: "MI_\($0.number)", number: $0.number,
                                                                             title: $0.title) })
    }
}
