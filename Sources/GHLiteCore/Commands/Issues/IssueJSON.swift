/// `--json` fields of an issue, with gh's names and gh's values (`state` in capitals, `comments` a count).
enum IssueJSON {
    static let fields = ["assignees", "author", "body", "closedAt", "comments", "createdAt", "labels", "milestone",
                         "number", "state", "title", "updatedAt", "url"]

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
        case "comments": return .int(issue.commentCount)
        default: return .null
        }
    }
}
