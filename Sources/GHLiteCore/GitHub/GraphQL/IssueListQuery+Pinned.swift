/// A repository's pinned issues (at most three on GitHub), with the same fields as any list of its issues.
extension IssueListQuery {
    func pinnedPage(_ repo: RepoRef, _ query: IssueConnectionQuery) throws -> IssueConnectionPage {
        let variables = PinnedVariables(owner: repo.owner, repo: repo.name, limit: min(max(query.first, 1), 100),
                                        endCursor: query.after)
        let document = Self.pinnedDocument(includingBody: query.includeBody, includingComments: query.includeComments,
                                           fields: api.available(query.fields))
        let result = try api.query(document, variables: variables, as: PinnedData.self)
        guard let repository = result.data.repository else { throw result.missingRepository(repo) }
        let pins = repository.pinnedIssues
        let shown = pins.nodes.compactMap { $0?.issue.issue }
        if let error = result.errors.first {
            api.notice(Self.partialAnswerWarning(missing: pins.nodes.count - shown.count, error, among: result.errors.count))
        }
        return IssueConnectionPage(items: shown, totalCount: pins.totalCount, nextCursor: pins.pageInfo.nextCursor,
                                   hasIssuesEnabled: repository.hasIssuesEnabled)
    }

    struct PinnedVariables: Encodable {
        var owner: String
        var repo: String
        var limit: Int
        var endCursor: String?
    }

    static func pinnedDocument(includingBody: Bool, includingComments: Bool, fields: IssueFields) -> String {
        """
        query PinnedIssues($owner: String!, $repo: String!, $limit: Int!, $endCursor: String) {
          repository(owner: $owner, name: $repo) {
            hasIssuesEnabled
            pinnedIssues(first: $limit, after: $endCursor) {
              totalCount
              pageInfo { hasNextPage endCursor }
              nodes { issue { \(nodeSelection(includingBody: includingBody, includingComments: includingComments,
                                               fields: fields)) } }
            }
          }
        }
        """
    }

    struct PinnedData: Decodable {
        struct Pin: Decodable { var issue: Node }
        struct Repository: Decodable {
            var hasIssuesEnabled: Bool
            var pinnedIssues: GraphQLConnection<Pin>
        }
        var repository: Repository?
    }
}
