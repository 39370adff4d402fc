import GHLiteCore

/// Editing the mock data's issues as GitHub's `PATCH .../issues/{n}` does: the changes are kept per client and
/// `getIssue` answers with them, so an edit can be read back. Labels and assignees replace the issue's whole sets.
enum MockIssueEdit {
    static func install(into client: inout GitHubClient) {
        let edits = Locked<[String: IssueUpdate]>([:])
        let read = client.getIssue
        @Sendable func key(_ repo: RepoRef, _ number: Int) -> String { "\(repo)#\(number)".lowercased() }
        @Sendable func edited(_ repo: RepoRef, _ number: Int) throws -> Issue {
            var issue = try read(repo, number)
            guard let update = edits.withLock({ $0[key(repo, number)] }) else { return issue }
            issue.title = update.title ?? issue.title
            issue.body = update.body ?? issue.body
            if let labels = update.labels { issue.labels = labels.map { Label(name: $0) } }
            if let assignees = update.assignees { issue.assigneeLogins = assignees }
            switch update.milestone {
            case .set(let number)?: issue.milestone = Milestone(number: number, title: "Milestone \(number)")
            case .remove?: issue.milestone = nil
            case nil: break
            }
            return issue
        }
        client.getIssue = edited
        client.updateIssue = { repo, number, update in
            let issue = try read(repo, number)
            guard !issue.isPullRequest else {
                throw GitHubAPIError(status: 404, message: "Not Found", url: "mock://repos/\(repo)/issues/\(number)")
            }
            edits.withLock { all in
                var merged = all[key(repo, number)] ?? IssueUpdate()
                merged.title = update.title ?? merged.title
                merged.body = update.body ?? merged.body
                merged.labels = update.labels ?? merged.labels
                merged.assignees = update.assignees ?? merged.assignees
                merged.milestone = update.milestone ?? merged.milestone
                all[key(repo, number)] = merged
            }
            return try edited(repo, number)
        }
    }
}
