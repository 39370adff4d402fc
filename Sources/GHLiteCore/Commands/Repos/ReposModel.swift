/// Lists repositories up to a limit: follows GitHub's pages, filters, and stops as soon as it has enough.
public struct ReposModel: Sendable {
    public struct Listing: Sendable, Equatable {
        public var repositories: [Repository]
        /// True when GitHub had more matching repositories than the limit let through.
        public var hasMore: Bool
    }

    public var environment: ReposModelEnvironment

    public init(environment: ReposModelEnvironment) {
        self.environment = environment
    }

    public func list(limit: Int, filter: ReposFilter) throws -> Listing {
        // Pages that may be thinned by local filters are fetched whole; otherwise no more than needed.
        let perPage = filter.filtersLocally ? 100 : min(limit, 100)
        var query = ReposQuery(visibility: filter.visibility, perPage: perPage)
        var found: [Repository] = []
        while true {
            let page = try environment.requestRepos(query)
            let matching = page.items.filter(filter.matches)
            let room = limit - found.count
            found += matching.prefix(room)
            if found.count >= limit {
                return Listing(repositories: found, hasMore: matching.count > room || page.nextPageURL != nil)
            }
            guard let next = page.nextPageURL else { return Listing(repositories: found, hasMore: false) }
            query.pageURL = next
        }
    }
}
