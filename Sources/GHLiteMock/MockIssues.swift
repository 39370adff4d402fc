import GHLiteCore

/// Issues, search, comments and milestones over the mock data, answered as GitHub answers them:
/// pull requests mixed into REST lists (not GraphQL's), 404 for unknown repositories and issues (GraphQL's
/// NOT_FOUND), 410 where issues are off (GraphQL's `hasIssuesEnabled: false`).
enum MockIssues {
    static func install(_ data: MockGitHubData, into client: inout GitHubClient) {
        @Sendable func issues(_ repo: RepoRef, _ rest: String) throws -> [Issue] {
            let name = "\(repo.owner)/\(repo.name)".lowercased()
            let url = "mock://repos/\(repo)/\(rest)"
            guard let found = data.repositories.first(where: { $0.fullName.lowercased() == name }) else {
                throw GitHubAPIError(status: 404, message: "Not Found", url: url)
            }
            if MockIssuesData.issuesDisabled.contains(found.fullName) {
                throw GitHubAPIError(status: 410, message: "Issues are disabled for this repo", url: url)
            }
            return found.fullName == MockIssuesData.helloWorld ? MockIssuesData.issues : []
        }

        client.listIssues = { repo, query in
            let all = try issues(repo, "issues")
            var milestone: ((Issue) -> Bool)?
            if let wanted = query.milestone {
                guard let number = Int(wanted), MockIssuesData.milestones.contains(where: { $0.number == number }) else {
                    throw GitHubAPIError(status: 422, message: "Validation Failed", errors: [
                        .init(resource: "Issue", field: "milestone", code: "invalid", value: wanted),
                    ], url: "mock://repos/\(repo)/issues")
                }
                milestone = { $0.milestone?.number == number }
            }
            let matching = all.filter { issue in
                (query.state == .all || issue.state.rawValue == query.state.rawValue)
                    && query.labels.allSatisfy { label in issue.labels.contains { $0.name.lowercased() == label.lowercased() } }
                    && matches(query.assignee, issue.assigneeLogins)
                    && query.creator.map { $0.lowercased() == issue.authorLogin.lowercased() } ?? true
                    && query.mentioned.map { (issue.body ?? "").lowercased().contains("@" + $0.lowercased()) } ?? true
                    && milestone?(issue) ?? true
            }
            return MockPaging.page(of: matching.reversed(), perPage: query.perPage, pageURL: query.pageURL,
                                   baseURL: "mock://repos/\(repo)/issues")
        }
        // The mock lists through the cursors and REST's links only.
        client.listNewestIssues = { _, _ in nil }
        client.listRepositoryIssues = { repo, query in
            let name = "\(repo.owner)/\(repo.name)".lowercased()
            guard let found = data.repositories.first(where: { $0.fullName.lowercased() == name }) else {
                throw GraphQLError(type: "NOT_FOUND", message: "Could not resolve to a Repository with the name '\(repo)'.")
            }
            guard !MockIssuesData.issuesDisabled.contains(found.fullName) else {
                return IssueConnectionPage(items: [], totalCount: 0, nextCursor: nil, hasIssuesEnabled: false)
            }
            let all = found.fullName == MockIssuesData.helloWorld ? MockIssuesData.issues : []
            let matching = Array(all.filter { issue in
                !issue.isPullRequest && !query.pinned // the mock pins nothing
                    && (query.state == .all || issue.state.rawValue == query.state.rawValue)
                    && matches(query.assignee, issue.assigneeLogins)
                    // GraphQL's label filter: any of them.
                    && (query.labels.isEmpty || issue.labels.contains { label in
                        query.labels.contains { $0.lowercased() == label.name.lowercased() } })
                    && query.author.map { $0.lowercased() == issue.authorLogin.lowercased() } ?? true
                    && query.mentioned.map { (issue.body ?? "").lowercased().contains("@" + $0.lowercased()) } ?? true
                    && query.milestoneNumber.map { $0 == issue.milestone?.number } ?? true
            }.reversed())
            // The mock's cursor is the offset where the next page starts.
            let start = min(query.after.flatMap { Int($0) } ?? 0, matching.count)
            let end = min(start + min(max(query.first, 1), 100), matching.count)
            let items = matching[start..<end].map { issue in
                var issue = issue
                if !query.includeBody { issue.body = nil }
                if query.includeComments {
                    // What GraphQL adds to REST's comments: whether each is hidden, and whether the viewer wrote it.
                    issue.comments = (MockIssuesData.comments[issue.number] ?? []).prefix(100).map { comment in
                        var comment = comment
                        comment.isMinimized = false
                        comment.viewerDidAuthor = comment.authorLogin == data.signedInLogin
                        return comment
                    }
                }
                return issue
            }
            return IssueConnectionPage(items: items, totalCount: matching.count,
                                       nextCursor: end < matching.count ? String(end) : nil,
                                       everyIssueCount: query.countsEveryIssue ? all.count { !$0.isPullRequest } : nil)
        }
        client.getIssueStatus = { [listRepositoryIssues = client.listRepositoryIssues] repo, query in
            func list(_ narrow: (inout IssueConnectionQuery) -> Void) throws -> IssueConnectionPage {
                var filter = IssueConnectionQuery(first: query.perList, includeBody: query.includeBody,
                                                  includeComments: query.includeComments)
                narrow(&filter)
                return try listRepositoryIssues(repo, filter)
            }
            let assigned = try list { $0.assignee = query.viewer }, mentioned = try list { $0.mentioned = query.viewer }
            let authored = try list { $0.author = query.viewer }
            func shown(_ page: IssueConnectionPage) -> IssueStatus.List {
                IssueStatus.List(issues: page.items, totalCount: page.totalCount)
            }
            return IssueStatus(assigned: shown(assigned), mentioned: shown(mentioned), authored: shown(authored),
                               hasIssuesEnabled: assigned.hasIssuesEnabled)
        }
        client.searchIssues = { query in
            let search = MockIssueSearch(query.text, viewer: data.signedInLogin)
            guard let repo = search.repository else {
                throw GitHubAPIError(status: 422, message: "Validation Failed", url: "mock://search/issues")
            }
            let found = Array(try issues(repo, "issues").filter(search.matches).reversed())
            let page = MockPaging.page(of: found, perPage: query.perPage, pageURL: query.pageURL,
                                       baseURL: "mock://search/issues")
            return IssueSearchPage(hits: page.items.map { IssueSearchHit(issue: $0, repository: repo.description) },
                                   nextPageURL: page.nextPageURL, totalCount: found.count)
        }
        client.getIssue = { repo, number in
            guard let issue = try issues(repo, "issues/\(number)").first(where: { $0.number == number }) else {
                throw GitHubAPIError(status: 404, message: "Not Found", url: "mock://repos/\(repo)/issues/\(number)")
            }
            return issue
        }
        client.getIssueLinks = { repo, number, dependencies in
            guard let issue = try issues(repo, "graphql").first(where: { $0.number == number }) else {
                throw IssueLookupError.issueNotFound(number)
            }
            var links = issue.links ?? .none
            if !dependencies { (links.blockedBy, links.blocking) = (nil, nil) }
            return links
        }
        client.getIssueWithComments = { repo, number in
            // GraphQL's null issue (a pull request's number, a repository it does not show) leaves REST to say why.
            guard var issue = try? issues(repo, "graphql").first(where: { $0.number == number && !$0.isPullRequest }) else {
                return nil
            }
            issue.links = issue.links ?? IssueLinks.none
            issue.comments = Array((MockIssuesData.comments[number] ?? []).prefix(100))
            return issue
        }
        client.listIssueComments = { repo, number, query in
            let rest = "issues/\(number)/comments"
            guard try issues(repo, rest).contains(where: { $0.number == number }) else {
                throw GitHubAPIError(status: 404, message: "Not Found", url: "mock://repos/\(repo)/\(rest)")
            }
            let pageURL = query.pageURL ?? query.page.map { "mock://repos/\(repo)/\(rest)?page=\($0)" }
            return MockPaging.page(of: MockIssuesData.comments[number] ?? [], perPage: query.perPage, pageURL: pageURL,
                                   baseURL: "mock://repos/\(repo)/\(rest)")
        }
        client.listMilestones = { repo, query in
            let milestones = try issues(repo, "milestones").isEmpty ? [] : MockIssuesData.milestones
            let matching = milestones.filter { query.state == .all || $0.state == query.state.rawValue }
            return MockPaging.page(of: matching, perPage: query.perPage, pageURL: query.pageURL,
                                   baseURL: "mock://repos/\(repo)/milestones")
        }
        client.viewerLogin = { data.signedInLogin }
        client.getCommentViewerDetails = { ids in
            let comments = MockIssuesData.comments.values.joined().filter { ids.contains($0.id) }
            return Dictionary(comments.map { comment in
                (comment.id, CommentViewerDetails(isMinimized: false, minimizedReason: nil,
                                                  viewerDidAuthor: comment.authorLogin == data.signedInLogin))
            }) { first, _ in first }
        }
    }

    /// GitHub's `assignee` parameter: a login, `none` or `*`.
    static func matches(_ assignee: String?, _ logins: [String]) -> Bool {
        switch assignee?.lowercased() {
        case nil: return true
        case "none": return logins.isEmpty
        case "*": return !logins.isEmpty
        case let login?: return logins.contains { $0.lowercased() == login }
        }
    }
}

/// The few search qualifiers gh-lite sends (`repo:`, `is:`, `state:`, `label:`, `assignee:`, `author:`,
/// `mentions:`, `milestone:`, `no:assignee`) plus words matched in titles and bodies.
struct MockIssueSearch {
    var repository: RepoRef?
    private var checks: [(Issue) -> Bool] = []

    init(_ text: String, viewer: String) {
        for token in Self.tokens(text) {
            let parts = token.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2 else {
                checks.append { ($0.title + " " + ($0.body ?? "")).lowercased().contains(token.lowercased()) }
                continue
            }
            let value = (parts[1] == "@me" ? viewer : parts[1]).lowercased()
            switch parts[0] {
            case "repo": repository = try? RepoRef.parse(parts[1])
            case "is" where value == "issue": checks.append { !$0.isPullRequest }
            case "is", "state": checks.append { $0.state.rawValue == value }
            case "label": checks.append { $0.labels.contains { $0.name.lowercased() == value } }
            case "assignee": checks.append { MockIssues.matches(value, $0.assigneeLogins) }
            case "no" where value == "assignee": checks.append { $0.assigneeLogins.isEmpty }
            case "author": checks.append { $0.authorLogin.lowercased() == value }
            case "mentions": checks.append { ($0.body ?? "").lowercased().contains("@" + value) }
            case "milestone": checks.append { $0.milestone?.title.lowercased() == value }
            default: break
            }
        }
    }

    func matches(_ issue: Issue) -> Bool { checks.allSatisfy { $0(issue) } }

    /// Splits on spaces outside double quotes and drops the quotes: `label:"help wanted"` is one token.
    static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var quoted = false
        for character in text {
            switch character {
            case "\"": quoted.toggle()
            case " " where !quoted:
                if !current.isEmpty { tokens.append(current) }
                current = ""
            default: current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }
}
