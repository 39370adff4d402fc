/// The GraphQL selections of an issue's type and links, and their answers, shared by `issue view`, lists and the
/// mirror's refresh. Dependencies exist on github.com only: an Enterprise server is never asked for them.
enum IssueLinksGraphQL {
    static let issueType = "issueType { id name color description }"

    private static let linkedIssue = "id number title state url repository { nameWithOwner }"

    /// Up to 100 sub-issues (GitHub's limit per parent) and 50 of each dependency (GitHub's limit per issue).
    static func links(dependencies: Bool) -> String {
        var selection = "parent { \(linkedIssue) } subIssuesSummary { total completed percentCompleted } "
            + "subIssues(first: 100) { nodes { \(linkedIssue) } }"
        if dependencies {
            selection += " blockedBy(first: 50) { nodes { \(linkedIssue) } } blocking(first: 50) { nodes { \(linkedIssue) } }"
        }
        return selection
    }

    struct TypeNode: Decodable {
        var id: String
        var name: String
        var color: String
        var description: String?

        var issueType: IssueType { IssueType(id: id, name: name, color: color, description: description) }
    }

    struct LinkedNode: Decodable {
        struct Repository: Decodable { var nameWithOwner: String }

        var id: String
        var number: Int
        var title: String
        var state: String
        var url: String
        var repository: Repository

        var issue: LinkedIssue {
            LinkedIssue(id: id, number: number, title: title, state: state == "CLOSED" ? .closed : .open, url: url,
                        repository: repository.nameWithOwner)
        }
    }

    struct LinkedNodes: Decodable {
        /// A linked issue the token may not see comes back as null, and is left out.
        var nodes: [LinkedNode?]
        var issues: [LinkedIssue] { nodes.compactMap { $0?.issue } }
    }

    /// The links as an issue node carries them; `subIssuesSummary` says they were asked for.
    static func links(parent: LinkedNode?, summary: SubIssuesSummary?, subIssues: LinkedNodes?,
                      blockedBy: LinkedNodes?, blocking: LinkedNodes?) -> IssueLinks? {
        guard let summary else { return nil }
        return IssueLinks(parent: parent?.issue, subIssues: subIssues?.issues ?? [], subIssuesSummary: summary,
                          blockedBy: blockedBy?.issues, blocking: blocking?.issues)
    }
}

extension IssueLinksGraphQL.TypeNode {
    init(scanning json: inout JSONScanner) throws {
        var id: String?, name: String?, color: String?, description: String?
        try json.object { json, key in
            switch key {
            case "id": id = try json.string()
            case "name": name = try json.string()
            case "color": color = try json.string()
            case "description": description = try json.optional { try $0.string() }
            default: try json.skip()
            }
        }
        guard let id, let name, let color else { throw JSONScanner.Malformed() }
        self.init(id: id, name: name, color: color, description: description)
    }
}

extension IssueLinksGraphQL.LinkedNode {
    init(scanning json: inout JSONScanner) throws {
        var id: String?, number: Int?, title: String?, state: String?, url: String?, repository: String?
        try json.object { json, key in
            switch key {
            case "id": id = try json.string()
            case "number": number = try json.int()
            case "title": title = try json.string()
            case "state": state = try json.string()
            case "url": url = try json.string()
            case "repository":
                try json.object { json, key in
                    if key == "nameWithOwner" { repository = try json.string() } else { try json.skip() }
                }
            default: try json.skip()
            }
        }
        guard let id, let number, let title, let state, let url, let repository else { throw JSONScanner.Malformed() }
        self.init(id: id, number: number, title: title, state: state, url: url,
                  repository: Repository(nameWithOwner: repository))
    }
}

extension IssueLinksGraphQL.LinkedNodes {
    init(scanning json: inout JSONScanner) throws {
        var nodes: [IssueLinksGraphQL.LinkedNode?]?
        try json.object { json, key in
            if key == "nodes" {
                nodes = try json.array { try $0.optional(IssueLinksGraphQL.LinkedNode.init(scanning:)) }
            } else {
                try json.skip()
            }
        }
        guard let nodes else { throw JSONScanner.Malformed() }
        self.init(nodes: nodes)
    }
}

extension SubIssuesSummary {
    public init(scanning json: inout JSONScanner) throws {
        var total: Int?, completed: Int?, percent: Int?
        try json.object { json, key in
            switch key {
            case "total": total = try json.int()
            case "completed": completed = try json.int()
            case "percentCompleted": percent = try json.int()
            default: try json.skip()
            }
        }
        guard let total, let completed, let percent else { throw JSONScanner.Malformed() }
        self.init(total: total, completed: completed, percentCompleted: percent)
    }
}
