/// The body of `POST /repos/{owner}/{repo}/issues`. Empty lists and absent values are left out,
/// so the request says only what the user chose.
public struct NewIssueRequest: Sendable, Equatable, Encodable {
    public var title: String
    public var body: String
    public var labels: [String]
    public var assignees: [String]
    /// The milestone's number (GitHub takes the number, not the title).
    public var milestone: Int?
    /// An issue type's name (organisations only).
    public var type: String?
    /// Made straight into a parent's sub-issues: sent as GraphQL's `createIssue`, since REST's create takes no
    /// parent. Never encoded into REST's body.
    public var placement: SubIssuePlacement?

    public init(title: String, body: String = "", labels: [String] = [], assignees: [String] = [],
                milestone: Int? = nil, type: String? = nil) {
        self.title = title
        self.body = body
        self.labels = labels
        self.assignees = assignees
        self.milestone = milestone
        self.type = type
    }

    enum CodingKeys: String, CodingKey { case title, body, labels, assignees, milestone, type }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        if !body.isEmpty { try container.encode(body, forKey: .body) }
        if !labels.isEmpty { try container.encode(labels, forKey: .labels) }
        if !assignees.isEmpty { try container.encode(assignees, forKey: .assignees) }
        try container.encodeIfPresent(milestone, forKey: .milestone)
        try container.encodeIfPresent(type, forKey: .type)
    }
}
