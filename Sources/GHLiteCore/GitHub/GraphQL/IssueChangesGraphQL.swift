/// What changed in a repository's issues since a time, in one request: the changed issues of every state, oldest
/// change first (so an issue updated while the pages are read moves behind the cursor, not past it), the open
/// and closed totals and the labels, which show what `since` cannot (deleted, transferred, renamed).
struct IssueChangesGraphQL {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        client.listIssueChanges = { repo, query in try IssueChangesGraphQL(api: api).page(repo, query) }
    }

    func page(_ repo: RepoRef, _ query: IssueChangesQuery) throws -> IssueChangesPage {
        let variables = Variables(owner: repo.owner, repo: repo.name, limit: min(max(query.first, 1), 100),
                                  endCursor: query.after, since: query.since.map(ISO8601.format))
        let result = try api.query(Self.document, variables: variables, as: Data.self)
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
        return IssueChangesPage(items: shown, openCount: repository.open.totalCount,
                                closedCount: repository.closed.totalCount,
                                labels: repository.labels.nodes.compactMap { $0 },
                                nextCursor: changed.pageInfo.hasNextPage ? changed.pageInfo.endCursor : nil,
                                hasIssuesEnabled: repository.hasIssuesEnabled)
    }

    /// `since` is left out for a full list.
    struct Variables: Encodable {
        var owner: String
        var repo: String
        var limit: Int
        var endCursor: String?
        var since: String?
    }

    static let document = """
        query IssueChanges($owner: String!, $repo: String!, $limit: Int!, $endCursor: String, $since: DateTime) {
          repository(owner: $owner, name: $repo) {
            hasIssuesEnabled
            open: issues(states: OPEN) { totalCount }
            closed: issues(states: CLOSED) { totalCount }
            labels(first: 100, orderBy: {field: NAME, direction: ASC}) { nodes { name color description } }
            changed: issues(first: $limit, after: $endCursor, orderBy: {field: UPDATED_AT, direction: ASC}, \
        filterBy: {since: $since}) {
              pageInfo { hasNextPage endCursor }
              nodes { \(IssueListQuery.nodeSelection(includingBody: true, includingComments: false)) }
            }
          }
        }
        """

    struct Data: Decodable {
        var repository: Repository?
    }

    struct Count: Decodable { var totalCount: Int }

    struct Repository: Decodable {
        struct Labels: Decodable { var nodes: [Label?] }
        struct Changed: Decodable {
            var pageInfo: IssueListQuery.Connection.PageInfo
            var nodes: [IssueListQuery.Node?]
        }

        var hasIssuesEnabled: Bool
        var open: Count
        var closed: Count
        var labels: Labels
        var changed: Changed
    }
}
