/// An issue (or pull request) of REST's list read straight from its bytes (`JSONScanner`), for the pages a cold list
/// reads side by side (`NewestIssuesEndpoint`): GitHub's issue object has about 30 keys and two whole users, of which
/// these are kept, and the rest passed over without building anything. The links' counts are not read: those lists
/// never show links.
extension Issue {
    init(scanning json: inout JSONScanner) throws {
        var number: Int?, title = "", body: String?, state = State.open, stateReason: String?, author = "ghost"
        var labels: [Label] = [], assignees: [String] = [], milestone: Milestone?, comments = 0, htmlURL: String?
        var createdAt: Date?, updatedAt: Date?, closedAt: Date?, isPullRequest = false, issueType: IssueType?
        var extras = IssueExtras()
        try json.object { json, key in
            switch key {
            case "number": number = try json.int()
            case "title": title = try json.optional { try $0.string() } ?? ""
            case "body": body = try json.optional { try $0.string() }
            case "state": state = try json.optional { try $0.string() } == "closed" ? .closed : .open
            case "state_reason": stateReason = try json.optional { try $0.string() }
            // A deleted account comes back as null ("ghost" on github.com).
            case "user": author = try json.optional(Self.login) ?? "ghost"
            case "labels": labels = try json.optional { try $0.array(Label.init(scanning:)) } ?? []
            case "assignees": assignees = try json.optional { try $0.array(Self.login) } ?? []
            case "milestone": milestone = try json.optional(Milestone.init(scanning:))
            case "comments": comments = try json.optional { try $0.int() } ?? 0
            case "html_url": htmlURL = try json.string()
            case "created_at": createdAt = try json.date()
            case "updated_at": updatedAt = try json.optional { try $0.date() }
            case "closed_at": closedAt = try json.optional { try $0.date() }
            case "pull_request": isPullRequest = try json.optional { try $0.skip() } != nil
            case "type": issueType = try json.optional(Self.issueType)
            case "node_id": extras.id = try json.optional { try $0.string() }
            case "reactions": extras.reactionGroups = try json.optional(Self.reactionGroups)
            default: try json.skip()
            }
        }
        guard let number, let htmlURL, let createdAt else { throw JSONScanner.Malformed() }
        self.init(number: number, title: title, body: body, state: state, stateReason: stateReason, authorLogin: author,
                  labels: labels, assigneeLogins: assignees, milestone: milestone, commentCount: comments,
                  htmlURL: htmlURL, createdAt: createdAt, updatedAt: updatedAt, closedAt: closedAt,
                  isPullRequest: isPullRequest)
        self.issueType = issueType
        self.extras = extras
    }

    private static func login(_ json: inout JSONScanner) throws -> String {
        var login: String?
        try json.object { json, key in
            if key == "login" { login = try json.string() } else { try json.skip() }
        }
        guard let login else { throw JSONScanner.Malformed() }
        return login
    }

    private static func issueType(_ json: inout JSONScanner) throws -> IssueType {
        var id: String?, name: String?, color: String?, description: String?
        try json.object { json, key in
            switch key {
            case "node_id": id = try json.string()
            case "name": name = try json.string()
            case "color": color = try json.optional { try $0.string() }
            case "description": description = try json.optional { try $0.string() }
            default: try json.skip()
            }
        }
        guard let id, let name else { throw JSONScanner.Malformed() }
        return IssueType(id: id, name: name, color: color ?? "", description: description)
    }

    /// As `ReactionGroup.RESTRollup` reads them.
    private static func reactionGroups(_ json: inout JSONScanner) throws -> [ReactionGroup] {
        var counts: [String: Int] = [:]
        try json.object { json, key in
            if ReactionGroup.kinds.contains(where: { $0.rest == key }) {
                counts[key] = try json.optional { try $0.int() }
            } else {
                try json.skip()
            }
        }
        return ReactionGroup.kinds.compactMap { kind in
            counts[kind.rest].flatMap { $0 > 0 ? ReactionGroup(content: kind.content, count: $0) : nil }
        }
    }
}

extension Label {
    init(scanning json: inout JSONScanner) throws {
        var name: String?, color: String?, description: String?, nodeID: String?
        try json.object { json, key in
            switch key {
            case "name": name = try json.string()
            case "color": color = try json.optional { try $0.string() }
            case "description": description = try json.optional { try $0.string() }
            case "node_id": nodeID = try json.optional { try $0.string() }
            default: try json.skip()
            }
        }
        guard let name else { throw JSONScanner.Malformed() }
        self.init(name: name, color: color ?? "", description: description, id: nodeID)
    }
}

extension Milestone {
    init(scanning json: inout JSONScanner) throws {
        var number: Int?, title: String?, state: String?, description: String?, dueOn: Date?, open = 0, closed = 0
        var url: String?
        try json.object { json, key in
            switch key {
            case "number": number = try json.int()
            case "title": title = try json.optional { try $0.string() }
            case "state": state = try json.optional { try $0.string() }
            case "description": description = try json.optional { try $0.string() }
            case "due_on": dueOn = try json.optional { try $0.date() }
            case "open_issues": open = try json.optional { try $0.int() } ?? 0
            case "closed_issues": closed = try json.optional { try $0.int() } ?? 0
            case "html_url": url = try json.optional { try $0.string() }
            default: try json.skip()
            }
        }
        guard let number else { throw JSONScanner.Malformed() }
        self.init(number: number, title: title ?? "", state: state ?? "open", description: description, dueOn: dueOn,
                  openIssues: open, closedIssues: closed, url: url ?? "")
    }
}
