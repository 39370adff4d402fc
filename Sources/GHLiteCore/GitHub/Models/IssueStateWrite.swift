/// A close or a reopen of one issue, as the mutation that sends it takes it.
public enum IssueStateWrite: Sendable, Equatable {
    case close(IssueClosing)
    case reopen(issueID: String)

    public var issueID: String {
        switch self {
        case .close(let closing): closing.issueID
        case .reopen(let issueID): issueID
        }
    }
}

/// What one GraphQL document holding a comment and then a close or reopen did. GitHub runs the two in order and
/// answers for each, so one may be refused (its error here) while the other is done.
public struct CommentedStateOutcome: Sendable, Equatable {
    public var commentRefusal: GraphQLError?
    public var stateRefusal: GraphQLError?

    public init(commentRefusal: GraphQLError? = nil, stateRefusal: GraphQLError? = nil) {
        self.commentRefusal = commentRefusal
        self.stateRefusal = stateRefusal
    }
}

/// An issue's newest comment, as a re-run of `close -c` checks it: the viewer's, with the same text, means the comment
/// is there already.
public struct NewestComment: Sendable, Equatable {
    public var body: String
    public var viewerDidAuthor: Bool

    public init(body: String, viewerDidAuthor: Bool) {
        self.body = body
        self.viewerDidAuthor = viewerDidAuthor
    }
}
