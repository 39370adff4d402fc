/// `--json` fields of a search result, with gh's names and gh's values: the search API's shapes, not `issue list`'s
/// (`state` in small letters, people with their type and URL, a missing `closedAt` as Go's zero time).
enum SearchIssueJSON {
    static let fields = ["assignees", "author", "authorAssociation", "body", "closedAt", "commentsCount", "createdAt", "id",
                         "isLocked", "isPullRequest", "labels", "number", "repository", "state", "title", "updatedAt", "url"]

    /// What gh prints for a time GitHub left out.
    static let zeroTime = "0001-01-01T00:00:00Z"

    static func value(_ field: String, of hit: IssueSearchHit) -> JSONValue {
        let issue = hit.issue
        switch field {
        case "assignees": return .array(hit.assignees.map(account))
        case "author": return account(hit.author)
        case "authorAssociation": return .string(hit.authorAssociation)
        case "body": return .string(issue.body ?? "")
        case "closedAt": return issue.closedAt.map { .date($0) } ?? .string(zeroTime)
        case "commentsCount": return .int(issue.commentCount)
        case "createdAt": return .date(issue.createdAt)
        case "id": return .string(issue.nodeID ?? "")
        case "isLocked": return .bool(hit.isLocked)
        case "isPullRequest": return .bool(issue.isPullRequest)
        case "labels":
            return .array(issue.labels.map { label in
                .object(["color": .string(label.color), "description": .string(label.description ?? ""),
                         "id": .string(label.id ?? ""), "name": .string(label.name)])
            })
        case "number": return .int(issue.number)
        case "repository":
            let name = hit.repository.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
            return .object(["name": .string(name), "nameWithOwner": .string(hit.repository)])
        case "state": return .string(state(of: hit))
        case "title": return .string(issue.title)
        case "updatedAt": return .date(issue.updatedAt)
        case "url": return .string(issue.htmlURL)
        default: return .null
        }
    }

    /// `open` or `closed`, or for a merged pull request `merged`, as gh says.
    static func state(of hit: IssueSearchHit) -> String {
        hit.isMerged ? "merged" : hit.issue.state.rawValue
    }

    /// gh's search account: a bot (no node ID) as `app/LOGIN`.
    private static func account(_ account: IssueSearchHit.Account) -> JSONValue {
        let isBot = account.id.isEmpty
        return .object(["id": .string(account.id), "login": .string(isBot ? "app/" + account.login : account.login),
                        "type": .string(account.type), "url": .string(account.url), "is_bot": .bool(isBot)])
    }
}
