/// What the local mirror showed of an issue when an edit of its title, body, milestone, type or parent was queued.
/// `sync` sends those only while GitHub still shows the same (or already what was asked), so a change someone else
/// made meanwhile is a conflict, never overwritten.
public struct OutboxEditBase: Codable, Sendable, Equatable {
    public var title: String
    public var body: String
    /// The milestone's number; nil: none.
    public var milestone: Int?
    /// The type and parent; nil where the mirror did not hold them (and in entries queued before they were kept).
    public var links: OutboxLinkBase?

    public init(title: String, body: String, milestone: Int?, links: OutboxLinkBase? = nil) {
        self.title = title
        self.body = body
        self.milestone = milestone
        self.links = links
    }

    public init(_ issue: Issue) {
        self.init(title: issue.title, body: issue.body ?? "", milestone: issue.milestone?.number,
                  links: issue.links.map { OutboxLinkBase(typeID: issue.issueType?.id, parentID: $0.parent?.id) })
    }
}

/// An issue's type and parent as the mirror showed them, by GitHub's node ids (nil: none).
public struct OutboxLinkBase: Codable, Sendable, Equatable {
    public var typeID: String?
    public var parentID: String?

    public init(typeID: String?, parentID: String?) {
        self.typeID = typeID
        self.parentID = parentID
    }
}
