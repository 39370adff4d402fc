/// An issue's comments as gh selects them for `--json comments` in a list: the first 100, each with
/// everything gh exports.
struct IssueCommentNode: Decodable {
    static let selection = "comments(first: 100) { totalCount nodes { \(fields) } }"

    /// One comment's fields, everything gh exports (an edit's answer asks them too).
    static let fields = """
        id author { login } authorAssociation body createdAt updatedAt includesCreatedEdit isMinimized minimizedReason \
        \(reactionGroups) url viewerDidAuthor
        """

    /// An issue's or a comment's reactions: GitHub lists every kind, with how many used it.
    static let reactionGroups = "reactionGroups { content users { totalCount } }"

    typealias Login = IssueListQuery.Node.Login
    struct Group: Decodable {
        struct Users: Decodable { var totalCount: Int }
        var content: String
        var users: Users
    }

    var id: String
    /// Null for a deleted account.
    var author: Login?
    var authorAssociation: String
    var body: String
    var createdAt: Date
    var updatedAt: Date?
    var includesCreatedEdit: Bool
    var isMinimized: Bool
    var minimizedReason: String?
    /// GitHub lists every kind, used or not.
    var reactionGroups: [Group]?
    var url: String
    var viewerDidAuthor: Bool

    /// The kinds someone used (GitHub lists every kind).
    static func used(_ groups: [Group]) -> [ReactionGroup] {
        groups.filter { $0.users.totalCount > 0 }.map { ReactionGroup(content: $0.content, count: $0.users.totalCount) }
    }

    var comment: IssueComment {
        IssueComment(id: id, authorLogin: author?.login ?? "ghost", authorAssociation: authorAssociation, body: body,
                     createdAt: createdAt, updatedAt: updatedAt, includesCreatedEdit: includesCreatedEdit, url: url,
                     reactionGroups: Self.used(reactionGroups ?? []),
                     isMinimized: isMinimized, minimizedReason: minimizedReason, viewerDidAuthor: viewerDidAuthor)
    }
}
