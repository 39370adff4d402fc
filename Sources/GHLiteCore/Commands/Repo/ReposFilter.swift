/// Which repositories to keep, beyond what the API filters itself.
public struct ReposFilter: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case any, sourcesOnly, forksOnly }

    public var visibility: RepoVisibility?
    public var kind: Kind = .any
    /// nil: both; true: only archived; false: only not archived.
    public var archived: Bool?

    public init(visibility: RepoVisibility? = nil, kind: Kind = .any, archived: Bool? = nil) {
        self.visibility = visibility
        self.kind = kind
        self.archived = archived
    }

    /// Whether the user narrowed the list (gh's "that match your search").
    public var isActive: Bool { self != ReposFilter() }

    /// Whether a page may come back with repositories this filter drops.
    var filtersLocally: Bool { kind != .any || archived != nil || visibility != nil }

    func matches(_ repo: Repository) -> Bool {
        if let visibility, repo.visibility.lowercased() != visibility.rawValue { return false }
        if let archived, repo.isArchived != archived { return false }
        switch kind {
        case .any: return true
        case .sourcesOnly: return !repo.isFork
        case .forksOnly: return repo.isFork
        }
    }
}
