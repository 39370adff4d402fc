/// What the local mirror showed of an issue when an edit of its title, body or milestone was queued. `sync` sends
/// those only while GitHub still shows the same (or already what was asked), so a change someone else made
/// meanwhile is a conflict, never overwritten.
public struct OutboxEditBase: Codable, Sendable, Equatable {
    public var title: String
    public var body: String
    /// The milestone's number; nil: none.
    public var milestone: Int?

    public init(title: String, body: String, milestone: Int?) {
        self.title = title
        self.body = body
        self.milestone = milestone
    }

    public init(_ issue: Issue) {
        self.init(title: issue.title, body: issue.body ?? "", milestone: issue.milestone?.number)
    }
}
