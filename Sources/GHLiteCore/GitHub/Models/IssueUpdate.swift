/// The body of `PATCH /repos/{owner}/{repo}/issues/{number}`: only what changes is sent; the milestone by number,
/// or null to remove it. Labels and assignees are never sent here (the PATCH would replace the whole sets): they
/// are added and removed on their own endpoints.
public struct IssueUpdate: Sendable, Equatable, Encodable {
    public enum MilestoneChange: Sendable, Equatable {
        case set(Int)
        case remove
    }

    public var title: String?
    public var body: String?
    public var milestone: MilestoneChange?

    public init(title: String? = nil, body: String? = nil, milestone: MilestoneChange? = nil) {
        self.title = title
        self.body = body
        self.milestone = milestone
    }

    /// Nothing to send.
    public var isEmpty: Bool { self == IssueUpdate() }

    enum CodingKeys: String, CodingKey { case title, body, milestone }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(body, forKey: .body)
        switch milestone {
        case .set(let number)?: try container.encode(number, forKey: .milestone)
        case .remove?: try container.encodeNil(forKey: .milestone)
        case nil: break
        }
    }
}
