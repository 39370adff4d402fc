/// Closing and reopening issues as gh does it, through GraphQL: the issue looked up by number for its node id
/// and state, then `addComment`, `closeIssue` or `reopenIssue`. GraphQL, not REST's `PATCH .../issues/{n}`,
/// because only `closeIssue` takes the issue a duplicate duplicates (`duplicateIssueId`), and the node id the
/// look-up returns serves every later mutation on the same issue. `close -c` asks the look-up for the newest
/// comment too, and sends the comment and the close as one document: two requests where gh sends three.
struct IssueStateMutations {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        let mutations = IssueStateMutations(api: api)
        client.getIssueTarget = { repo, number in try mutations.target(repo, number, withNewestComment: false).0 }
        client.getIssueTargetsByID = { ids in try mutations.targets(ids) }
        client.getIssueTargetWithNewestComment = { repo, number in
            try mutations.target(repo, number, withNewestComment: true)
        }
        client.commentAndWriteIssueState = { body, write in try mutations.comment(body, andWrite: write) }
        client.addComment = { subjectID, body in try mutations.addComment(subjectID, body) }
        client.closeIssue = { closing in try mutations.close(closing) }
        client.reopenIssue = { issueID in try mutations.reopen(issueID) }
    }

    func target(_ repo: RepoRef, _ number: Int, withNewestComment: Bool) throws -> (IssueTarget, NewestComment?) {
        struct Variables: Encodable {
            var owner: String
            var repo: String
            var number: Int
            var withNewestComment: Bool
        }
        let variables = Variables(owner: repo.owner, repo: repo.name, number: number, withNewestComment: withNewestComment)
        let result = try api.query(Self.targetDocument, variables: variables, as: TargetData.self)
        guard let repository = result.data.repository else {
            throw result.missingRepository(repo)
        }
        // GitHub's `issue(number:)` is null, with a NOT_FOUND error, for a number that is no issue (a pull request's too).
        guard let issue = repository.issue else {
            guard repository.hasIssuesEnabled else { throw IssueLookupError.issuesDisabled }
            throw IssueLookupError.issueNotFound(number)
        }
        // Should GitHub answer for a transferred issue's old number, the issue is no longer this repository's.
        guard IssueLocation.isIssue(number, of: repo, url: issue.url) else {
            throw IssueLookupError.moved(number: number, url: issue.url)
        }
        let newest = issue.comments?.nodes.last.map { NewestComment(body: $0.body, viewerDidAuthor: $0.viewerDidAuthor) }
        return (issue.target, newest)
    }

    /// The issues `ids` name, where they are now, `NodeIDBatches` at a time. An id that names nothing (a deleted
    /// issue) is null with NOT_FOUND and left out; any other error leaves the answer in doubt.
    func targets(_ ids: [String]) throws -> [String: IssueTarget] {
        struct Variables: Encodable { var ids: [String] }
        struct Data: Decodable { var nodes: [TargetData.Node?] }
        var found: [String: IssueTarget] = [:]
        for batch in NodeIDBatches.of(ids) {
            let result = try api.query(Self.targetsDocument, variables: Variables(ids: batch), as: Data.self)
            if let error = result.errors.first(where: { $0.type != "NOT_FOUND" }) {
                throw GraphQLError(error, among: result.errors.count)
            }
            for (id, node) in zip(batch, result.data.nodes) {
                if let node { found[id] = node.target }
            }
        }
        return found
    }

    /// One document: `addComment`, then `closeIssue` or `reopenIssue`. A part GitHub refused comes back null with its
    /// error; both refused is an error, as a single mutation's would be.
    func comment(_ body: String, andWrite write: IssueStateWrite) throws -> CommentedStateOutcome {
        struct Variables: Encodable {
            var comment: CommentInput
            var close: CloseInput?
            var reopen: ReopenInput?
        }
        struct Data: Decodable {
            var addComment: Payload?
            var closeIssue: Payload?
            var reopenIssue: Payload?
        }
        struct Payload: Decodable {}
        let comment = CommentInput(subjectId: write.issueID, body: body)
        let (document, variables) = switch write {
        case .close(let closing): (Self.commentAndCloseDocument, Variables(comment: comment, close: CloseInput(closing)))
        case .reopen(let issueID): (Self.commentAndReopenDocument, Variables(comment: comment, reopen: ReopenInput(issueId: issueID)))
        }
        let result = try api.mutateEach(document, variables: variables, as: Data.self)
        let refusal = result.errors.first.map { GraphQLError($0, among: result.errors.count) }
        let commented = result.data.addComment != nil
        let written = (result.data.closeIssue ?? result.data.reopenIssue) != nil
        if !commented && !written, let refusal { throw refusal }
        return CommentedStateOutcome(commentRefusal: commented ? nil : refusal, stateRefusal: written ? nil : refusal)
    }

    private struct CloseInput: Encodable {
        var issueId: String
        var stateReason: String?
        var duplicateIssueId: String?

        init(_ closing: IssueClosing) {
            issueId = closing.issueID
            stateReason = closing.reason?.graphQLValue
            duplicateIssueId = closing.duplicateOfID
        }
    }

    private struct ReopenInput: Encodable { var issueId: String }

    private struct CommentInput: Encodable {
        var subjectId: String
        var body: String
    }

    func addComment(_ subjectID: String, _ body: String) throws -> String {
        struct Data: Decodable {
            struct Payload: Decodable { var commentEdge: Edge? }
            struct Edge: Decodable { var node: Node? }
            struct Node: Decodable { var url: String }
            var addComment: Payload?
        }
        let data = try api.mutate(Self.addCommentDocument, variables: MutationInput(input: CommentInput(subjectId: subjectID, body: body)),
                                  as: Data.self)
        return data.addComment?.commentEdge?.node?.url ?? ""
    }

    func close(_ closing: IssueClosing) throws {
        _ = try api.mutate(Self.closeDocument, variables: MutationInput(input: CloseInput(closing)), as: IgnoredAnswer.self)
    }

    func reopen(_ issueID: String) throws {
        _ = try api.mutate(Self.reopenDocument, variables: MutationInput(input: ReopenInput(issueId: issueID)),
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
            var comments: Comments?

            var target: IssueTarget {
                IssueTarget(id: id, number: number, title: title, state: state == "CLOSED" ? .closed : .open,
                            stateReason: stateReason, url: url, locked: locked, activeLockReason: activeLockReason,
                            isPinned: isPinned ?? false)
            }
        }
        struct Comments: Decodable { var nodes: [Comment] }
        struct Comment: Decodable {
            var body: String
            var viewerDidAuthor: Bool
        }
        var repository: Repository?
    }

    static let targetDocument = """
        query IssueTarget($owner: String!, $repo: String!, $number: Int!, $withNewestComment: Boolean!) {
          repository(owner: $owner, name: $repo) {
            hasIssuesEnabled
            issue(number: $number) {
              id number title state stateReason(enableDuplicate: true) url locked activeLockReason isPinned
              comments(last: 1) @include(if: $withNewestComment) { nodes { body viewerDidAuthor } }
            }
          }
        }
        """

    static let targetsDocument = """
        query IssueTargets($ids: [ID!]!) {
          nodes(ids: $ids) {
            ... on Issue { id number title state stateReason(enableDuplicate: true) url locked activeLockReason isPinned }
          }
        }
        """

    static let addCommentDocument = """
        mutation CommentCreate($input: AddCommentInput!) {
          addComment(input: $input) { commentEdge { node { url } } }
        }
        """

    static let commentAndCloseDocument = """
        mutation CommentAndClose($comment: AddCommentInput!, $close: CloseIssueInput!) {
          addComment(input: $comment) { clientMutationId }
          closeIssue(input: $close) { clientMutationId }
        }
        """

    static let commentAndReopenDocument = """
        mutation CommentAndReopen($comment: AddCommentInput!, $reopen: ReopenIssueInput!) {
          addComment(input: $comment) { clientMutationId }
          reopenIssue(input: $reopen) { clientMutationId }
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
