/// A page of `IssueList` read straight from its bytes (`JSONScanner`): the hot path of a long list, where
/// `Codable` spent most of gh-lite's CPU. Keys the query did not select are passed over.
extension IssueListQuery.Data {
    init(scanning json: inout JSONScanner) throws {
        var repository: IssueListQuery.Repository?
        try json.object { json, key in
            if key == "repository" {
                repository = try json.optional(IssueListQuery.Repository.init(scanning:))
            } else {
                try json.skip()
            }
        }
        self.init(repository: repository)
    }
}

extension IssueListQuery.Repository {
    init(scanning json: inout JSONScanner) throws {
        var hasIssuesEnabled: Bool?
        var everyIssue: Count?
        var issues: GraphQLConnection<IssueListQuery.Node>?
        try json.object { json, key in
            switch key {
            case "hasIssuesEnabled": hasIssuesEnabled = try json.bool()
            case "everyIssue":
                var total: Int?
                try json.object { json, key in
                    if key == "totalCount" { total = try json.int() } else { try json.skip() }
                }
                guard let total else { throw JSONScanner.Malformed() }
                everyIssue = Count(totalCount: total)
            case "issues": issues = try GraphQLConnection(scanning: &json)
            default: try json.skip()
            }
        }
        guard let hasIssuesEnabled, let issues else { throw JSONScanner.Malformed() }
        self.init(hasIssuesEnabled: hasIssuesEnabled, everyIssue: everyIssue, issues: issues)
    }
}

extension GraphQLConnection<IssueListQuery.Node> {
    init(scanning json: inout JSONScanner) throws {
        var totalCount: Int?
        var pageInfo: GraphQLPageInfo?
        var nodes: [IssueListQuery.Node?]?
        try json.object { json, key in
            switch key {
            case "totalCount": totalCount = try json.int()
            case "pageInfo":
                var hasNextPage: Bool?
                var endCursor: String?
                try json.object { json, key in
                    switch key {
                    case "hasNextPage": hasNextPage = try json.bool()
                    case "endCursor": endCursor = try json.optional { try $0.string() }
                    default: try json.skip()
                    }
                }
                guard let hasNextPage else { throw JSONScanner.Malformed() }
                pageInfo = GraphQLPageInfo(hasNextPage: hasNextPage, endCursor: endCursor)
            case "nodes": nodes = try json.array { try $0.optional(IssueListQuery.Node.init(scanning:)) }
            default: try json.skip()
            }
        }
        guard let totalCount, let pageInfo, let nodes else { throw JSONScanner.Malformed() }
        self.init(totalCount: totalCount, pageInfo: pageInfo, nodes: nodes)
    }
}

extension IssueListQuery.Node {
    init(scanning json: inout JSONScanner) throws {
        var id: String?, reactionGroups: [IssueCommentNode.Group]?
        var number: Int?
        var title: String?, body: String?, state: String?, stateReason: String?, url: String?
        var createdAt: Date?, updatedAt: Date?, closedAt: Date?
        var author: Login?
        var labels: Nodes<Label>?
        var assignees: Nodes<Login>?
        var milestone: MilestoneRef?
        var comments: Comments?
        var issueType: IssueLinksGraphQL.TypeNode?
        var parent: IssueLinksGraphQL.LinkedNode?
        var subIssuesSummary: SubIssuesSummary?
        var subIssues: IssueLinksGraphQL.LinkedNodes?, blockedBy: IssueLinksGraphQL.LinkedNodes?
        var blocking: IssueLinksGraphQL.LinkedNodes?
        try json.object { json, key in
            switch key {
            case "id": id = try json.string()
            case "reactionGroups": reactionGroups = try json.optional { try $0.array(IssueCommentNode.group) }
            case "number": number = try json.int()
            case "title": title = try json.optional { try $0.string() }
            case "body": body = try json.optional { try $0.string() }
            case "state": state = try json.string()
            case "stateReason": stateReason = try json.optional { try $0.string() }
            case "url": url = try json.string()
            case "createdAt": createdAt = try json.date()
            case "updatedAt": updatedAt = try json.optional { try $0.date() }
            case "closedAt": closedAt = try json.optional { try $0.date() }
            case "author": author = try json.optional(Login.init(scanning:))
            case "labels": labels = try json.optional { try Nodes(scanning: &$0, Self.label) }
            case "assignees": assignees = try json.optional { try Nodes(scanning: &$0, Login.init(scanning:)) }
            case "milestone": milestone = try json.optional(MilestoneRef.init(scanning:))
            case "comments": comments = try json.optional(Comments.init(scanning:))
            case "issueType": issueType = try json.optional(IssueLinksGraphQL.TypeNode.init(scanning:))
            case "parent": parent = try json.optional(IssueLinksGraphQL.LinkedNode.init(scanning:))
            case "subIssuesSummary": subIssuesSummary = try json.optional(SubIssuesSummary.init(scanning:))
            case "subIssues": subIssues = try json.optional(IssueLinksGraphQL.LinkedNodes.init(scanning:))
            case "blockedBy": blockedBy = try json.optional(IssueLinksGraphQL.LinkedNodes.init(scanning:))
            case "blocking": blocking = try json.optional(IssueLinksGraphQL.LinkedNodes.init(scanning:))
            default: try json.skip()
            }
        }
        guard let number else { throw JSONScanner.Malformed() }
        self.init(id: id, reactionGroups: reactionGroups, number: number, title: title, body: body, state: state, stateReason: stateReason, url: url,
                  createdAt: createdAt, updatedAt: updatedAt, closedAt: closedAt, author: author, labels: labels,
                  assignees: assignees, milestone: milestone, comments: comments, issueType: issueType, parent: parent,
                  subIssuesSummary: subIssuesSummary, subIssues: subIssues, blockedBy: blockedBy, blocking: blocking)
    }

    private static func label(_ json: inout JSONScanner) throws -> Label {
        var name: String?, color = "", description: String?, id: String?
        try json.object { json, key in
            switch key {
            case "id": id = try json.string()
            case "name": name = try json.string()
            case "color": color = try json.string()
            case "description": description = try json.optional { try $0.string() }
            default: try json.skip()
            }
        }
        guard let name else { throw JSONScanner.Malformed() }
        return Label(name: name, color: color, description: description, id: id)
    }
}

extension IssueListQuery.Node.Login {
    init(scanning json: inout JSONScanner) throws {
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

extension IssueListQuery.Node.Nodes {
    init(scanning json: inout JSONScanner, _ item: (inout JSONScanner) throws -> Item) throws {
        var nodes: [Item]?
        try json.object { json, key in
            if key == "nodes" { nodes = try json.array(item) } else { try json.skip() }
        }
        guard let nodes else { throw JSONScanner.Malformed() }
        self.init(nodes: nodes)
    }
}

extension IssueListQuery.Node.MilestoneRef {
    init(scanning json: inout JSONScanner) throws {
        var number: Int?, title: String?, description: String?, dueOn: Date?
        try json.object { json, key in
            switch key {
            case "number": number = try json.int()
            case "title": title = try json.string()
            case "description": description = try json.optional { try $0.string() }
            case "dueOn": dueOn = try json.optional { try $0.date() }
            default: try json.skip()
            }
        }
        guard let number, let title else { throw JSONScanner.Malformed() }
        self.init(number: number, title: title, description: description, dueOn: dueOn)
    }
}

extension IssueListQuery.Node.Comments {
    init(scanning json: inout JSONScanner) throws {
        var totalCount: Int?
        var nodes: [IssueCommentNode]?
        try json.object { json, key in
            switch key {
            case "totalCount": totalCount = try json.int()
            // A comment GitHub would not show is null (with its error): left out, so fewer come than `totalCount`.
            case "nodes": nodes = try json.array { try $0.optional(IssueCommentNode.init(scanning:)) }.compactMap { $0 }
            default: try json.skip()
            }
        }
        guard let totalCount else { throw JSONScanner.Malformed() }
        self.init(totalCount: totalCount, nodes: nodes)
    }
}

extension IssueCommentNode {
    init(scanning json: inout JSONScanner) throws {
        var id: String?, author: Login?, authorAssociation: String?, body: String?, url: String?
        var createdAt: Date?, updatedAt: Date?
        var includesCreatedEdit: Bool?, isMinimized: Bool?, viewerDidAuthor: Bool?
        var minimizedReason: String?
        var reactionGroups: [Group]?
        try json.object { json, key in
            switch key {
            case "id": id = try json.string()
            case "author": author = try json.optional(Login.init(scanning:))
            case "authorAssociation": authorAssociation = try json.string()
            case "body": body = try json.string()
            case "createdAt": createdAt = try json.date()
            case "updatedAt": updatedAt = try json.optional { try $0.date() }
            case "includesCreatedEdit": includesCreatedEdit = try json.bool()
            case "isMinimized": isMinimized = try json.bool()
            case "minimizedReason": minimizedReason = try json.optional { try $0.string() }
            case "reactionGroups": reactionGroups = try json.optional { try $0.array(Self.group) }
            case "url": url = try json.string()
            case "viewerDidAuthor": viewerDidAuthor = try json.bool()
            default: try json.skip()
            }
        }
        guard let id, let authorAssociation, let body, let createdAt, let includesCreatedEdit, let isMinimized,
              let url, let viewerDidAuthor else { throw JSONScanner.Malformed() }
        self.init(id: id, author: author, authorAssociation: authorAssociation, body: body, createdAt: createdAt,
                  updatedAt: updatedAt, includesCreatedEdit: includesCreatedEdit, isMinimized: isMinimized,
                  minimizedReason: minimizedReason, reactionGroups: reactionGroups, url: url,
                  viewerDidAuthor: viewerDidAuthor)
    }

    static func group(_ json: inout JSONScanner) throws -> Group {
        var content: String?, count: Int?
        try json.object { json, key in
            switch key {
            case "content": content = try json.string()
            case "users":
                try json.object { json, key in
                    if key == "totalCount" { count = try json.int() } else { try json.skip() }
                }
            default: try json.skip()
            }
        }
        guard let content, let count else { throw JSONScanner.Malformed() }
        return Group(content: content, users: Group.Users(totalCount: count))
    }
}
