/// A comment on an issue, as `GET .../issues/{n}/comments` sends it (oldest first) or as a GraphQL issue
/// list selects it. What the source does not say is nil: REST tells nothing of hiding, nor who is asking.
public struct IssueComment: Sendable, Equatable, Decodable {
    /// GitHub's node ID (`IC_...`): REST's `node_id`, GraphQL's `id`.
    public var id: String
    public var authorLogin: String
    /// GitHub's `author_association`: `OWNER`, `MEMBER`, `COLLABORATOR`, `CONTRIBUTOR`, `NONE`, ...
    public var authorAssociation: String
    public var body: String
    public var createdAt: Date
    public var updatedAt: Date
    /// Edited since it was posted. REST has no such flag: there it is `updated_at` later than `created_at`.
    public var includesCreatedEdit: Bool
    /// The comment on github.com (`.../issues/1#issuecomment-N`).
    public var url: String
    /// The kinds of reaction people left, in GitHub's order.
    public var reactionGroups: [ReactionGroup]?
    /// Hidden by a maintainer, and why (`spam`, `off-topic`, `outdated`, ...): GraphQL only.
    public var isMinimized: Bool?
    public var minimizedReason: String?
    /// Whether the signed-in user wrote it: GraphQL only.
    public var viewerDidAuthor: Bool?

    public init(id: String = "", authorLogin: String, authorAssociation: String = "NONE", body: String,
                createdAt: Date, updatedAt: Date? = nil, includesCreatedEdit: Bool? = nil, url: String = "",
                reactionGroups: [ReactionGroup]? = nil, isMinimized: Bool? = nil, minimizedReason: String? = nil,
                viewerDidAuthor: Bool? = nil) {
        self.id = id
        self.authorLogin = authorLogin
        self.authorAssociation = authorAssociation
        self.body = body
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
        self.includesCreatedEdit = includesCreatedEdit ?? (self.updatedAt > createdAt)
        self.url = url
        self.reactionGroups = reactionGroups
        self.isMinimized = isMinimized
        self.minimizedReason = minimizedReason
        self.viewerDidAuthor = viewerDidAuthor
    }

    enum CodingKeys: String, CodingKey {
        case user, body, reactions
        case nodeID = "node_id"
        case htmlURL = "html_url"
        case authorAssociation = "author_association"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try container.decodeIfPresent(String.self, forKey: .nodeID) ?? "",
                  authorLogin: try container.decodeIfPresent(Issue.User.self, forKey: .user)?.login ?? "ghost",
                  authorAssociation: try container.decodeIfPresent(String.self, forKey: .authorAssociation) ?? "NONE",
                  body: try container.decodeIfPresent(String.self, forKey: .body) ?? "",
                  createdAt: try container.decode(Date.self, forKey: .createdAt),
                  updatedAt: try container.decodeIfPresent(Date.self, forKey: .updatedAt),
                  url: try container.decodeIfPresent(String.self, forKey: .htmlURL) ?? "",
                  reactionGroups: try container.decodeIfPresent(ReactionGroup.RESTRollup.self, forKey: .reactions)?.groups)
    }
}

/// Asks for one page of an issue's comments.
public struct IssueCommentsQuery: Sendable, Equatable {
    public var perPage: Int
    /// Which page to start at (the newest comment alone is page `count` of size 1).
    public var page: Int?
    /// Set after the first page: the `next` URL GitHub gave, requested exactly as it is.
    public var pageURL: String?

    public init(perPage: Int, page: Int? = nil, pageURL: String? = nil) {
        self.perPage = perPage
        self.page = page
        self.pageURL = pageURL
    }
}

public typealias IssueCommentsPage = Page<IssueComment>
