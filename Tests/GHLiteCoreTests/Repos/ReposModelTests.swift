import GHLiteCore
import Testing

@Suite struct ReposModelTests {
    static func repos(_ names: ClosedRange<Int>, fork: Bool = false, archived: Bool = false) -> [Repository] {
        names.map { Repository(name: "r\($0)", ownerLogin: "octocat", isFork: fork, isArchived: archived) }
    }

    @Test func asksForNoMoreThanTheLimitOnTheFirstPage() throws {
        let queries = Locked<[ReposQuery]>([])
        let model = ReposModel(environment: .init(requestRepos: { query in
            queries.withLock { $0.append(query) }
            return ReposPage(items: Self.repos(1...7), nextPageURL: "https://api.example/next")
        }))
        let listing = try model.list(limit: 7, filter: ReposFilter())
        #expect(listing.repositories.count == 7)
        #expect(listing.hasMore)
        #expect(queries.value == [ReposQuery(perPage: 7)])
    }

    @Test func followsNextLinksExactlyUntilTheLimit() throws {
        let queries = Locked<[ReposQuery]>([])
        let model = ReposModel(environment: .init(requestRepos: { query in
            queries.withLock { $0.append(query) }
            switch query.pageURL {
            case nil: return ReposPage(items: Self.repos(1...100), nextPageURL: "https://h/repositories?page=2&x=%20")
            case "https://h/repositories?page=2&x=%20": return ReposPage(items: Self.repos(101...200), nextPageURL: "https://h/p3")
            default: return ReposPage(items: Self.repos(201...230))
            }
        }))
        let listing = try model.list(limit: 1000, filter: ReposFilter())
        #expect(listing.repositories.count == 230)
        #expect(!listing.hasMore)
        #expect(queries.value.map(\.pageURL) == [nil, "https://h/repositories?page=2&x=%20", "https://h/p3"])
        #expect(queries.value.allSatisfy { $0.perPage == 100 })
    }

    @Test func stopsAtTheLimitWithinAPage() throws {
        let model = ReposModel(environment: .init(requestRepos: { _ in ReposPage(items: Self.repos(1...100)) }))
        let listing = try model.list(limit: 40, filter: ReposFilter())
        #expect(listing.repositories.map(\.name) == (1...40).map { "r\($0)" })
        #expect(listing.hasMore)
    }

    @Test func localFiltersReadWholePagesAndKeepGoing() throws {
        let queries = Locked<[ReposQuery]>([])
        let model = ReposModel(environment: .init(requestRepos: { query in
            queries.withLock { $0.append(query) }
            if query.pageURL == nil {
                return ReposPage(items: Self.repos(1...3) + Self.repos(4...5, fork: true), nextPageURL: "next")
            }
            return ReposPage(items: Self.repos(6...8, fork: true))
        }))
        let listing = try model.list(limit: 4, filter: ReposFilter(kind: .forksOnly))
        #expect(listing.repositories.map(\.name) == ["r4", "r5", "r6", "r7"])
        #expect(queries.value.first?.perPage == 100)
    }

    @Test func archivedFilterKeepsOnlyWhatWasAskedFor() throws {
        let model = ReposModel(environment: .init(requestRepos: { _ in
            ReposPage(items: Self.repos(1...2) + Self.repos(3...3, archived: true))
        }))
        #expect(try model.list(limit: 10, filter: ReposFilter(archived: true)).repositories.map(\.name) == ["r3"])
        #expect(try model.list(limit: 10, filter: ReposFilter(archived: false)).repositories.map(\.name) == ["r1", "r2"])
    }

    @Test func passesVisibilityToTheServer() throws {
        let seen = Locked<RepoVisibility?>(nil)
        let model = ReposModel(environment: .init(requestRepos: { query in
            seen.withLock { $0 = query.visibility }
            return ReposPage(items: [])
        }))
        _ = try model.list(limit: 5, filter: ReposFilter(visibility: .private))
        #expect(seen.value == .private)
    }

    @Test func errorsReachTheCallerUnchanged() {
        let failure = GitHubAPIError(status: 502, message: "Server Error", url: "u")
        let model = ReposModel(environment: .init(requestRepos: { _ in throw failure }))
        #expect(throws: failure) { try model.list(limit: 5, filter: ReposFilter()) }
    }
}
