/// One issue's edit (`IssueEditMutations`) as one GraphQL document, where REST takes a request per change: each
/// mutation aliased `m1`, `m2`... with its own input variable, run by GitHub in order. The labels', people's and
/// update's payloads read the issue as it then is; a refused mutation comes back null, beside an error whose `path`
/// starts with its alias. Sent once, as any write: an answer lost leaves the whole edit in doubt.
struct IssueEditDocument {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        client.editIssue = { mutations in try IssueEditDocument(api: api).send(mutations) }
    }

    /// What the answer reads of the issue: what `issue edit` checks GitHub kept, and every field REST's issue gives
    /// `issue view --json`, so that `--json` reads nothing after the edit (an Enterprise server less its type:
    /// `GitHubAPI.available`).
    static let issueFields: IssueFields = [.title, .state, .url, .createdAt, .updatedAt, .closedAt, .author, .labelNames,
                                           .labelDetails, .assignees, .milestone, .commentCount, .issueType]

    static func issueSelection(_ fields: IssueFields) -> String {
        "id " + IssueListQuery.nodeSelection(includingBody: true, includingComments: false, fields: fields)
            + " " + IssueCommentNode.reactionGroups
    }

    /// The mutation field, its input type and payload selection, and the input, of one part.
    static func mutation(_ part: IssueEditMutations.Part, issueID: String)
        -> (field: String, inputType: String, selection: String, input: any Encodable & Sendable) {
        switch part {
        case .addLabels(let ids):
            return ("addLabelsToLabelable", "AddLabelsToLabelableInput", "labelable { ...EditedIssue }",
                    LabelsInput(labelableId: issueID, labelIds: ids))
        case .removeLabels(let ids):
            return ("removeLabelsFromLabelable", "RemoveLabelsFromLabelableInput", "labelable { ...EditedIssue }",
                    LabelsInput(labelableId: issueID, labelIds: ids))
        case .addAssignees(let ids):
            return ("addAssigneesToAssignable", "AddAssigneesToAssignableInput", "assignable { ...EditedIssue }",
                    AssigneesInput(assignableId: issueID, assigneeIds: ids))
        case .removeAssignees(let ids):
            return ("removeAssigneesFromAssignable", "RemoveAssigneesFromAssignableInput", "assignable { ...EditedIssue }",
                    AssigneesInput(assignableId: issueID, assigneeIds: ids))
        case .update(let update):
            return ("updateIssue", "UpdateIssueInput", "issue { ...EditedIssue }", UpdateInput(id: issueID, update: update))
        case .link(let change):
            // Its payload's issue may be another (a parent): only the change is read, not the issue.
            let link = IssueLinkMutations.mutation(change)
            return (link.field, link.inputType, "clientMutationId", link.input)
        }
    }

    static func alias(_ index: Int) -> String { "m\(index + 1)" }

    static func document(_ mutations: IssueEditMutations,
                         issueFields: IssueFields) -> (document: String, variables: Variables) {
        let parts = mutations.parts.enumerated().map { index, part in (alias(index), mutation(part, issueID: mutations.issueID)) }
        let declarations = parts.map { "$\($0.0): \($0.1.inputType)!" }.joined(separator: ", ")
        let fields = parts.map { "\($0.0): \($0.1.field)(input: $\($0.0)) { \($0.1.selection) }" }.joined(separator: " ")
        let readsIssue = parts.contains { $0.1.selection.hasSuffix("{ ...EditedIssue }") }
        let fragment = "fragment EditedIssue on Issue { \(issueSelection(issueFields)) }"
        return ("mutation IssueEdit(\(declarations)) { \(fields) }" + (readsIssue ? " " + fragment : ""),
                Variables(inputs: parts.map { ($0.0, $0.1.input) }))
    }

    func send(_ mutations: IssueEditMutations) throws -> IssueEditAnswer {
        let fields = api.available(Self.issueFields)
        let (document, variables) = Self.document(mutations, issueFields: fields)
        let result = try api.mutateEach(document, variables: variables, as: Data.self)
        var answer = IssueEditAnswer(issueIsWhole: fields == Self.issueFields)
        for index in mutations.parts.indices {
            let alias = Self.alias(index)
            guard let payload = result.data.payloads[alias] ?? nil else {
                let error = result.errors.first { $0.alias == alias } ?? result.errors.first
                answer.refused[index] = error.map { GraphQLError($0, among: 1) }
                    ?? GraphQLError(type: nil, message: "GitHub answered nothing for this change")
                continue
            }
            if let issue = payload.issue { answer.issue = issue }
        }
        return answer
    }

    struct Variables: Encodable {
        var inputs: [(String, any Encodable & Sendable)]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: GraphQLAliasKey.self)
            for (alias, input) in inputs { try container.encode(AnyInput(input), forKey: GraphQLAliasKey(stringValue: alias)) }
        }
    }

    struct Data: Decodable {
        /// By alias; null where GitHub refused the mutation.
        var payloads: [String: Payload?]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: GraphQLAliasKey.self)
            var payloads: [String: Payload?] = [:]
            for key in container.allKeys { payloads[key.stringValue] = try container.decodeIfPresent(Payload.self, forKey: key) }
            self.payloads = payloads
        }
    }

    /// A part's payload: the issue under whichever of `labelable`, `assignable` or `issue` it has.
    struct Payload: Decodable {
        var issue: Issue?

        enum CodingKeys: String, CodingKey { case labelable, assignable, issue }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let node = try [CodingKeys.labelable, .assignable, .issue].lazy.compactMap {
                try container.decodeIfPresent(IssueListQuery.Node.self, forKey: $0)
            }.first
            issue = node?.issue
        }
    }

    private struct LabelsInput: Encodable, Sendable {
        var labelableId: String
        var labelIds: [String]
    }

    private struct AssigneesInput: Encodable, Sendable {
        var assignableId: String
        var assigneeIds: [String]
    }

    /// Only the fields changed are sent; a removed milestone is an explicit null.
    private struct UpdateInput: Encodable, Sendable {
        var id: String
        var update: IssueEditMutations.Update

        enum CodingKeys: String, CodingKey { case id, title, body, milestoneId }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encodeIfPresent(update.title, forKey: .title)
            try container.encodeIfPresent(update.body, forKey: .body)
            switch update.milestone {
            case .set(let id)?: try container.encode(id, forKey: .milestoneId)
            case .remove?: try container.encodeNil(forKey: .milestoneId)
            case nil: break
            }
        }
    }
}

/// A mutation's input whose type is known only at run time, encoded as itself.
struct AnyInput: Encodable, Sendable {
    var value: any Encodable & Sendable

    init(_ value: any Encodable & Sendable) { self.value = value }

    func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}
