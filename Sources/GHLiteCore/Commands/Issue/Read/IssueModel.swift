/// Lists and reads one repository's issues (the repository is bound into the environment).
/// Pull requests, which GitHub's issues endpoints mix in, never come out of it.
public struct IssueModel: Sendable {
    public struct Listing: Sendable, Equatable {
        public var issues: [Issue]
        /// True when GitHub may have more matching issues than the limit let through.
        public var hasMore: Bool
        /// How many issues match, when known exactly: from the search API, or when the list was read to its end.
        public var totalCount: Int?

        public init(issues: [Issue], hasMore: Bool, totalCount: Int?) {
            self.issues = issues
            self.hasMore = hasMore
            self.totalCount = totalCount
        }
    }

    public var environment: IssueModelEnvironment

    public init(environment: IssueModelEnvironment) {
        self.environment = environment
    }

    /// What a streamed listing found, once it is over.
    public struct Summary: Sendable, Equatable {
        public var count: Int
        public var hasMore: Bool
        public var totalCount: Int?
        /// Set when the list came from the mirror without asking GitHub: when the mirror was last synced.
        public var mirroredAt: Date?

        public init(count: Int, hasMore: Bool, totalCount: Int?, mirroredAt: Date? = nil) {
            self.count = count
            self.hasMore = hasMore
            self.totalCount = totalCount
            self.mirroredAt = mirroredAt
        }
    }

    /// Every issue up to `limit`, held together (a terminal table needs them all to align its columns).
    public func list(limit: Int, filter: IssueFilter, includeBodies: Bool = false,
                     includeComments: Bool = false, fields: IssueFields = .all) throws -> Listing {
        var issues: [Issue] = []
        let summary = try list(limit: limit, filter: filter, includeBodies: includeBodies,
                               includeComments: includeComments, fields: fields) { issues += $0 }
        return Listing(issues: issues, hasMore: summary.hasMore, totalCount: summary.totalCount)
    }

    /// Hands over the issues page by page as they arrive and keeps none of them, so memory stays flat
    /// however many are listed. Bodies, the bulk of a page, come only with `includeBodies`; each issue's
    /// first 100 comments (`Issue.comments`) only with `includeComments`.
    /// Of the rest, GraphQL is asked only for `fields` (REST always sends everything).
    /// With a mirror, the list comes from it once it is up to date; `syncProgress` hears how many issues a first
    /// (full) sync has fetched so far. `offline`, or when GitHub cannot be reached before any issue came, the
    /// list comes from the mirror alone (`Summary.mirroredAt` says so). A mirror that cannot be written is never read
    /// instead of GitHub's answer: GitHub is listed as without one, and `mirrorNotUpdated` hears why.
    public func list(limit: Int, filter: IssueFilter, includeBodies: Bool = false, includeComments: Bool = false,
                     fields: IssueFields = .all, offline: Bool = false, syncProgress: (Int) throws -> Void = { _ in },
                     mirrorNotUpdated: (MirrorNotUpdated) -> Void = { _ in },
                     each deliver: ([Issue]) throws -> Void) throws -> Summary {
        if offline { return try listOffline(limit: limit, filter: filter, deliver: deliver) }
        var delivered = false
        do {
            return try listOnline(limit: limit, filter: filter, includeBodies: includeBodies,
                                  includeComments: includeComments, fields: fields, syncProgress: syncProgress,
                                  mirrorNotUpdated: mirrorNotUpdated) {
                delivered = true
                try deliver($0)
            }
        } catch where !delivered && OutboxQueue.gitHubUnreachable(error) 
                    && (try? environment.selectMirrored(MirrorSelection(state: .all, limit: 0))) != nil {
            return try listOffline(limit: limit, filter: filter, deliver: deliver)
        }
    }

    private func listOnline(limit: Int, filter: IssueFilter, includeBodies: Bool, includeComments: Bool,
                            fields: IssueFields, syncProgress: (Int) throws -> Void,
                            mirrorNotUpdated: (MirrorNotUpdated) -> Void,
                            deliver: ([Issue]) throws -> Void) throws -> Summary {
        // REST lists and search carry a count only: each issue with comments, or with links when they are asked
        // for, costs one more request.
        func deliverREST(_ page: [Issue]) throws {
            let withComments = includeComments ? try withViewerDetails(page.map(withFirstComments)) : page
            try deliver(fields.contains(.links) ? try withComments.map(withLinks) : withComments)
        }
        if filter.pinned {
            // A few at most (GitHub pins three): all of them, then the state, which the connection cannot filter.
            var query = IssueConnectionQuery(first: 100, includeBody: includeBodies, includeComments: includeComments,
                                             fields: fields.union(.state))
            query.pinned = true
            var pinned: [Issue] = []
            var uncounted: Int?
            _ = try collect(limit: .max, firstPage: query, everyIssueCount: &uncounted) { pinned += $0 }
            let matching = pinned.filter { filter.state == .all || $0.state.rawValue == filter.state.rawValue }
            if !matching.isEmpty { try deliver(Array(matching.prefix(limit))) }
            return Summary(count: min(matching.count, limit), hasMore: matching.count > limit, totalCount: matching.count)
        }
        // The REST issues list has no type filter: with labels, a type is searched for.
        if filter.needsSearch || (filter.issueType != nil && !Self.graphQLFilters(filter)) {
            let text = filter.searchText(milestoneTitle: try milestoneTitle(filter.milestone))
            let summary = try collect(limit: limit, firstPage: IssueSearchQuery(text: text, perPage: min(limit, 100)),
                                      deliver: deliverREST) { query in
                let page = try environment.searchIssues(query)
                return (page.items, page.nextPageURL, page.totalCount)
            }
            // Search finds no sub-issues of an issue that does not exist.
            if summary.count == 0, let parent = filter.parent, parent.isInListedRepository {
                do {
                    _ = try environment.getIssue(parent.number)
                } catch let error as GitHubAPIError where error.status == 404 || error.status == 410 {
                    throw IssueLookupError.issueNotFound(parent.number)
                }
            }
            return summary
        }
        var viewer: String?
        let me = { (login: String?) throws -> String? in
            guard login?.lowercased() == "@me" else { return login }
            if viewer == nil { viewer = try environment.viewerLogin() }
            return viewer
        }
        let assignee = try me(filter.assignee), author = try me(filter.author), mentioned = try me(filter.mention)
        if let mirrored = try listFromMirror(limit: limit, filter: filter, assignee: assignee, author: author,
                                             includeComments: includeComments, syncProgress: syncProgress,
                                             mirrorNotUpdated: mirrorNotUpdated, deliver: deliver) {
            return mirrored
        }
        let milestone = try milestoneNumber(filter.milestone)
        let query = IssuesQuery(state: filter.state, labels: filter.labels, assignee: assignee, creator: author,
                                mentioned: mentioned, milestone: milestone.map(String.init), perPage: min(limit, 100))
        // Past one page, or for several labels (GraphQL's filter is any of them), REST's pages side by side, where they
        // can list what this list shows.
        if filter.issueType == nil && (limit > 100 || !Self.graphQLFilters(filter)) && !includeComments
            && Self.newestIssuesFields.isSuperset(of: fields),
           let listed = try listNewestIssues(limit: limit, filter: query, likeGraphQL: Self.graphQLFilters(filter),
                                             includeBodies: includeBodies, fields: fields, deliver: deliver) {
            return listed
        }
        // GraphQL's cursors, exact however the list changes between pages. Several labels: the first one's issues,
        // kept where they carry the others too.
        let othersWanted = Set(filter.labels.dropFirst().map { $0.lowercased() })
        var connection = IssueConnectionQuery(state: filter.state, assignee: assignee, author: author,
                                              mentioned: mentioned, milestoneNumber: milestone, issueType: filter.issueType,
                                              first: othersWanted.isEmpty ? min(limit, 100) : 100,
                                              includeBody: includeBodies, includeComments: includeComments,
                                              fields: othersWanted.isEmpty ? fields : fields.union(.labelNames))
        connection.labels = Array(filter.labels.prefix(1))
        connection.countsEveryIssue = environment.noteListed != nil
        var everyIssueCount: Int?
        let carriesOthers = { (issue: Issue) in othersWanted.isSubset(of: issue.labels.map { $0.name.lowercased() }) }
        let summary = try collect(limit: limit, firstPage: connection, keeping: othersWanted.isEmpty ? nil : carriesOthers,
                                  everyIssueCount: &everyIssueCount, deliver: deliver)
        // GraphQL finds no issues in a milestone that does not exist; the REST list said 422.
        if summary.count == 0, let number = filter.milestone.flatMap({ Int($0) }), number > 0,
           try firstMilestone(where: { $0.number == number }) == nil {
            throw IssueLookupError.milestoneNumberNotFound(number)
        }
        // Only a list that succeeded is noted.
        if let everyIssueCount { environment.noteListed?(everyIssueCount) }
        return summary
    }

    /// Whether GraphQL's `filterBy` means what the filter means: its `labels` matches issues with any of them, so one
    /// label is exact, several are not.
    static func graphQLFilters(_ filter: IssueFilter) -> Bool {
        filter.labels.count <= 1
    }

    /// Asks for exactly what is left to list, page after page, until `limit` issues or the end; with `keeping`, full
    /// pages of which only the issues it keeps are listed.
    /// `everyIssueCount`: the repository's count of issues, when the first page asked for it.
    private func collect(limit: Int, firstPage: IssueConnectionQuery, keeping: ((Issue) -> Bool)? = nil,
                         everyIssueCount: inout Int?, deliver: ([Issue]) throws -> Void) throws -> Summary {
        var query = firstPage
        var found = 0
        var trail = PageTrail(of: .cursor)
        while true {
            let page = try environment.listRepositoryIssues(query)
            guard page.hasIssuesEnabled else { throw IssueLookupError.issuesDisabled }
            everyIssueCount = everyIssueCount ?? page.everyIssueCount
            query.countsEveryIssue = false
            let matching = keeping.map { page.items.filter($0) } ?? page.items
            let kept = Array(matching.prefix(limit - found))
            found += kept.count
            if !kept.isEmpty { try deliver(kept) }
            let next = page.items.isEmpty ? nil : page.nextCursor
            guard found < limit, let next else {
                guard keeping != nil else {
                    return Summary(count: found, hasMore: page.totalCount > found, totalCount: page.totalCount)
                }
                // GitHub counted the issues asked for, not those kept: their number is known at the list's end only.
                let hasMore = matching.count > kept.count || next != nil
                return Summary(count: found, hasMore: hasMore, totalCount: hasMore ? nil : found)
            }
            query.after = try trail.follow(next)
            if keeping == nil { query.first = min(limit - found, 100) }
        }
    }

    /// Follows `next` links exactly as given, dropping pull requests, until `limit` issues or the end.
    private func collect<Query: PageFollowing>(
        limit: Int, firstPage: Query, deliver: ([Issue]) throws -> Void,
        fetch: (Query) throws -> (items: [Issue], next: String?, total: Int?)
    ) throws -> Summary {
        var query = firstPage
        var found = 0
        var total: Int?
        var trail = PageTrail(of: .link)
        while true {
            let page = try fetch(query)
            total = total ?? page.total
            let issues = page.items.filter { !$0.isPullRequest }
            let room = limit - found
            let kept = Array(issues.prefix(room))
            found += kept.count
            if !kept.isEmpty { try deliver(kept) }
            if found >= limit {
                let hasMore = issues.count > room || page.next != nil
                return Summary(count: found, hasMore: hasMore, totalCount: total ?? (hasMore ? nil : found))
            }
            guard let next = page.next else {
                return Summary(count: found, hasMore: false, totalCount: total ?? found)
            }
            query.pageURL = try trail.follow(next)
        }
    }

    /// One issue; with `includeComments`, all its comments too (`Issue.comments`). A pull request's number
    /// is an error that says so.
    /// With `includeLinks`, its parent, sub-issues and dependencies (`Issue.links`), asked of GitHub only when
    /// the issue has some.
    public func issue(_ number: Int, includeComments: Bool = false, includeLinks: Bool = true) throws -> Issue {
        let issue = try environment.getIssue(number)
        if issue.isPullRequest { throw IssueLookupError.pullRequest(number: number, url: issue.htmlURL) }
        return try completed(issue, includeComments: includeComments, includeLinks: includeLinks)
    }

    /// `issue` as a REST read or a write's answer gave it, with its comments and links where asked for (its links
    /// as REST's counts of them say).
    func completed(_ issue: Issue, includeComments: Bool, includeLinks: Bool) throws -> Issue {
        var issue = issue
        if includeLinks { issue = try withLinks(issue) }
        if includeComments {
            issue.comments = try comments(of: issue, all: true)
            issue = try withViewerDetails([issue])[0]
        }
        return issue
    }

    /// One issue with all its comments and its links (`issue view --comments`): one request for an issue of up to
    /// 100 comments; what that request cannot answer for (a pull request's number, a moved or deleted issue, an
    /// Enterprise server) goes the way of `issue(_:includeComments:)`, with its words for each.
    public func issueWithComments(_ number: Int) throws -> Issue {
        guard var issue = try environment.getIssueWithComments(number) else {
            var issue = try self.issue(number)
            issue.comments = try comments(of: issue, all: true)
            return issue
        }
        // Past the first 100, or with one GraphQL would not show, all of them from REST's pages: one source for all.
        if (issue.comments?.count ?? 0) < issue.commentCount { issue.comments = try comments(of: issue, all: true) }
        return issue
    }

    /// The issue with its links, read only when REST says it has some.
    private func withLinks(_ issue: Issue) throws -> Issue {
        var issue = issue
        issue.links = issue.linkCounts.isEmpty ? issue.linkCounts.noLinks
            : try environment.getIssueLinks(issue.number, issue.linkCounts.dependencies != nil)
        return issue
    }

    /// The issue with its first 100 comments, as a GraphQL list carries them.
    private func withFirstComments(_ issue: Issue) throws -> Issue {
        var issue = issue
        issue.comments = issue.commentCount == 0 ? []
            : try environment.listIssueComments(issue.number, IssueCommentsQuery(perPage: 100)).items
        return issue
    }

    /// The issues' comments read through REST with what only GraphQL says of them (hidden and why, the viewer's own),
    /// as gh's `--json comments` has them: one more request per 100 comments.
    private func withViewerDetails(_ issues: [Issue]) throws -> [Issue] {
        let ids = issues.flatMap { $0.comments ?? [] }.map(\.id)
        guard !ids.isEmpty else { return issues }
        let details = try environment.getCommentViewerDetails(ids)
        return issues.map { issue in
            var issue = issue
            issue.comments = issue.comments?.map { $0.filling(details) }
            return issue
        }
    }

    /// All comments, oldest first, or (`all: false`) only the newest one, fetched alone.
    public func comments(of issue: Issue, all: Bool) throws -> [IssueComment] {
        guard issue.commentCount > 0 else { return [] }
        guard all else {
            // Page N of size 1 is the N-th comment: the newest, in one small request.
            return try environment.listIssueComments(issue.number, IssueCommentsQuery(perPage: 1, page: issue.commentCount)).items
        }
        // Up to 50,000 comments: past that a server is looping, not answering.
        return try IssueCommentsPage.all(maximumPages: 500) { pageURL in
            try environment.listIssueComments(issue.number, IssueCommentsQuery(perPage: 100, pageURL: pageURL))
        }
    }

    /// Opens the repository's issue list in the browser, filtered as asked; returns the URL.
    public func openList(filter: IssueFilter) throws -> String {
        let text = filter.searchText(milestoneTitle: try milestoneTitle(filter.milestone))
        return try environment.openInBrowser("issues?q=" + URLQuery.encode(text))
    }

    /// Opens one issue in the browser without asking GitHub anything; returns the URL.
    public func openIssue(_ number: Int) throws -> String {
        try environment.openInBrowser("issues/\(number)")
    }

    /// The issues endpoint filters by milestone number: a title is looked up among all milestones.
    private func milestoneNumber(_ milestone: String?) throws -> Int? {
        guard let milestone else { return nil }
        if let number = Int(milestone), number > 0 { return number }
        let wanted = milestone.lowercased()
        guard let match = try firstMilestone(where: { $0.title.lowercased() == wanted }) else {
            throw IssueLookupError.milestoneTitleNotFound(milestone)
        }
        return match.number
    }

    /// Search filters by milestone title: a number is looked up among all milestones.
    private func milestoneTitle(_ milestone: String?) throws -> String? {
        guard let milestone else { return nil }
        guard let number = Int(milestone), number > 0 else { return milestone }
        guard let match = try firstMilestone(where: { $0.number == number }) else {
            throw IssueLookupError.milestoneNumberNotFound(number)
        }
        return match.title
    }

    /// Open and closed milestones alike, page by page until one matches.
    private func firstMilestone(where matches: (Milestone) -> Bool) throws -> Milestone? {
        var query = MilestonesQuery(state: .all, perPage: 100)
        var trail = PageTrail(of: .link)
        while true {
            let page = try environment.listMilestones(query)
            if let match = page.items.first(where: matches) { return match }
            guard let next = page.nextPageURL else { return nil }
            query.pageURL = try trail.follow(next)
        }
    }
}

/// A query that continues at the `next` URL GitHub gave.
protocol PageFollowing { var pageURL: String? { get set } }
extension IssueSearchQuery: PageFollowing {}
