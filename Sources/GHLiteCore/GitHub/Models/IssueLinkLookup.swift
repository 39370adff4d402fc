/// What a write to an issue's type, parent, sub-issues or dependencies needs to know first, read in one GraphQL
/// request: whether the repository's owner is an organisation, its issue types, and each issue named (the ones
/// written to and the ones linked) with its node id, its parent and its type.
public struct IssueLinkLookup: Sendable, Equatable {
    /// The repository's node id, for a create that carries its parent (`SubIssuePlacement`); nil when not read.
    public var repositoryID: String?
    public var ownerIsOrganization: Bool
    public var issueTypes: [IssueType]
    /// Keyed as `IssueLinkReference.normalized(in:)` keys them; an issue GitHub did not find is absent.
    public var issues: [IssueLinkReference: IssueLinkTarget]

    public init(repositoryID: String? = nil, ownerIsOrganization: Bool = true, issueTypes: [IssueType] = [],
                issues: [IssueLinkReference: IssueLinkTarget] = [:]) {
        self.repositoryID = repositoryID
        self.ownerIsOrganization = ownerIsOrganization
        self.issueTypes = issueTypes
        self.issues = issues
    }
}

/// An issue as a link to or from it needs it.
public struct IssueLinkTarget: Sendable, Equatable {
    public var id: String
    public var number: Int
    public var url: String
    /// `OWNER/REPO`.
    public var repository: String
    /// The parent's node id and how to name it.
    public var parent: Parent?
    public var issueTypeID: String?
    /// The node ids of the issues that block it (GitHub's first 100).
    public var blockedByIDs: [String]
    /// How many sub-issues it has (GitHub allows 100).
    public var subIssueCount: Int

    public struct Parent: Sendable, Equatable {
        public var id: String
        public var number: Int
        public var repository: String

        public init(id: String, number: Int, repository: String) {
            self.id = id
            self.number = number
            self.repository = repository
        }
    }

    public init(id: String, number: Int, url: String = "", repository: String, parent: Parent? = nil,
                issueTypeID: String? = nil, blockedByIDs: [String] = [], subIssueCount: Int = 0) {
        self.id = id
        self.number = number
        self.url = url
        self.repository = repository
        self.parent = parent
        self.issueTypeID = issueTypeID
        self.blockedByIDs = blockedByIDs
        self.subIssueCount = subIssueCount
    }
}

/// One write to an issue's type or links, by node ids: one GraphQL mutation each, sent once.
public enum IssueLinkChange: Sendable, Equatable {
    /// `replaceParent`: the child leaves the parent it has (`--parent`); without it GitHub refuses a second parent.
    case addSubIssue(parentID: String, childID: String, replaceParent: Bool)
    case removeSubIssue(parentID: String, childID: String)
    case addBlockedBy(issueID: String, blockingID: String)
    case removeBlockedBy(issueID: String, blockingID: String)
    /// nil removes the type.
    case setIssueType(issueID: String, typeID: String?)

    /// What it changes, for a line saying which parts of an edit went through.
    var part: String {
        switch self {
        case .setIssueType: "type"
        case .addSubIssue, .removeSubIssue: "sub-issue link"
        case .addBlockedBy, .removeBlockedBy: "dependency"
        }
    }
}
