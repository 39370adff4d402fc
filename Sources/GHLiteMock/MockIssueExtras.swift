import GHLiteCore

/// GraphQL's extra parts of the mock issues (`--json id,author,...`): made-up node IDs, no names, no reactions,
/// no project cards, nothing pinned. Numbers that name no issue are left out, as GitHub's nulls are.
enum MockIssueExtras {
    static func install(into client: inout GitHubClient) {
        client.getIssueExtras = { [getIssue = client.getIssue] repo, numbers, parts in
            numbers.reduce(into: [:]) { found, number in
                guard let issue = try? getIssue(repo, number), !issue.isPullRequest else { return }
                func person(_ login: String) -> Person { Person(login: login, id: "U_\(login)", name: nil) }
                var extras = IssueExtras(id: "I_\(number)", reactionGroups: [])
                if parts.contains(.author) { (extras.author, extras.hasAuthor) = (person(issue.authorLogin), true) }
                extras.assignees = issue.assigneeLogins.map(person)
                extras.projectCards = []
                extras.isPinned = false
                found[number] = extras
            }
        }
    }
}
