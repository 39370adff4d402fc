/// What changed in a repository's issues since a time, in one request: the changed issues of every state, oldest
/// change first (so an issue updated while the pages are read moves behind the cursor, not past it), the open
/// and closed totals, the labels and the milestones, which show what `since` cannot (deleted, transferred, renamed).
struct IssueChangesGraphQL {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        client.listIssueChanges = { repo, query in try IssueChangesGraphQL(api: api).page(repo, query) }
    }

    func page(_ repo: RepoRef, _ query: IssueChangesQuery) throws -> IssueChangesPage {
        let variables = Variables(owner: repo.owner, repo: repo.name, limit: min(max(query.first, 1), 100),
                                  endCursor: query.after, since: query.since.map(ISO8601.format))
        let document = Self.document(fields: api.available(IssueFields.all.union([.issueType, .links])))
        let result = try api.query(document, variables: variables, as: Data.self)
        guard let repository = result.data.repository else {
            throw result.missingRepository(repo)
        }
        let changed = repository.changed
        let shown = changed.nodes.compactMap { $0?.issue }
        // An issue GitHub left out would be missing from the mirror: the counts then differ and a full list follows.
        if let error = result.errors.first {
            api.notice(IssueListQuery.partialAnswerWarning(missing: changed.nodes.count - shown.count, error,
                                                           among: result.errors.count))
        }
        if let answeredAt = result.answeredAt, let future = shown.filter({ $0.updatedAt > answeredAt }).first {
            api.debugNote("issue #\(future.number) was updated at \(ISO8601.format(future.updatedAt)), after GitHub's "
                          + "clock (Date: \(ISO8601.format(answeredAt))): the mirror syncs only up to the latter")
        }
        let isLast = !changed.pageInfo.hasNextPage
        // Only the last page's catalog is kept, so only that one is read in full.
        let catalog = isLast ? try RepositoryCatalogGraphQL(api: api).completing(repository.catalog, of: repo)
            : repository.catalog.catalog
        return IssueChangesPage(items: shown, openCount: repository.open.totalCount,
                                closedCount: repository.closed.totalCount, catalog: catalog,
                                nextCursor: changed.pageInfo.nextCursor,
                                hasIssuesEnabled: repository.hasIssuesEnabled, answeredAt: result.answeredAt,
                                nameWithOwner: repository.nameWithOwner)
    }

    /// `since` is left out for a full list.
    struct Variables: Encodable {
        var owner: String
        var repo: String
        var limit: Int
        var endCursor: String?
        var since: String?
        /// Always null here: the first page of each (`RepositoryCatalogGraphQL` reads the rest).
        var labelsAfter: String?
        var milestonesAfter: String?
    }

    /// The mirror keeps every field of each issue, its type and links included where the server has them.
    static func document(fields: IssueFields) -> String {
        """
        query IssueChanges($owner: String!, $repo: String!, $limit: Int!, $endCursor: String, $since: DateTime, \
        $labelsAfter: String, $milestonesAfter: String) {
          repository(owner: $owner, name: $repo) {
            nameWithOwner
            hasIssuesEnabled
            open: issues(states: OPEN) { totalCount }
            closed: issues(states: CLOSED) { totalCount }
            \(RepositoryCatalogGraphQL.fields(issueTypes: fields.contains(.issueType)))
            changed: issues(first: $limit, after: $endCursor, orderBy: {field: UPDATED_AT, direction: ASC}, \
        filterBy: {since: $since}) {
              pageInfo { hasNextPage endCursor }
              nodes { \(IssueListQuery.nodeSelection(includingBody: true, includingComments: false, fields: fields)) }
            }
          }
        }
        """
    }

    struct Data: Decodable {
        var repository: Repository?
    }

    struct Count: Decodable { var totalCount: Int }

    struct Repository: Decodable {
        struct Changed: Decodable {
            var pageInfo: GraphQLPageInfo
            var nodes: [IssueListQuery.Node?]
        }

        var nameWithOwner: String?
        var hasIssuesEnabled: Bool
        var open: Count
        var closed: Count
        var catalog: RepositoryCatalogGraphQL.Pages
        var changed: Changed

        enum CodingKeys: String, CodingKey { case nameWithOwner, hasIssuesEnabled, open, closed, changed }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            nameWithOwner = try container.decodeIfPresent(String.self, forKey: .nameWithOwner)
            hasIssuesEnabled = try container.decode(Bool.self, forKey: .hasIssuesEnabled)
            open = try container.decode(Count.self, forKey: .open)
            closed = try container.decode(Count.self, forKey: .closed)
            changed = try container.decode(Changed.self, forKey: .changed)
            catalog = try RepositoryCatalogGraphQL.Pages(from: decoder)
        }
    }
}
