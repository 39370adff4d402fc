/// What an edit changes of an issue's title, body and milestone (by number, or removed); nil is left as it is.
/// Labels and assignees are added and removed on their own (`IssueEditWrites`), never a whole set replaced.
public struct IssueUpdate: Sendable, Equatable {
    public enum MilestoneChange: Sendable, Equatable {
        case set(Int)
        case remove
    }

    public var title: String?
    public var body: String?
    public var milestone: MilestoneChange?

    public init(title: String? = nil, body: String? = nil, milestone: MilestoneChange? = nil) {
        self.title = title
        self.body = body
        self.milestone = milestone
    }

    /// Nothing to send.
    public var isEmpty: Bool { self == IssueUpdate() }
}
