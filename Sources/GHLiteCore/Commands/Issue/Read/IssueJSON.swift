/// `--json` fields of an issue, with gh's names and gh's values (`state` in capitals, `comments` an array of
/// comment objects; a terminal's table and view still show their count).
enum IssueJSON {
    static let fields = ["assignees", "author", "body", "closedAt", "comments", "createdAt", "labels", "milestone",
                         "number", "state", "title", "updatedAt", "url"]

    /// What a list must ask GitHub for to export `names` (`body` and `comments` are asked for on their own).
    static func listFields(_ names: [String]) -> IssueFields {
        let needs: [String: IssueFields] = [
            "title": .title, "state": .state, "author": .author, "labels": [.labelNames, .labelDetails],
            "assignees": .assignees, "milestone": .milestone, "url": .url, "createdAt": .createdAt,
            "updatedAt": .updatedAt, "closedAt": .closedAt,
        ]
        return names.reduce(into: []) { fields, name in fields.formUnion(needs[name] ?? []) }
    }

    static func value(_ field: String, of issue: Issue) -> JSONValue {
        switch field {
        case "number": return .int(issue.number)
        case "title": return .string(issue.title)
        case "state": return .string(issue.state.rawValue.uppercased())
        case "author": return .object(["login": .string(issue.authorLogin)])
        case "labels":
            return .array(issue.labels.map { label in
                .object(["name": .string(label.name), "color": .string(label.color),
                         "description": .string(label.description ?? "")])
            })
        case "assignees": return .array(issue.assigneeLogins.map { .object(["login": .string($0)]) })
        case "milestone":
            return issue.milestone.map { .object(["number": .int($0.number), "title": .string($0.title)]) } ?? .null
        case "body": return .string(issue.body ?? "")
        case "url": return .string(issue.htmlURL)
        case "createdAt": return .date(issue.createdAt)
        case "updatedAt": return .date(issue.updatedAt)
        case "closedAt": return .date(issue.closedAt)
        case "comments": return .array((issue.comments ?? []).map(comment))
        default: return .null
        }
    }

    /// One comment in gh's shape. What its source did not say (REST says nothing of hiding or of who is
    /// asking) is left out rather than given gh's zero value: `false` would claim a hidden comment is not.
    static func comment(_ comment: IssueComment) -> JSONValue {
        var members: [String: JSONValue] = [
            "id": .string(comment.id),
            "author": .object(["login": .string(comment.authorLogin)]),
            "authorAssociation": .string(comment.authorAssociation),
            "body": .string(comment.body),
            "createdAt": .date(comment.createdAt),
            "includesCreatedEdit": .bool(comment.includesCreatedEdit),
            "url": .string(comment.url),
        ]
        if let groups = comment.reactionGroups {
            members["reactionGroups"] = .array(groups.map { group in
                .object(["content": .string(group.content), "users": .object(["totalCount": .int(group.count)])])
            })
        }
        if let minimized = comment.isMinimized {
            members["isMinimized"] = .bool(minimized)
            members["minimizedReason"] = .string(comment.minimizedReason ?? "")
        }
        if let mine = comment.viewerDidAuthor { members["viewerDidAuthor"] = .bool(mine) }
        return .object(members)
    }
}
