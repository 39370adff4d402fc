/// Your own comments on an issue, as gh finds and changes them: the issue's comments read with
/// `viewerDidAuthor`, then `updateIssueComment` or `deleteIssueComment` by the comment's node id. GraphQL, as
/// gh does it: the REST comment endpoints take a database id and say nothing of who is asking, so finding
/// "your last comment" through REST would need `GET /user` and a comparison of logins as well.
struct IssueCommentMutations {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        let mutations = IssueCommentMutations(api: api)
        client.lastViewerComment = { repo, number in try mutations.lastViewerComment(repo, number) }
        client.updateIssueComment = { commentID, body in try mutations.update(commentID, body) }
        client.deleteIssueComment = { commentID in try mutations.delete(commentID) }
    }

    /// Pages back from the newest comment (100 at a time) to the first one the viewer wrote; nil when none is.
    func lastViewerComment(_ repo: RepoRef, _ number: Int) throws -> ViewerComment? {
        struct Variables: Encodable {
            var owner: String
            var repo: String
            var number: Int
            var before: String?
        }
        var variables = Variables(owner: repo.owner, repo: repo.name, number: number, before: nil)
        var seen = Set<String>()
        while true {
            let result = try api.query(Self.commentsDocument, variables: variables, as: CommentsData.self)
            guard let repository = result.data.repository else {
                throw result.missingRepository(repo)
            }
            guard let comments = repository.issue?.comments else { throw IssueLookupError.issueNotFound(number) }
            if let mine = comments.nodes.last(where: \.viewerDidAuthor) {
                return ViewerComment(id: mine.id, body: mine.body, url: mine.url, number: mine.databaseId)
            }
            // A cursor handed out twice would page forever: a server that repeats itself has no older comments to give.
            guard comments.pageInfo.hasPreviousPage, let cursor = comments.pageInfo.startCursor,
                  seen.insert(cursor).inserted else { return nil }
            variables.before = cursor
        }
    }

    func update(_ commentID: String, _ body: String) throws -> IssueComment? {
        struct Input: Encodable {
            var id: String
            var body: String
        }
        struct Data: Decodable {
            struct Payload: Decodable { var issueComment: IssueCommentNode? }
            var updateIssueComment: Payload?
        }
        let data = try api.mutate(Self.updateDocument, variables: MutationInput(input: Input(id: commentID, body: body)),
                                  as: Data.self)
        return data.updateIssueComment?.issueComment?.comment
    }

    func delete(_ commentID: String) throws {
        struct Input: Encodable { var id: String }
        struct Data: Decodable {}
        _ = try api.mutate(Self.deleteDocument, variables: MutationInput(input: Input(id: commentID)), as: Data.self)
    }

    private struct CommentsData: Decodable {
        struct Repository: Decodable { var issue: Issue? }
        struct Issue: Decodable { var comments: Comments }
        struct Comments: Decodable {
            var nodes: [Node]
            var pageInfo: PageInfo
        }
        struct Node: Decodable {
            var id: String
            var databaseId: Int?
            var body: String
            var url: String
            var viewerDidAuthor: Bool
        }
        struct PageInfo: Decodable {
            var hasPreviousPage: Bool
            var startCursor: String?
        }
        var repository: Repository?
    }

    static let commentsDocument = """
        query ViewerComments($owner: String!, $repo: String!, $number: Int!, $before: String) {
          repository(owner: $owner, name: $repo) {
            issue(number: $number) {
              comments(last: 100, before: $before) {
                nodes { id databaseId body url viewerDidAuthor }
                pageInfo { hasPreviousPage startCursor }
              }
            }
          }
        }
        """

    static let updateDocument = """
        mutation CommentUpdate($input: UpdateIssueCommentInput!) {
          updateIssueComment(input: $input) { issueComment { \(IssueCommentNode.fields) } }
        }
        """

    static let deleteDocument = """
        mutation CommentDelete($input: DeleteIssueCommentInput!) {
          deleteIssueComment(input: $input) { clientMutationId }
        }
        """
}
