/// Where a new issue goes as it is made: under its parent (`CreateIssueInput.parentIssueId`), with its type, by node
/// ids. GraphQL's create takes labels, assignees and a milestone by node id too, which the name checks do not read,
/// so a create naming any of those goes through REST and its parent follows it (`IssueLinkPlan.placement`).
public struct SubIssuePlacement: Sendable, Equatable {
    public var repositoryID: String
    public var parentID: String
    public var typeID: String?

    public init(repositoryID: String, parentID: String, typeID: String? = nil) {
        self.repositoryID = repositoryID
        self.parentID = parentID
        self.typeID = typeID
    }
}
