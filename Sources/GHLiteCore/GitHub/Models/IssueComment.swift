/// A comment on an issue, as `GET .../issues/{n}/comments` sends it (oldest first).
public struct IssueComment: Sendable, Equatable, Decodable {
    public var authorLogin: String
    /// GitHub's `author_association`: `OWNER`, `MEMBER`, `COLLABORATOR`, `CONTRIBUTOR`, `NONE`, ...
    public var authorAssociation: String
    public var body: String
    public var createdAt: Date
    public var updatedAt: Date

    public init(authorLogin: String, authorAssociation: String = "NONE", body: String, createdAt: Date,
                updatedAt: Date? = nil) {
        self.authorLogin = authorLogin
        self.authorAssociation = authorAssociation
        self.body = body
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
    }

    enum CodingKeys: String, CodingKey {
        case user, body
        case authorAssociation = "author_association"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        authorLogin = try container.decodeIfPresent(Issue.User.self, forKey: .user)?.login ?? "ghost"
        authorAssociation = try container.decodeIfPresent(String.self, forKey: .authorAssociation) ?? "NONE"
        body = try container.decodeIfPresent(String.self, forKey: .body) ?? ""
        createdAt = try container.decode(Date.self, forKey: .createdAt)
        updatedAt = try container.decodeIfPresent(Date.self, forKey: .updatedAt) ?? createdAt
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
