/// `--json` fields of an issue, with gh's names and gh's values (`state` in capitals, `comments` an array of
/// comment objects; a terminal's table and view still show their count).
enum IssueJSON {
    static let fields = ["assignees", "author", "blockedBy", "blocking", "body", "closed", "closedAt", "comments",
                         "createdAt", "id", "isPinned", "issueType", "labels", "milestone", "number", "parent",
                         "projectCards", "reactionGroups", "state", "stateReason", "subIssues", "subIssuesSummary",
                         "title", "updatedAt", "url"]

    /// `--json` with these fields, on `issue view`, `list`, `status` and the commands that change issues.
    static let flag = JSONFieldSelection.flag(available: fields)
    /// `issue edit --json`, whose `-t` is the title.
    static let editFlag = JSONFieldSelection.flag(available: fields, template: .longOnly)
    /// `issue create --json`, whose `-T/--template` names an issue template: `--jq` only.
    static let createFlag = JSONFieldSelection.flag(available: fields, template: .none)

    /// The members of one comment (`comment(_:)`): `issue comment --json` offers them.
    static let commentFields = ["author", "authorAssociation", "body", "createdAt", "id", "includesCreatedEdit",
                                "isMinimized", "minimizedReason", "reactionGroups", "url", "viewerDidAuthor"]

    /// `issue comment --json`, with the fields of one comment.
    static let commentFlag = JSONFieldSelection.flag(available: commentFields)

    /// The fields read from an issue's links (`Issue.links`).
    static let linkFields: Set<String> = ["blockedBy", "blocking", "parent", "subIssues", "subIssuesSummary"]

    /// Whether exporting `names` reads the issue's links.
    static func needsLinks(_ names: [String]) -> Bool { names.contains(where: linkFields.contains) }

    /// The parts of an issue `names` export that a list or REST may not have sent (`IssueModel.withExtras`).
    static func extras(_ names: [String]) -> Set<IssueExtras.Part> { Set(names.compactMap(IssueExtras.Part.init)) }

    /// What a list must ask GitHub for to export `names` (`body` and `comments` are asked for on their own).
    static func listFields(_ names: [String]) -> IssueFields {
        let needs: [String: IssueFields] = [
            "title": .title, "state": .state, "closed": .state, "stateReason": .state, "author": .author,
            "labels": [.labelNames, .labelDetails],
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
        case "closed": return .bool(issue.state == .closed)
        case "stateReason": return .string(issue.stateReason?.uppercased() ?? "")
        case "author": return author(issue)
        case "labels":
            return .array(issue.labels.map { label in
                .object(["id": .string(label.id), "name": .string(label.name),
                         "color": .string(label.color), "description": .string(label.description ?? "")])
            })
        case "assignees":
            guard let assignees = issue.extras.assignees else {
                return .array(issue.assigneeLogins.map { .object(["login": .string($0)]) })
            }
            return .array(assignees.map { .object(["id": .string($0.id ?? ""), "login": .string($0.login),
                                                   "name": .string($0.name ?? "")]) })
        case "milestone":
            return issue.milestone.map { .object(["number": .int($0.number), "title": .string($0.title),
                                                  "description": .string($0.description ?? ""),
                                                  "dueOn": .date($0.dueOn)]) } ?? .null
        case "id": return .string(issue.extras.id)
        case "isPinned": return issue.extras.isPinned.map { .bool($0) } ?? .null
        case "reactionGroups": return issue.extras.reactionGroups.map(reactionGroups) ?? .null
        case "projectCards":
            return issue.extras.projectCards.map { cards in
                .array(cards.map { .object(["project": .object(["name": .string($0.project)]),
                                            "column": .object(["name": .string($0.column ?? "")])]) })
            } ?? .null
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

    /// One comment in gh's shape. What its source did not say (REST alone says nothing of hiding or of who is
    /// asking; online reads ask GraphQL for it) is left out rather than given gh's zero value: `false` would claim a
    /// hidden comment is not.
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
        if let groups = comment.reactionGroups { members["reactionGroups"] = reactionGroups(groups) }
        if let minimized = comment.isMinimized {
            members["isMinimized"] = .bool(minimized)
            members["minimizedReason"] = .string(comment.minimizedReason ?? "")
        }
        if let mine = comment.viewerDidAuthor { members["viewerDidAuthor"] = .bool(mine) }
        return .object(members)
    }

    /// gh's shapes: a user with ID and name; a bot (no user ID) as `app/LOGIN`. Where the source sent only the
    /// login (the mirror), only the login.
    private static func author(_ issue: Issue) -> JSONValue {
        guard issue.extras.hasAuthor else { return .object(["login": .string(issue.authorLogin)]) }
        // A deleted account: GitHub's null author, shown as GitHub's web shows it.
        guard let author = issue.extras.author else {
            return .object(["id": .string(""), "is_bot": .bool(false), "login": .string("ghost"), "name": .string("")])
        }
        guard let id = author.id else { return .object(["is_bot": .bool(true), "login": .string("app/" + author.login)]) }
        return .object(["id": .string(id), "is_bot": .bool(false), "login": .string(author.login),
                        "name": .string(author.name ?? "")])
    }

    private static func reactionGroups(_ groups: [ReactionGroup]) -> JSONValue {
        .array(groups.map { group in
            .object(["content": .string(group.content), "users": .object(["totalCount": .int(group.count)])])
        })
    }
}
