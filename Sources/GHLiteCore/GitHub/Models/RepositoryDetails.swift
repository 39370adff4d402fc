/// What `repo list --json` exports of a repository beyond what gh-lite shows, as REST's repository object
/// carries it (GitHub's own values for gh's GraphQL fields).
public struct RepositoryDetails: Sendable, Equatable {
    public struct License: Sendable, Equatable {
        public var key: String
        public var name: String
    }

    /// GitHub's node IDs.
    public var id: String?
    public var ownerID: String?
    public var createdAt: Date?
    public var homepage: String?
    public var stargazerCount = 0
    public var forkCount = 0
    public var language: String?
    public var isTemplate = false
    public var defaultBranch: String?
    public var license: License?
    public var topics: [String] = []
    public var hasIssues = true
    /// In kilobytes.
    public var diskUsage = 0
    public var sshURL: String?

    public init() {}
}
