/// A new issue made straight into its parent's sub-issues, with its type: one `createIssue` with `parentIssueId`,
/// where REST's create would need an `addSubIssue` after it. Sent once, as any write.
struct SubIssueCreation {
    var api: GitHubAPI

    static let document = """
        mutation CreateIssue($input: CreateIssueInput!) { createIssue(input: $input) { issue { id number url } } }
        """

    struct Input: Encodable {
        var repositoryId: String
        var title: String
        var body: String?
        var issueTypeId: String?
        var parentIssueId: String
    }

    struct Answer: Decodable {
        struct Payload: Decodable { var issue: Node }
        struct Node: Decodable {
            var id: String
            var number: Int
            var url: String
        }
        var createIssue: Payload
    }

    func create(_ request: NewIssueRequest, _ placement: SubIssuePlacement) throws -> CreatedIssue {
        let input = Input(repositoryId: placement.repositoryID, title: request.title,
                          body: request.body.isEmpty ? nil : request.body, issueTypeId: placement.typeID,
                          parentIssueId: placement.parentID)
        let issue = try api.mutate(Self.document, variables: MutationInput(input: input), as: Answer.self).createIssue.issue
        return CreatedIssue(number: issue.number, htmlURL: issue.url, nodeID: issue.id)
    }
}
