import GHLiteCore
import Testing

@Suite(.strictDoubles) struct ReposModelTests {
    static func repos(_ names: ClosedRange<Int>, fork: Bool = false, archived: Bool = false) -> [Repository] {
        names.map { Repository(name: "r\($0)", ownerLogin: "octocat", isFork: fork, isArchived: archived) }
    }

    @Test func asksForNoMoreThanTheLimitOnTheFirstPage() throws {
        let queries = Locked<[ReposQuery]>([])
        let model = ReposModel(environment: .viewerRepos({ query in
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
        let model = ReposModel(environment: .viewerRepos({ query in
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
        let model = ReposModel(environment: .viewerRepos({ _ in ReposPage(items: Self.repos(1...100)) }))
        let listing = try model.list(limit: 40, filter: ReposFilter())
        #expect(listing.repositories.map(\.name) == (1...40).map { "r\($0)" })
        #expect(listing.hasMore)
    }

    @Test func localFiltersReadWholePagesAndKeepGoing() throws {
        let queries = Locked<[ReposQuery]>([])
        let model = ReposModel(environment: .viewerRepos({ query in
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
        let model = ReposModel(environment: .viewerRepos({ _ in
            ReposPage(items: Self.repos(1...2) + Self.repos(3...3, archived: true))
        }))
        #expect(try model.list(limit: 10, filter: ReposFilter(archived: true)).repositories.map(\.name) == ["r3"])
        #expect(try model.list(limit: 10, filter: ReposFilter(archived: false)).repositories.map(\.name) == ["r1", "r2"])
    }

    @Test func passesVisibilityToTheServer() throws {
        let seen = Locked<RepoVisibility?>(nil)
        let model = ReposModel(environment: .viewerRepos({ query in
            seen.withLock { $0 = query.visibility }
            return ReposPage(items: [])
        }))
        _ = try model.list(limit: 5, filter: ReposFilter(visibility: .private))
        #expect(seen.value == .private)
    }

    @Test func errorsReachTheCallerUnchanged() {
        let failure = GitHubAPIError(status: 502, message: "Server Error", url: "u")
        let model = ReposModel(environment: .viewerRepos({ _ in throw failure }))
        #expect(throws: failure) { try model.list(limit: 5, filter: ReposFilter()) }
    }

    // MARK: a named owner

    typealias RequestPage = @Sendable (ReposQuery) throws -> ReposPage
    static let notFound = GitHubAPIError(status: 404, message: "Not Found", url: "https://h/orgs/someone/repos")

    /// A named owner whose lists record each request ("organization first", "user https://h/next", "isViewer")
    /// and, unless told otherwise, are not an organization and must not be asked.
    static func namedOwner(_ calls: Locked<[String]>, isViewer: Bool = false,
                           organization: @escaping RequestPage = { _ in throw notFound },
                           user: @escaping RequestPage = { _ in throw Unimplemented("user") },
                           viewer: @escaping RequestPage = { _ in throw Unimplemented("viewer") }) -> ReposModelEnvironment {
        func recording(_ name: String, _ request: @escaping RequestPage) -> RequestPage {
            { query in
                calls.withLock { $0.append("\(name) \(query.pageURL ?? "first")") }
                return try request(query)
            }
        }
        var environment = ReposModelEnvironment.failing
        environment.listViewerRepos = recording("viewer", viewer)
        var owner = ReposModelEnvironment.NamedOwner()
        owner.listOrganizationRepos = recording("organization", organization)
        owner.listUserRepos = recording("user", user)
        owner.isViewer = {
            calls.withLock { $0.append("isViewer") }
            return isViewer
        }
        environment.namedOwner = owner
        return environment
    }

    @Test func anOrganizationCostsOneRequestPerPage() throws {
        let calls = Locked<[String]>([])
        let model = ReposModel(environment: Self.namedOwner(calls, organization: { query in
            query.pageURL == nil ? ReposPage(items: Self.repos(1...3), nextPageURL: "https://h/organizations/9/repos?page=2")
                                 : ReposPage(items: Self.repos(4...5))
        }))
        let listing = try model.list(limit: 10, filter: ReposFilter())
        #expect(listing.repositories.count == 5)
        #expect(calls.value == ["organization first", "organization https://h/organizations/9/repos?page=2"])
    }

    @Test func yourOwnLoginListsFromYourOwnListWithTheVisibilityFilterOnTheServer() throws {
        let calls = Locked<[String]>([])
        let asked = Locked<[ReposQuery]>([])
        let secret = Repository(name: "secret", ownerLogin: "octocat", isPrivate: true)
        let model = ReposModel(environment: Self.namedOwner(calls, isViewer: true, viewer: { query in
            asked.withLock { $0.append(query) }
            return query.pageURL == nil ? ReposPage(items: [secret], nextPageURL: "https://h/user/repos?page=2")
                                        : ReposPage(items: [])
        }))
        let listing = try model.list(limit: 10, filter: ReposFilter(visibility: .private))
        #expect(listing.repositories == [secret])
        #expect(calls.value == ["organization first", "isViewer", "viewer first", "viewer https://h/user/repos?page=2"])
        #expect(asked.value.first?.visibility == .private)
    }

    @Test func anotherUserIsListedFromTheirPublicListAndFilteredHere() throws {
        let calls = Locked<[String]>([])
        let model = ReposModel(environment: Self.namedOwner(calls, user: { _ in
            ReposPage(items: [Repository(name: "tools", ownerLogin: "hubot")])
        }))
        #expect(try model.list(limit: 10, filter: ReposFilter()).repositories.map(\.name) == ["tools"])
        #expect(try model.list(limit: 10, filter: ReposFilter(visibility: .private)).repositories.isEmpty)
        #expect(calls.value == ["organization first", "isViewer", "user first"] + ["organization first", "isViewer", "user first"])
    }

    @Test func anotherUsersPrivateRepositoriesCostOneRepositoryToConfirmTheyExist() throws {
        let calls = Locked<[String]>([])
        let asked = Locked<[Int]>([])
        let model = ReposModel(environment: Self.namedOwner(calls, user: { query in
            asked.withLock { $0.append(query.perPage) }
            return ReposPage(items: [Repository(name: "tools", ownerLogin: "hubot")], nextPageURL: "https://h/page2")
        }))
        #expect(try model.list(limit: 30, filter: ReposFilter(visibility: .private)).repositories.isEmpty)
        #expect(try model.list(limit: 30, filter: ReposFilter(visibility: .internal)).repositories.isEmpty)
        #expect(asked.value == [1, 1])
        let userNotFound = GitHubAPIError(status: 404, message: "Not Found", url: "https://h/users/nobody/repos")
        let unknown = ReposModel(environment: Self.namedOwner(Locked([]), user: { _ in throw userNotFound }))
        #expect(throws: userNotFound) { try unknown.list(limit: 5, filter: ReposFilter(visibility: .private)) }
    }

    @Test func anUnknownOwnerEndsInTheUserListsNotFound() {
        let calls = Locked<[String]>([])
        let userNotFound = GitHubAPIError(status: 404, message: "Not Found", url: "https://h/users/nobody/repos")
        let model = ReposModel(environment: Self.namedOwner(calls, user: { _ in throw userNotFound }))
        #expect(throws: userNotFound) { try model.list(limit: 5, filter: ReposFilter()) }
        #expect(calls.value == ["organization first", "isViewer", "user first"])
    }

    @Test func anOrganizationsOtherErrorsAreNotTakenForAUser() {
        let calls = Locked<[String]>([])
        let forbidden = GitHubAPIError(status: 403, message: "Resource protected by organization SAML enforcement.",
                                       url: "https://h/orgs/octo-org/repos")
        let model = ReposModel(environment: Self.namedOwner(calls, organization: { _ in throw forbidden }))
        #expect(throws: forbidden) { try model.list(limit: 5, filter: ReposFilter()) }
        #expect(calls.value == ["organization first"])
    }
}
