/// Each change to an issue's type, parent, sub-issues or dependencies as its own GraphQL mutation (`addSubIssue`,
/// `removeSubIssue`, `addBlockedBy`, `removeBlockedBy`, `updateIssueIssueType`) on the node ids `IssueLinkLookupGraphQL`
/// read, so that each is reported alone and a failure never hides which part went through.
struct IssueLinkMutations {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        let mutations = IssueLinkMutations(api: api)
        client.changeIssueLink = { change in try mutations.change(change) }
    }

    private struct SubIssueInput: Encodable, Sendable {
        var issueId: String
        var subIssueId: String
        var replaceParent: Bool?
    }

    private struct BlockedByInput: Encodable, Sendable {
        var issueId: String
        var blockingIssueId: String
    }

    private struct IssueTypeInput: Encodable, Sendable {
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

    /// The mutation field, its input type and the input that make `change`, as `IssueEditDocument` sends it too.
    static func mutation(_ change: IssueLinkChange) -> (field: String, inputType: String, input: any Encodable & Sendable) {
        switch change {
        case .addSubIssue(let parentID, let childID, let replaceParent):
            ("addSubIssue", "AddSubIssueInput",
             SubIssueInput(issueId: parentID, subIssueId: childID, replaceParent: replaceParent ? true : nil))
        case .removeSubIssue(let parentID, let childID):
            ("removeSubIssue", "RemoveSubIssueInput", SubIssueInput(issueId: parentID, subIssueId: childID))
        case .addBlockedBy(let issueID, let blockingID):
            ("addBlockedBy", "AddBlockedByInput", BlockedByInput(issueId: issueID, blockingIssueId: blockingID))
        case .removeBlockedBy(let issueID, let blockingID):
            ("removeBlockedBy", "RemoveBlockedByInput", BlockedByInput(issueId: issueID, blockingIssueId: blockingID))
        case .setIssueType(let issueID, let typeID):
            ("updateIssueIssueType", "UpdateIssueIssueTypeInput", IssueTypeInput(issueId: issueID, issueTypeId: typeID))
        }
    }

    /// `mutation AddSubIssue($input: AddSubIssueInput!) { addSubIssue(input: $input) { issue { id } } }` and so on.
    static func document(_ field: String, _ inputType: String) -> String {
        "mutation \(inputType.dropLast("Input".count))($input: \(inputType)!) { \(field)(input: $input) { issue { id } } }"
    }

    func change(_ change: IssueLinkChange) throws {
        let (field, inputType, input) = Self.mutation(change)
        _ = try api.mutate(Self.document(field, inputType), variables: MutationInput(input: AnyInput(input)), as: IgnoredAnswer.self)
    }
}
