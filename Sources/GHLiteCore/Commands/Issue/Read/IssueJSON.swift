/// `--json` fields of an issue, with gh's names and gh's values (`state` in capitals, `comments` an array of
/// comment objects; a terminal's table and view still show their count).
enum IssueJSON {
    static let fields = ["assignees", "author", "blockedBy", "blocking", "body", "closedAt", "comments", "createdAt",
                         "issueType", "labels", "milestone", "number", "parent", "state", "subIssues",
                         "subIssuesSummary", "title", "updatedAt", "url"]

    /// The fields read from an issue's links (`Issue.links`).
    static let linkFields: Set<String> = ["blockedBy", "blocking", "parent", "subIssues", "subIssuesSummary"]

    /// What a list must ask GitHub for to export `names` (`body` and `comments` are asked for on their own).
    static func listFields(_ names: [String]) -> IssueFields {
        let needs: [String: IssueFields] = [
            "title": .title, "state": .state, "author": .author, "labels": [.labelNames, .labelDetails],
            "assignees": .assignees, "milestone": .milestone, "url": .url, "createdAt": .createdAt,
            "updatedAt": .updatedAt, "closedAt": .closedAt, "issueType": .issueType,
        ]
        return names.reduce(into: []) { fields, name in
            fields.formUnion(linkFields.contains(name) ? .links : needs[name] ?? [])
        }
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
        case "issueType":
            return issue.issueType.map { type in
                .object(["id": .string(type.id), "name": .string(type.name), "color": .string(type.color),
                         "description": type.description.map(JSONValue.string) ?? .null])
            } ?? .null
        case "parent": return issue.links?.parent.map(linked) ?? .null
        case "subIssues": return .array((issue.links?.subIssues ?? []).map(linked))
        case "subIssuesSummary":
            let summary = issue.links?.subIssuesSummary ?? .none
            return .object(["total": .int(summary.total), "completed": .int(summary.completed),
                            "percentCompleted": .int(summary.percentCompleted)])
        case "blockedBy": return .array((issue.links?.blockedBy ?? []).map(linked))
        case "blocking": return .array((issue.links?.blocking ?? []).map(linked))
        default: return .null
        }
    }

    /// A linked issue as GraphQL selects it (`state` in capitals).
    static func linked(_ issue: LinkedIssue) -> JSONValue {
        .object(["id": .string(issue.id), "number": .int(issue.number), "title": .string(issue.title),
                 "state": .string(issue.state.rawValue.uppercased()), "url": .string(issue.url),
                 "repository": .object(["nameWithOwner": .string(issue.repository)])])
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
