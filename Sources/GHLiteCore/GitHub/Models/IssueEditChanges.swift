/// What `issue edit` changes, as the user named it (labels, people and the milestone not yet checked against
/// the repository). Nil and empty mean "leave as it is".
public struct IssueEdit: Sendable, Equatable, Codable {
    public var title: String?
    public var body: String?
    public var addLabels: [String] = []
    public var removeLabels: [String] = []
    /// Logins, or `@me`.
    public var addAssignees: [String] = []
    public var removeAssignees: [String] = []
    /// A title or a number (`3`, `#3`).
    public var milestone: String?
    public var removeMilestone = false
    /// The type, parent, sub-issues and dependencies.
    public var links = IssueLinkEdit()

    public init(title: String? = nil, body: String? = nil, addLabels: [String] = [], removeLabels: [String] = [],
                addAssignees: [String] = [], removeAssignees: [String] = [], milestone: String? = nil,
                removeMilestone: Bool = false, links: IssueLinkEdit = IssueLinkEdit()) {
        self.title = title
        self.body = body
        self.addLabels = addLabels
        self.removeLabels = removeLabels
        self.addAssignees = addAssignees
        self.removeAssignees = removeAssignees
        self.milestone = milestone
        self.removeMilestone = removeMilestone
        self.links = links
    }

    // An outbox entry queued before a field existed decodes with it left as it is.
    enum CodingKeys: String, CodingKey {
        case title, body, addLabels, removeLabels, addAssignees, removeAssignees, milestone, removeMilestone, links
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func list(_ key: CodingKeys) throws -> [String] { try container.decodeIfPresent([String].self, forKey: key) ?? [] }
        title = try container.decodeIfPresent(String.self, forKey: .title)
        body = try container.decodeIfPresent(String.self, forKey: .body)
        addLabels = try list(.addLabels)
        removeLabels = try list(.removeLabels)
        addAssignees = try list(.addAssignees)
        removeAssignees = try list(.removeAssignees)
        milestone = try container.decodeIfPresent(String.self, forKey: .milestone)
        removeMilestone = try container.decodeIfPresent(Bool.self, forKey: .removeMilestone) ?? false
        links = try container.decodeIfPresent(IssueLinkEdit.self, forKey: .links) ?? IssueLinkEdit()
    }

    public var isEmpty: Bool { self == IssueEdit() }

    /// Text the user typed that a failed send must not lose.
    var hasText: Bool { title != nil || body != nil }
}
