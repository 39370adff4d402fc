/// The body of `PATCH /repos/{owner}/{repo}/issues/{number}`: only what changes is sent. Labels and assignees
/// are the whole new sets (GitHub replaces them), by name; the milestone by number, or null to remove it.
public struct IssueUpdate: Sendable, Equatable, Encodable {
    public enum MilestoneChange: Sendable, Equatable {
        case set(Int)
        case remove
    }

    public var title: String?
    public var body: String?
    public var labels: [String]?
    public var assignees: [String]?
    public var milestone: MilestoneChange?

    public init(title: String? = nil, body: String? = nil, labels: [String]? = nil, assignees: [String]? = nil,
                milestone: MilestoneChange? = nil) {
        self.title = title
        self.body = body
        self.labels = labels
        self.assignees = assignees
        self.milestone = milestone
    }

    enum CodingKeys: String, CodingKey { case title, body, labels, assignees, milestone }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(body, forKey: .body)
        try container.encodeIfPresent(labels, forKey: .labels)
        try container.encodeIfPresent(assignees, forKey: .assignees)
        switch milestone {
        case .set(let number)?: try container.encode(number, forKey: .milestone)
        case .remove?: try container.encodeNil(forKey: .milestone)
        case nil: break
        }
    }
}
