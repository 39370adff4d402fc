/// A new issue made straight into its parent's sub-issues, with its type, labels, assignees and milestone: one
/// `createIssue` with `parentIssueId`, where REST's create would need an `addSubIssue` after it. Sent once, as any
/// write. The answer says which labels, people and milestone GitHub kept (it drops them for people without push
/// access, as REST's create does).
struct SubIssueCreation {
    var api: GitHubAPI

    static let document = """
        mutation CreateIssue($input: CreateIssueInput!) { createIssue(input: $input) { issue { id number url \
        labels(first: 100) { nodes { name } } assignees(first: 100) { nodes { login } } milestone { number } } } }
        """

    struct Input: Encodable {
        var repositoryId: String
        var title: String
        var body: String?
        var issueTypeId: String?
        var parentIssueId: String
        var labelIds: [String]?
        var assigneeIds: [String]?
        var milestoneId: String?
    }

    struct Answer: Decodable {
        struct Payload: Decodable { var issue: Node }
        struct Node: Decodable {
            var id: String
            var number: Int
            var url: String
            var labels: Connection<CreatedIssue.Named>?
            var assignees: Connection<CreatedIssue.Login>?
            var milestone: CreatedIssue.Numbered?
        }
        struct Connection<Item: Decodable>: Decodable {
            /// Null where GitHub left one out of a partial answer.
            var nodes: [Item?]
        }
        var createIssue: Payload
    }

    func create(_ request: NewIssueRequest, _ placement: SubIssuePlacement) throws -> CreatedIssue {
        let ids = placement.metadata
        let input = Input(repositoryId: placement.repositoryID, title: request.title,
                          body: request.body.isEmpty ? nil : request.body, issueTypeId: placement.typeID,
                          parentIssueId: placement.parentID, labelIds: ids.labels.isEmpty ? nil : ids.labels,
                          assigneeIds: ids.assignees.isEmpty ? nil : ids.assignees, milestoneId: ids.milestone)
        let issue = try api.mutate(Self.document, variables: MutationInput(input: input), as: Answer.self).createIssue.issue
        return CreatedIssue(number: issue.number, htmlURL: issue.url,
                            labels: (issue.labels?.nodes ?? []).compactMap { $0?.name },
                            assignees: (issue.assignees?.nodes ?? []).compactMap { $0?.login },
                            milestoneNumber: issue.milestone?.number, nodeID: issue.id)
    }
}
