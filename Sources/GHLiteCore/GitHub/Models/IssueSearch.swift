/// Asks for one page of `GET /search/issues`. `text` is GitHub search syntax (`is:issue label:bug crash`).
public struct IssueSearchQuery: Sendable, Equatable {
    public var text: String
    public var perPage: Int
    /// Set after the first page: the `next` URL GitHub gave, requested exactly as it is.
    public var pageURL: String?
    /// Set by `restricted(to:)`: a hit from any other repository is left out of the page (and counted).
    public var repository: RepoRef?
    /// GitHub's `sort` (`comments`, `created`, `reactions-+1`, ...); nil: best match.
    public var sort: String?
    /// `asc` or `desc`; nil: GitHub's default.
    public var order: String?

    public init(text: String, perPage: Int, pageURL: String? = nil, sort: String? = nil, order: String? = nil) {
        self.text = text
        self.perPage = perPage
        self.pageURL = pageURL
        self.sort = sort
        self.order = order
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
    public var hits: [IssueSearchHit]
    public var nextPageURL: String?
    /// Every match, including the ones past the 1,000 the search API lets anyone page to.
    public var totalCount: Int
    /// Hits from another repository than the query's, left out of `items`.
    public var otherRepositoryHits: Int
    /// GitHub's `incomplete_results`: the search ran out of time before it looked everywhere.
    public var isIncomplete: Bool

    public var items: [Issue] { hits.map(\.issue) }

    public init(items: [Issue], nextPageURL: String? = nil, totalCount: Int, otherRepositoryHits: Int = 0) {
        self.init(hits: items.map { IssueSearchHit(issue: $0) }, nextPageURL: nextPageURL, totalCount: totalCount,
                  otherRepositoryHits: otherRepositoryHits)
    }

    public init(hits: [IssueSearchHit], nextPageURL: String? = nil, totalCount: Int, otherRepositoryHits: Int = 0,
                isIncomplete: Bool = false) {
        self.hits = hits
        self.nextPageURL = nextPageURL
        self.totalCount = totalCount
        self.otherRepositoryHits = otherRepositoryHits
        self.isIncomplete = isIncomplete
    }
}

/// One search result: the issue, and what a search across repositories shows of it besides (gh's search fields).
public struct IssueSearchHit: Sendable, Equatable {
    /// An account as the search API gives it; a bot has no node ID.
    public struct Account: Sendable, Equatable {
        public var login: String
        public var id: String
        public var type: String
        public var url: String

        public init(login: String, id: String = "", type: String = "User", url: String = "") {
            self.login = login
            self.id = id
            self.type = type
            self.url = url
        }
    }

    public var issue: Issue
    /// `OWNER/REPO`, read from the hit's `repository_url`; empty when GitHub sent none.
    public var repository: String
    public var authorAssociation: String
    public var isLocked: Bool
    public var author: Account
    public var assignees: [Account]
    /// A pull request GitHub says was merged (`pull_request.merged_at`).
    public var isMerged = false

    public init(issue: Issue, repository: String = "", authorAssociation: String = "NONE", isLocked: Bool = false,
                author: Account? = nil, assignees: [Account]? = nil) {
        self.issue = issue
        self.repository = repository
        self.authorAssociation = authorAssociation
        self.isLocked = isLocked
        self.author = author ?? Account(login: issue.authorLogin)
        self.assignees = assignees ?? issue.assigneeLogins.map { Account(login: $0) }
    }
}
