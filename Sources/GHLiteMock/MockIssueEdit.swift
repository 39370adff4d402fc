import GHLiteCore

/// Editing the mock data's issues as GitHub's REST endpoints do: `PATCH .../issues/{n}` for the title, body and
/// milestone, labels and assignees added and removed on their own. The changes are kept per client and `getIssue`
/// answers with them, so an edit can be read back.
enum MockIssueEdit {
    static func install(into client: inout GitHubClient) {
        let edits = Locked<[String: Issue]>([:])
        let read = client.getIssue
        @Sendable func key(_ repo: RepoRef, _ number: Int) -> String { "\(repo)#\(number)".lowercased() }
        @Sendable func current(_ repo: RepoRef, _ number: Int) throws -> Issue {
            try edits.withLock { $0[key(repo, number)] } ?? read(repo, number)
        }
        @Sendable func change(_ repo: RepoRef, _ number: Int, _ apply: (inout Issue) -> Void) throws -> Issue {
            var issue = try current(repo, number)
            guard !issue.isPullRequest else {
                throw GitHubAPIError(status: 404, message: "Not Found", url: "mock://repos/\(repo)/issues/\(number)")
            }
            apply(&issue)
            edits.withLock { $0[key(repo, number)] = issue }
            return issue
        }
        @Sendable func lowered(_ names: [String]) -> Set<String> { Set(names.map { $0.lowercased() }) }
        client.getIssue = current
        client.updateIssue = { repo, number, update in
            try change(repo, number) { issue in
                issue.title = update.title ?? issue.title
                issue.body = update.body ?? issue.body
                switch update.milestone {
                case .set(let number)?: issue.milestone = Milestone(number: number, title: "Milestone \(number)")
                case .remove?: issue.milestone = nil
                case nil: break
                }
            }
        }
        client.addLabelsToIssue = { repo, number, names in
            try change(repo, number) { issue in
                let had = lowered(issue.labels.map(\.name))
                issue.labels += names.filter { !had.contains($0.lowercased()) }.map { Label(name: $0) }
            }.labels
        }
        client.removeLabelFromIssue = { repo, number, name in
            try change(repo, number) { $0.labels.removeAll { $0.name.lowercased() == name.lowercased() } }.labels
        }
        client.addAssigneesToIssue = { repo, number, logins in
            try change(repo, number) { issue in
                let had = lowered(issue.assigneeLogins)
                issue.assigneeLogins += logins.filter { !had.contains($0.lowercased()) }
            }
        }
        client.removeAssigneesFromIssue = { repo, number, logins in
            try change(repo, number) { $0.assigneeLogins.removeAll { lowered(logins).contains($0.lowercased()) } }
        }
    }
}
