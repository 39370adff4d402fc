/// Asks for one page of `GET /search/issues`. `text` is GitHub search syntax (`is:issue label:bug crash`).
public struct IssueSearchQuery: Sendable, Equatable {
    public var text: String
    public var perPage: Int
    /// Set after the first page: the `next` URL GitHub gave, requested exactly as it is.
    public var pageURL: String?
    /// Set by `restricted(to:)`: a hit from any other repository is left out of the page (and counted).
    public var repository: RepoRef?

    public init(text: String, perPage: Int, pageURL: String? = nil) {
        self.text = text
        self.perPage = perPage
        self.pageURL = pageURL
    }

    /// The same search limited to one repository.
    public func restricted(to repo: RepoRef) -> IssueSearchQuery {
        var query = self
        query.text += " repo:\(repo.owner)/\(repo.name)"
        query.repository = repo
        return query
    }
}

/// One page of search results and what GitHub says about all of them.
public struct IssueSearchPage: Sendable, Equatable {
    public var items: [Issue]
    public var nextPageURL: String?
    /// Every match, including the ones past the 1,000 the search API lets anyone page to.
    public var totalCount: Int
    /// Hits from another repository than the query's, left out of `items`.
    public var otherRepositoryHits: Int

    public init(items: [Issue], nextPageURL: String? = nil, totalCount: Int, otherRepositoryHits: Int = 0) {
        self.items = items
        self.nextPageURL = nextPageURL
        self.totalCount = totalCount
        self.otherRepositoryHits = otherRepositoryHits
    }
}
