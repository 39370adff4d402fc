/// What a comment read through REST lacks of gh's `--json comments`: whether it is hidden and why, and whether the
/// signed-in user wrote it (GraphQL only).
public struct CommentViewerDetails: Sendable, Equatable {
    public var isMinimized: Bool
    public var minimizedReason: String?
    public var viewerDidAuthor: Bool

    public init(isMinimized: Bool, minimizedReason: String?, viewerDidAuthor: Bool) {
        self.isMinimized = isMinimized
        self.minimizedReason = minimizedReason
        self.viewerDidAuthor = viewerDidAuthor
    }
}

extension IssueComment {
    /// The comment with `details`, when GitHub gave them for its node id; as it was otherwise.
    func filling(_ details: [String: CommentViewerDetails]) -> IssueComment {
        guard let found = details[id] else { return self }
        var comment = self
        comment.isMinimized = found.isMinimized
        comment.minimizedReason = found.minimizedReason
        comment.viewerDidAuthor = found.viewerDidAuthor
        return comment
    }
}
