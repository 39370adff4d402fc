/// Where a new issue goes as it is made: under its parent (`CreateIssueInput.parentIssueId`), with its type, labels,
/// assignees and milestone, all by node ids, in one `createIssue`.
public struct SubIssuePlacement: Sendable, Equatable {
    public var repositoryID: String
    public var parentID: String
    public var typeID: String?
    public var metadata: IssueMetadataIDs

    public init(repositoryID: String, parentID: String, typeID: String? = nil,
                metadata: IssueMetadataIDs = IssueMetadataIDs()) {
        self.repositoryID = repositoryID
        self.parentID = parentID
        self.typeID = typeID
        self.metadata = metadata
    }
}

/// An issue's labels, assignees and milestone by node id, as GraphQL's create takes them.
public struct IssueMetadataIDs: Sendable, Equatable {
    public var labels: [String]
    public var assignees: [String]
    public var milestone: String?

    public init(labels: [String] = [], assignees: [String] = [], milestone: String? = nil) {
        self.labels = labels
        self.assignees = assignees
        self.milestone = milestone
    }
}
