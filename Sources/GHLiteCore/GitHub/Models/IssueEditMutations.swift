/// One issue's edit as GitHub's GraphQL mutations on node ids, sent as one document: GitHub runs them in `parts`'
/// order and answers for each. Labels and people are added and taken off (deltas, so one someone else set meanwhile
/// stays), never a whole set replaced; the title, body and milestone go in one `updateIssue`; the type and links after.
public struct IssueEditMutations: Sendable, Equatable {
    /// `updateIssue`'s fields: what is nil is left as it is.
    public struct Update: Sendable, Equatable {
        public var title: String?
        public var body: String?
        public var milestone: Milestone?

        public enum Milestone: Sendable, Equatable {
            case set(id: String)
            case remove
        }

        public init(title: String? = nil, body: String? = nil, milestone: Milestone? = nil) {
            self.title = title
            self.body = body
            self.milestone = milestone
        }

        var isEmpty: Bool { self == Update() }

        /// The fields it changes, for a line saying what went through.
        var fields: [String] {
            [(title, "title"), (body, "body")].compactMap { $0.0 == nil ? nil : $0.1 } + (milestone == nil ? [] : ["milestone"])
        }
    }

    /// One mutation of the document.
    public enum Part: Sendable, Equatable {
        case addLabels([String])
        case removeLabels([String])
        case addAssignees([String])
        case removeAssignees([String])
        case update(Update)
        case link(IssueLinkChange)

        /// What it changes, for a line saying which parts of an edit went through.
        var changes: [String] {
            switch self {
            case .addLabels, .removeLabels: ["labels"]
            case .addAssignees, .removeAssignees: ["assignees"]
            case .update(let update): update.fields
            case .link(let change): [change.part]
            }
        }
    }

    public var issueID: String
    public var addLabelIDs: [String]
    public var removeLabelIDs: [String]
    public var addAssigneeIDs: [String]
    public var removeAssigneeIDs: [String]
    public var update: Update
    public var links: [IssueLinkChange]

    public init(issueID: String, addLabelIDs: [String] = [], removeLabelIDs: [String] = [], addAssigneeIDs: [String] = [],
                removeAssigneeIDs: [String] = [], update: Update = Update(), links: [IssueLinkChange] = []) {
        self.issueID = issueID
        self.addLabelIDs = addLabelIDs
        self.removeLabelIDs = removeLabelIDs
        self.addAssigneeIDs = addAssigneeIDs
        self.removeAssigneeIDs = removeAssigneeIDs
        self.update = update
        self.links = links
    }

    /// The mutations in the order GitHub runs them; what changes nothing is left out.
    public var parts: [Part] {
        let lists: [([String], ([String]) -> Part)] = [(addLabelIDs, Part.addLabels), (removeLabelIDs, Part.removeLabels),
                                                       (addAssigneeIDs, Part.addAssignees),
                                                       (removeAssigneeIDs, Part.removeAssignees)]
        return lists.compactMap { ids, part in ids.isEmpty ? nil : part(ids) }
            + (update.isEmpty ? [] : [.update(update)]) + links.map(Part.link)
    }
}

/// GitHub's answer to one `IssueEditMutations` document: which parts it refused and why, and the issue as the last
/// labels, assignees or update payload it answered shows it (nil when none was sent or answered).
public struct IssueEditAnswer: Sendable {
    public var issue: Issue?
    /// `issue` carries every field REST's issue gives `issue view --json` (an Enterprise server is not asked the type).
    public var issueIsWhole: Bool
    /// By the part's index in `IssueEditMutations.parts`.
    public var refused: [Int: GraphQLError]

    public init(issue: Issue? = nil, issueIsWhole: Bool = false, refused: [Int: GraphQLError] = [:]) {
        self.issue = issue
        self.issueIsWhole = issueIsWhole
        self.refused = refused
    }
}
