/// Labels, assignees and milestone as GitHub knows them (canonical names, the milestone's number).
public struct IssueMetadata: Sendable, Equatable {
    public var labels: [String]
    public var assignees: [String]
    public var milestone: Milestone?
    /// The type, parent and dependencies asked for, checked against GitHub; nil when none was.
    var links: IssueLinkPlan?
    /// The node ids of the labels and people the look-ups found, by name: a name chosen later (at a picker, from
    /// REST's lists) may have none.
    var labelIDs: [String: String] = [:]
    var assigneeIDs: [String: String] = [:]

    public init(labels: [String] = [], assignees: [String] = [], milestone: Milestone? = nil) {
        self.labels = labels
        self.assignees = assignees
        self.milestone = milestone
    }

    /// The node ids of `labels`, `assignees` and `milestone`, as GraphQL's create takes them; nil when one is unknown.
    var ids: IssueMetadataIDs? {
        var ids = IssueMetadataIDs()
        for name in labels {
            guard let id = labelIDs[name] else { return nil }
            ids.labels.append(id)
        }
        for login in assignees {
            guard let id = assigneeIDs[login] else { return nil }
            ids.assignees.append(id)
        }
        if let milestone {
            guard let id = milestone.id else { return nil }
            ids.milestone = id
        }
        return ids
    }

    /// `other`'s labels and people after these, each once, with the node ids found for them.
    mutating func add(_ other: IssueMetadata) {
        labels = NameMatch.unique(labels + other.labels)
        assignees = NameMatch.unique(assignees + other.assignees)
        labelIDs.merge(other.labelIDs) { kept, _ in kept }
        assigneeIDs.merge(other.assigneeIDs) { kept, _ in kept }
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
