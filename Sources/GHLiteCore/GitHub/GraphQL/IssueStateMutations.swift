/// Closing and reopening issues as gh does it, through GraphQL: the issue looked up by number for its node id
/// and state, then `addComment`, `closeIssue` or `reopenIssue`. GraphQL, not REST's `PATCH .../issues/{n}`,
/// because only `closeIssue` takes the issue a duplicate duplicates (`duplicateIssueId`), and the node id the
/// look-up returns serves every later mutation on the same issue.
struct IssueStateMutations {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        let mutations = IssueStateMutations(api: api)
        client.getIssueTarget = { repo, number in try mutations.target(repo, number) }
        client.addComment = { subjectID, body in try mutations.addComment(subjectID, body) }
        client.closeIssue = { closing in try mutations.close(closing) }
        client.reopenIssue = { issueID in try mutations.reopen(issueID) }
    }

    func target(_ repo: RepoRef, _ number: Int) throws -> IssueTarget {
        struct Variables: Encodable {
            var owner: String
            var repo: String
            var number: Int
        }
        let result = try api.query(Self.targetDocument, variables: Variables(owner: repo.owner, repo: repo.name,
                                                                               number: number), as: TargetData.self)
        guard let repository = result.data.repository else {
            throw result.missingRepository(repo)
        }
        // GitHub's `issue(number:)` is null, with a NOT_FOUND error, for a number that is no issue (a pull request's too).
        guard let issue = repository.issue else {
            guard repository.hasIssuesEnabled else { throw IssueLookupError.issuesDisabled }
            throw IssueLookupError.issueNotFound(number)
        }
        return IssueTarget(id: issue.id, number: issue.number, title: issue.title,
                           state: issue.state == "CLOSED" ? .closed : .open, stateReason: issue.stateReason,
                           url: issue.url, locked: issue.locked, activeLockReason: issue.activeLockReason,
                           isPinned: issue.isPinned ?? false)
    }

    func addComment(_ subjectID: String, _ body: String) throws -> String {
        struct Input: Encodable {
            var subjectId: String
            var body: String
        }
        struct Data: Decodable {
            struct Payload: Decodable { var commentEdge: Edge? }
            struct Edge: Decodable { var node: Node? }
            struct Node: Decodable { var url: String }
            var addComment: Payload?
        }
        let data = try api.mutate(Self.addCommentDocument, variables: MutationInput(input: Input(subjectId: subjectID, body: body)),
                                  as: Data.self)
        return data.addComment?.commentEdge?.node?.url ?? ""
    }

    func close(_ closing: IssueClosing) throws {
        struct Input: Encodable {
            var issueId: String
            var stateReason: String?
            var duplicateIssueId: String?
        }
        let input = Input(issueId: closing.issueID, stateReason: closing.reason?.graphQLValue,
                          duplicateIssueId: closing.duplicateOfID)
        _ = try api.mutate(Self.closeDocument, variables: MutationInput(input: input), as: IgnoredAnswer.self)
    }

    func reopen(_ issueID: String) throws {
        struct Input: Encodable { var issueId: String }
        _ = try api.mutate(Self.reopenDocument, variables: MutationInput(input: Input(issueId: issueID)),
                           as: IgnoredAnswer.self)
    }

    private struct TargetData: Decodable {
        struct Repository: Decodable {
            var hasIssuesEnabled: Bool
            var issue: Node?
        }
        struct Node: Decodable {
            var id: String
            var number: Int
            var title: String
            var state: String
            var stateReason: String?
            var url: String
            var locked: Bool
            var activeLockReason: String?
            var isPinned: Bool?
        }
        var repository: Repository?
    }

    static let targetDocument = """
        query IssueTarget($owner: String!, $repo: String!, $number: Int!) {
          repository(owner: $owner, name: $repo) {
            hasIssuesEnabled
            issue(number: $number) {
              id number title state stateReason(enableDuplicate: true) url locked activeLockReason isPinned
            }
          }
        }
        """

    static let addCommentDocument = """
        mutation CommentCreate($input: AddCommentInput!) {
          addComment(input: $input) { commentEdge { node { url } } }
        }
        """

    static let closeDocument = """
        mutation IssueClose($input: CloseIssueInput!) {
          closeIssue(input: $input) { issue { id } }
        }
        """

    static let reopenDocument = """
        mutation IssueReopen($input: ReopenIssueInput!) {
          reopenIssue(input: $input) { issue { id } }
        }
        """
}
