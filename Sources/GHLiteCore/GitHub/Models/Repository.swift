/// The parts of GitHub's repository object that gh-lite shows.
public struct Repository: Sendable, Equatable {
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
    /// What `--json` exports beyond the above.
    public var details = RepositoryDetails()

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
}
