/// Labels, assignees and milestone as GitHub knows them (canonical names, the milestone's number).
public struct IssueMetadata: Sendable, Equatable {
    public var labels: [String]
    public var assignees: [String]
    public var milestone: Milestone?
    /// The type, parent and dependencies asked for, checked against GitHub; nil when none was.
    var links: IssueLinkPlan?

    public init(labels: [String] = [], assignees: [String] = [], milestone: Milestone? = nil) {
        self.labels = labels
        self.assignees = assignees
        self.milestone = milestone
    }
}

/// Names as the user (or a template) gave them, before they are checked against the repository.
public struct WantedMetadata: Sendable, Equatable {
    public var labels: [String]
    public var assignees: [String]
    /// A title or a number.
    public var milestone: String?
    /// A template's labels and assignees: kept when they exist, left out with a warning when not.
    public var templateLabels: [String]
    public var templateAssignees: [String]

    public init(labels: [String] = [], assignees: [String] = [], milestone: String? = nil,
                templateLabels: [String] = [], templateAssignees: [String] = []) {
        self.labels = labels
        self.assignees = assignees
        self.milestone = milestone
        self.templateLabels = templateLabels
        self.templateAssignees = templateAssignees
    }
}

/// What GitHub did not apply of what was asked (it drops these silently for people without push access).
public struct DroppedOptions: Sendable, Equatable {
    public var labels: [String] = []
    public var assignees: [String] = []
    public var milestone: String?

    public init(labels: [String] = [], assignees: [String] = [], milestone: String? = nil) {
        self.labels = labels
        self.assignees = assignees
        self.milestone = milestone
    }

    public var isEmpty: Bool { labels.isEmpty && assignees.isEmpty && milestone == nil }

    public init(asked request: NewIssueRequest, milestoneTitle: String?, got issue: CreatedIssue) {
        let keptLabels = Set(issue.labels.map { $0.lowercased() })
        let keptAssignees = Set(issue.assignees.map { $0.lowercased() })
        labels = request.labels.filter { !keptLabels.contains($0.lowercased()) }
        assignees = request.assignees.filter { !keptAssignees.contains($0.lowercased()) }
        if let number = request.milestone, issue.milestoneNumber != number {
            milestone = milestoneTitle ?? String(number)
        }
    }
}
