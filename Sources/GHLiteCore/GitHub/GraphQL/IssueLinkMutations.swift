/// Each change to an issue's type, parent, sub-issues or dependencies as its own GraphQL mutation (`addSubIssue`,
/// `removeSubIssue`, `addBlockedBy`, `removeBlockedBy`, `updateIssueIssueType`) on the node ids `IssueLinkLookupGraphQL`
/// read, so that each is reported alone and a failure never hides which part went through.
struct IssueLinkMutations {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        let mutations = IssueLinkMutations(api: api)
        client.changeIssueLink = { change in try mutations.change(change) }
    }

    static let addSubIssueDocument = """
        mutation AddSubIssue($input: AddSubIssueInput!) { addSubIssue(input: $input) { issue { id } } }
        """
    static let removeSubIssueDocument = """
        mutation RemoveSubIssue($input: RemoveSubIssueInput!) { removeSubIssue(input: $input) { issue { id } } }
        """
    static let addBlockedByDocument = """
        mutation AddBlockedBy($input: AddBlockedByInput!) { addBlockedBy(input: $input) { issue { id } } }
        """
    static let removeBlockedByDocument = """
        mutation RemoveBlockedBy($input: RemoveBlockedByInput!) { removeBlockedBy(input: $input) { issue { id } } }
        """
    static let updateIssueTypeDocument = """
        mutation UpdateIssueIssueType($input: UpdateIssueIssueTypeInput!) { updateIssueIssueType(input: $input) { issue { id } } }
        """

    private struct SubIssueInput: Encodable {
        var issueId: String
        var subIssueId: String
        var replaceParent: Bool?
    }

    private struct BlockedByInput: Encodable {
        var issueId: String
        var blockingIssueId: String
    }

    private struct IssueTypeInput: Encodable {
        var issueId: String
        var issueTypeId: String?

        enum CodingKeys: String, CodingKey { case issueId, issueTypeId }

        // A null `issueTypeId` removes the type: it is sent, not left out.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(issueId, forKey: .issueId)
            try container.encode(issueTypeId, forKey: .issueTypeId)
        }
    }

    func change(_ change: IssueLinkChange) throws {
        switch change {
        case .addSubIssue(let parentID, let childID, let replaceParent):
            try send(Self.addSubIssueDocument, SubIssueInput(issueId: parentID, subIssueId: childID,
                                                             replaceParent: replaceParent ? true : nil))
        case .removeSubIssue(let parentID, let childID):
            try send(Self.removeSubIssueDocument, SubIssueInput(issueId: parentID, subIssueId: childID))
        case .addBlockedBy(let issueID, let blockingID):
            try send(Self.addBlockedByDocument, BlockedByInput(issueId: issueID, blockingIssueId: blockingID))
        case .removeBlockedBy(let issueID, let blockingID):
            try send(Self.removeBlockedByDocument, BlockedByInput(issueId: issueID, blockingIssueId: blockingID))
        case .setIssueType(let issueID, let typeID):
            try send(Self.updateIssueTypeDocument, IssueTypeInput(issueId: issueID, issueTypeId: typeID))
        }
    }

    private func send<Input: Encodable>(_ document: String, _ input: Input) throws {
        _ = try api.mutate(document, variables: MutationInput(input: input), as: IgnoredAnswer.self)
    }
}
