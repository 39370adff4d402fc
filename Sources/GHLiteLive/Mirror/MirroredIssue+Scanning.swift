import GHLiteCore

/// A mirror record read in one pass (`JSONScanner`): a re-list reads up to a thousand while GitHub answers, where
/// `JSONDecoder` took most of the run's CPU. It reads what `JSONEncoder` wrote, by `JSONDecoder`'s rules (a field
/// missing or of another kind, or a date outside 1970 to 9999, and the record does not decode; unknown keys are
/// passed over). Comments, kept only for the issues viewed, are left to `MirrorJSON.decoder()`.
extension MirroredIssue {
    static func read(_ record: Data) throws -> MirroredIssue {
        try JSONScanner.read(record) { try MirroredIssue(scanning: &$0) }
    }

    private init(scanning json: inout JSONScanner) throws {
        var number: Int?, title: String?, body: String?, closed: Bool?, stateReason: String?, authorLogin: String?
        var labels: [MirroredLabel]?, assigneeLogins: [String]?, author: MirroredPerson?
        var assignees: [MirroredPerson]?, milestone: MirroredMilestone?, commentCount: Int?
        var comments: [MirroredComment]?, htmlURL: String?, createdAt: Date?, updatedAt: Date?, closedAt: Date?
        var issueType: IssueType?, links: IssueLinks?
        try json.object { json, key in
            switch key {
            case "number": number = try json.int()
            case "title": title = try json.string()
            case "body": body = try json.optional { try $0.string() }
            case "closed": closed = try json.bool()
            case "stateReason": stateReason = try json.optional { try $0.string() }
            case "authorLogin": authorLogin = try json.string()
            case "labels": labels = try json.array(MirroredLabel.init(scanning:))
            case "assigneeLogins": assigneeLogins = try json.array { try $0.string() }
            case "author": author = try json.optional(MirroredPerson.init(scanning:))
            case "assignees": assignees = try json.optional { try $0.array(MirroredPerson.init(scanning:)) }
            case "milestone": milestone = try json.optional(MirroredMilestone.init(scanning:))
            case "commentCount": commentCount = try json.int()
            case "comments":
                comments = try json.optional { try MirrorJSON.decoder().decode([MirroredComment].self, from: $0.raw()) }
            case "htmlURL": htmlURL = try json.string()
            case "createdAt": createdAt = try MirrorJSON.date(&json)
            case "updatedAt": updatedAt = try MirrorJSON.date(&json)
            case "closedAt": closedAt = try json.optional { try MirrorJSON.date(&$0) }
            case "issueType": issueType = try json.optional(IssueType.init(mirrorScanning:))
            case "links": links = try json.optional(IssueLinks.init(mirrorScanning:))
            default: try json.skip()
            }
        }
        guard let number, let title, let closed, let authorLogin, let labels, let assigneeLogins, let commentCount,
              let htmlURL, let createdAt, let updatedAt else { throw JSONScanner.Malformed() }
        (self.number, self.title, self.body, self.closed, self.stateReason) = (number, title, body, closed, stateReason)
        (self.authorLogin, self.labels, self.assigneeLogins) = (authorLogin, labels, assigneeLogins)
        (self.author, self.assignees, self.milestone) = (author, assignees, milestone)
        (self.commentCount, self.comments, self.htmlURL) = (commentCount, comments, htmlURL)
        (self.createdAt, self.updatedAt, self.closedAt) = (createdAt, updatedAt, closedAt)
        (self.issueType, self.links) = (issueType, links)
    }
}

extension MirroredIssue.MirroredLabel {
    fileprivate init(scanning json: inout JSONScanner) throws {
        var name: String?, color: String?, description: String?, id: String?
        try json.object { json, key in
            switch key {
            case "name": name = try json.string()
            case "color": color = try json.string()
            case "description": description = try json.optional { try $0.string() }
            case "id": id = try json.optional { try $0.string() }
            default: try json.skip()
            }
        }
        guard let name, let color else { throw JSONScanner.Malformed() }
        self.init(name: name, color: color, description: description, id: id)
    }
}

extension MirroredIssue.MirroredPerson {
    fileprivate init(scanning json: inout JSONScanner) throws {
        var login: String?, id: String?, name: String?
        try json.object { json, key in
            switch key {
            case "login": login = try json.string()
            case "id": id = try json.optional { try $0.string() }
            case "name": name = try json.optional { try $0.string() }
            default: try json.skip()
            }
        }
        guard let login else { throw JSONScanner.Malformed() }
        self.init(login: login, id: id, name: name)
    }
}

extension MirroredIssue.MirroredMilestone {
    fileprivate init(scanning json: inout JSONScanner) throws {
        var number: Int?, title: String?, state: String?, description: String?, dueOn: Date?
        var openIssues: Int?, closedIssues: Int?, url: String?
        try json.object { json, key in
            switch key {
            case "number": number = try json.int()
            case "title": title = try json.string()
            case "state": state = try json.string()
            case "description": description = try json.optional { try $0.string() }
            case "dueOn": dueOn = try json.optional { try MirrorJSON.date(&$0) }
            case "openIssues": openIssues = try json.int()
            case "closedIssues": closedIssues = try json.int()
            case "url": url = try json.string()
            default: try json.skip()
            }
        }
        guard let number, let title, let state, let openIssues, let closedIssues, let url else {
            throw JSONScanner.Malformed()
        }
        self.init(number: number, title: title, state: state, description: description, dueOn: dueOn,
                  openIssues: openIssues, closedIssues: closedIssues, url: url)
    }
}

extension IssueType {
    /// As the mirror keeps it: `color` as written, not made capitals again.
    fileprivate init(mirrorScanning json: inout JSONScanner) throws {
        var id: String?, name: String?, color: String?, description: String?, isEnabled: Bool?
        try json.object { json, key in
            switch key {
            case "id": id = try json.string()
            case "name": name = try json.string()
            case "color": color = try json.string()
            case "description": description = try json.optional { try $0.string() }
            case "isEnabled": isEnabled = try json.bool()
            default: try json.skip()
            }
        }
        guard let id, let name, let color, let isEnabled else { throw JSONScanner.Malformed() }
        self.init(id: id, name: name, description: description, isEnabled: isEnabled)
        self.color = color
    }
}

extension IssueLinks {
    fileprivate init(mirrorScanning json: inout JSONScanner) throws {
        var parent: LinkedIssue?, subIssues: [LinkedIssue]?, summary: SubIssuesSummary?
        var blockedBy: [LinkedIssue]?, blocking: [LinkedIssue]?
        try json.object { json, key in
            switch key {
            case "parent": parent = try json.optional(LinkedIssue.init(mirrorScanning:))
            case "subIssues": subIssues = try json.array(LinkedIssue.init(mirrorScanning:))
            case "subIssuesSummary": summary = try SubIssuesSummary(scanning: &json)
            case "blockedBy": blockedBy = try json.optional { try $0.array(LinkedIssue.init(mirrorScanning:)) }
            case "blocking": blocking = try json.optional { try $0.array(LinkedIssue.init(mirrorScanning:)) }
            default: try json.skip()
            }
        }
        guard let subIssues, let summary else { throw JSONScanner.Malformed() }
        self.init(parent: parent, subIssues: subIssues, subIssuesSummary: summary, blockedBy: blockedBy,
                  blocking: blocking)
    }
}

extension LinkedIssue {
    fileprivate init(mirrorScanning json: inout JSONScanner) throws {
        var id: String?, number: Int?, title: String?, state: Issue.State?, url: String?, repository: String?
        try json.object { json, key in
            switch key {
            case "id": id = try json.string()
            case "number": number = try json.int()
            case "title": title = try json.string()
            case "state": state = Issue.State(rawValue: try json.string())
            case "url": url = try json.string()
            case "repository": repository = try json.string()
            default: try json.skip()
            }
        }
        guard let id, let number, let title, let state, let url, let repository else { throw JSONScanner.Malformed() }
        self.init(id: id, number: number, title: title, state: state, url: url, repository: repository)
    }
}
