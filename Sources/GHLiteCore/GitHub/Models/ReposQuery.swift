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
