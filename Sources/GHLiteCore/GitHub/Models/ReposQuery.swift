/// Asks for one page of repositories. The owner is not here: the container binds it.
public struct ReposQuery: Sendable, Equatable {
    public var visibility: RepoVisibility?
    public var perPage: Int
    /// Set after the first page: the `next` URL GitHub gave, requested exactly as it is.
    public var pageURL: String?

    public init(visibility: RepoVisibility? = nil, perPage: Int, pageURL: String? = nil) {
        self.visibility = visibility
        self.perPage = perPage
        self.pageURL = pageURL
    }
}

public typealias ReposPage = Page<Repository>

public enum RepoVisibility: String, Sendable, CaseIterable {
    case `public`, `private`, `internal`
}

extension RepoVisibility {
    /// What `/user/repos` (`visibility`) and `/orgs/{org}/repos` (`type`) filter themselves; `internal` is left
    /// to the caller.
    public var serverSideFilter: String? { self == .internal ? nil : rawValue }
}
