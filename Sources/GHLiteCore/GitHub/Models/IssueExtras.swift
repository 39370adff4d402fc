/// What gh exports of an issue beyond what gh-lite shows: its node ID, its people's IDs and names, its reactions,
/// project cards and pinning. Each part is nil until a source sent it: REST sends the ID and the reactions, only
/// GraphQL the rest (`IssueExtrasQuery` fetches them for the issues `--json` asks them of); the mirror keeps none.
public struct IssueExtras: Sendable, Equatable {
    /// The parts, named as the `--json` fields that need them.
    public enum Part: String, Sendable, CaseIterable {
        case id, author, assignees, reactionGroups, projectCards, isPinned
    }

    public var id: String?
    /// nil also for a deleted account (GitHub's null author), once asked: see `hasAuthor`.
    public var author: Person?
    public var hasAuthor = false
    public var assignees: [Person]?
    /// Only kinds someone used, in GitHub's order.
    public var reactionGroups: [ReactionGroup]?
    public var projectCards: [ProjectCard]?
    public var isPinned: Bool?

    public init(id: String? = nil, reactionGroups: [ReactionGroup]? = nil) {
        self.id = id
        self.reactionGroups = reactionGroups
    }

    public func has(_ part: Part) -> Bool {
        switch part {
        case .id: return id != nil
        case .author: return hasAuthor
        case .assignees: return assignees != nil
        case .reactionGroups: return reactionGroups != nil
        case .projectCards: return projectCards != nil
        case .isPinned: return isPinned != nil
        }
    }

    /// `other`'s parts in place of these, where it has them.
    public mutating func merge(_ other: IssueExtras) {
        if let id = other.id { self.id = id }
        if other.hasAuthor { (author, hasAuthor) = (other.author, true) }
        if let assignees = other.assignees { self.assignees = assignees }
        if let groups = other.reactionGroups { reactionGroups = groups }
        if let cards = other.projectCards { projectCards = cards }
        if let pinned = other.isPinned { isPinned = pinned }
    }
}

/// An account as gh exports one: a bot (or an app) has no user ID or name.
public struct Person: Sendable, Equatable {
    public var login: String
    /// GitHub's node ID; nil for a bot.
    public var id: String?
    /// The profile's name; nil when it has none.
    public var name: String?

    public init(login: String, id: String?, name: String?) {
        self.login = login
        self.id = id
        self.name = name
    }
}

/// A classic project card: which project, and which column (none for a card not yet triaged).
public struct ProjectCard: Sendable, Equatable {
    public var project: String
    public var column: String?

    public init(project: String, column: String?) {
        self.project = project
        self.column = column
    }
}
