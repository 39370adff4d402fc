/// What `issue edit` changes, as the user named it (labels, people and the milestone not yet checked against
/// the repository). Nil and empty mean "leave as it is".
public struct IssueEdit: Sendable, Equatable {
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
                removeMilestone: Bool = false) {
        self.title = title
        self.body = body
        self.addLabels = addLabels
        self.removeLabels = removeLabels
        self.addAssignees = addAssignees
        self.removeAssignees = removeAssignees
        self.milestone = milestone
        self.removeMilestone = removeMilestone
    }

    public var isEmpty: Bool { self == IssueEdit() }

    /// Text the user typed that a failed send must not lose.
    var hasText: Bool { title != nil || body != nil }
}
