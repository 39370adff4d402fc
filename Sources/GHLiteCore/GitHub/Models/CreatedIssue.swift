/// What GitHub answers to a create: where the issue is, and which of the asked-for options it kept
/// (GitHub silently drops labels, assignees and the milestone for people without push access).
public struct CreatedIssue: Sendable, Equatable, Decodable {
    public var number: Int
    /// For the GraphQL links that follow a create (`--parent`, `--blocked-by`, `--blocking`).
    public var nodeID: String
    public var htmlURL: String
    public var labels: [String]
    public var assignees: [String]
    public var milestoneNumber: Int?
    /// The whole issue, where the answer was REST's issue object (not GraphQL's `createIssue`'s, nor one lacking
    /// what an `Issue` needs): what `issue view --json` would read of it.
    public var issue: Issue?

    public init(number: Int, htmlURL: String, labels: [String] = [], assignees: [String] = [],
                milestoneNumber: Int? = nil, nodeID: String = "") {
        self.number = number
        self.nodeID = nodeID
        self.htmlURL = htmlURL
        self.labels = labels
        self.assignees = assignees
        self.milestoneNumber = milestoneNumber
    }

    enum CodingKeys: String, CodingKey {
        case number, labels, assignees, milestone
        case htmlURL = "html_url"
        case nodeID = "node_id"
    }

    struct Named: Decodable { var name: String }
    struct Login: Decodable { var login: String }
    struct Numbered: Decodable { var number: Int }

    /// A label in an issue is an object; some older answers give bare names.
    struct LabelEntry: Decodable {
        var name: String
        init(from decoder: any Decoder) throws {
            if let text = try? decoder.singleValueContainer().decode(String.self) {
                name = text
            } else {
                name = try Named(from: decoder).name
            }
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        number = try container.decode(Int.self, forKey: .number)
        nodeID = try container.decodeIfPresent(String.self, forKey: .nodeID) ?? ""
        htmlURL = try container.decode(String.self, forKey: .htmlURL)
        labels = try container.decodeLossyList(LabelEntry.self, forKey: .labels).map(\.name)
        assignees = try container.decodeLossyList(Login.self, forKey: .assignees).map(\.login)
        milestoneNumber = try container.decodeIfPresent(Numbered.self, forKey: .milestone)?.number
        issue = try? Issue(from: decoder)
    }
}
