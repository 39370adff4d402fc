/// The parts of GitHub's repository object that gh-lite shows.
public struct Repository: Sendable, Equatable, Decodable {
    public var name: String
    public var fullName: String
    public var ownerLogin: String
    public var description: String?
    public var htmlURL: String
    public var isPrivate: Bool
    /// `public`, `private` or `internal`, as GitHub spells it.
    public var visibility: String
    public var isFork: Bool
    public var isArchived: Bool
    public var updatedAt: Date?
    public var pushedAt: Date?

    public init(name: String, ownerLogin: String, description: String? = nil, isPrivate: Bool = false,
                visibility: String? = nil, isFork: Bool = false, isArchived: Bool = false,
                updatedAt: Date? = nil, pushedAt: Date? = nil) {
        self.name = name
        self.fullName = "\(ownerLogin)/\(name)"
        self.ownerLogin = ownerLogin
        self.description = description
        self.htmlURL = "https://github.com/\(ownerLogin)/\(name)"
        self.isPrivate = isPrivate
        self.visibility = visibility ?? (isPrivate ? "private" : "public")
        self.isFork = isFork
        self.isArchived = isArchived
        self.updatedAt = updatedAt
        self.pushedAt = pushedAt
    }

    enum CodingKeys: String, CodingKey {
        case name
        case fullName = "full_name"
        case owner
        case description
        case htmlURL = "html_url"
        case isPrivate = "private"
        case visibility
        case isFork = "fork"
        case isArchived = "archived"
        case updatedAt = "updated_at"
        case pushedAt = "pushed_at"
    }

    struct Owner: Decodable { var login: String }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        fullName = try container.decode(String.self, forKey: .fullName)
        ownerLogin = try container.decodeIfPresent(Owner.self, forKey: .owner)?.login
            ?? String(fullName.prefix { $0 != "/" })
        description = try container.decodeIfPresent(String.self, forKey: .description)
        htmlURL = try container.decode(String.self, forKey: .htmlURL)
        isPrivate = try container.decodeIfPresent(Bool.self, forKey: .isPrivate) ?? false
        visibility = try container.decodeIfPresent(String.self, forKey: .visibility)
            ?? (isPrivate ? "private" : "public")
        isFork = try container.decodeIfPresent(Bool.self, forKey: .isFork) ?? false
        isArchived = try container.decodeIfPresent(Bool.self, forKey: .isArchived) ?? false
        updatedAt = try container.decodeIfPresent(Date.self, forKey: .updatedAt)
        pushedAt = try container.decodeIfPresent(Date.self, forKey: .pushedAt)
    }
}
