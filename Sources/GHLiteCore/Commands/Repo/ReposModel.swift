/// Lists repositories up to a limit: follows GitHub's pages, filters, and stops as soon as it has enough.
public struct ReposModel: Sendable {
    public struct Listing: Sendable, Equatable {
        public var repositories: [Repository]
        /// True when GitHub had more matching repositories than the limit let through.
        public var hasMore: Bool
    }

    public var environment: ReposModelEnvironment

    private typealias RequestPage = @Sendable (ReposQuery) throws -> ReposPage

    public init(environment: ReposModelEnvironment) {
        self.environment = environment
    }

    public func list(limit: Int, filter: ReposFilter) throws -> Listing {
        // Pages that may be thinned by local filters are fetched whole; otherwise no more than needed.
        let perPage = filter.filtersLocally ? 100 : min(limit, 100)
        var query = ReposQuery(visibility: filter.visibility, perPage: perPage)
        let (first, requestPage) = try firstPage(query, visibility: filter.visibility)
        guard let first else { return Listing(repositories: [], hasMore: false) }
        var page = first
        var found: [Repository] = []
        var trail = PageTrail(of: .link)
        while true {
            let matching = page.items.filter(filter.matches)
            let room = limit - found.count
            found += matching.prefix(room)
            if found.count >= limit {
                return Listing(repositories: found, hasMore: matching.count > room || page.nextPageURL != nil)
            }
            guard let next = page.nextPageURL else { return Listing(repositories: found, hasMore: false) }
            query.pageURL = try trail.follow(next)
            page = try requestPage(query)
        }
    }

    /// The first page and where the next ones come from. A named owner is tried as an organization first, so
    /// an organization costs one request. GitHub's 404 there means a user (or no one): for the signed-in user
    /// that is `/user/repos`, the only list with their private repositories, else the user's public list. That
    /// list cannot hold a private or internal repository: one repository of it only tells the user exists, and
    /// no page is returned.
    private func firstPage(_ query: ReposQuery, visibility: RepoVisibility?) throws -> (ReposPage?, RequestPage) {
        guard let owner = environment.namedOwner else {
            return (try environment.listViewerRepos(query), environment.listViewerRepos)
        }
        do {
            return (try owner.listOrganizationRepos(query), owner.listOrganizationRepos)
        } catch let error as GitHubAPIError where error.status == 404 {
            if try owner.isViewer() { return (try environment.listViewerRepos(query), environment.listViewerRepos) }
            guard visibility == nil || visibility == .public else {
                var probe = query
                probe.perPage = 1
                _ = try owner.listUserRepos(probe)
                return (nil, owner.listUserRepos)
            }
            return (try owner.listUserRepos(query), owner.listUserRepos)
        }
    }
}
