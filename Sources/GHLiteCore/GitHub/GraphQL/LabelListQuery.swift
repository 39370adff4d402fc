/// A repository's labels through GraphQL, as gh lists them: only GraphQL searches labels (`query`) and orders
/// them by creation or name; REST's `/labels` does neither and has no total.
struct LabelListQuery {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        client.listRepositoryLabels = { repo, query in try LabelListQuery(api: api).page(repo, query) }
    }

    func page(_ repo: RepoRef, _ query: LabelConnectionQuery) throws -> LabelConnectionPage {
        // GitHub orders a search by best match and ignores `orderBy` there.
        let orderBy = query.search == nil
            ? Order(field: query.sort == .name ? "NAME" : "CREATED_AT", direction: query.order.rawValue.uppercased())
            : nil
        let variables = Variables(owner: repo.owner, repo: repo.name, limit: min(max(query.first, 1), 100),
                                  endCursor: query.after, query: query.search, orderBy: orderBy)
        let result = try api.query(Self.document, variables: variables, as: Data.self)
        guard let labels = result.data.repository?.labels else {
            throw result.missingRepository(repo)
        }
        return LabelConnectionPage(items: labels.nodes.compactMap { $0 }, totalCount: labels.totalCount,
                                   nextCursor: labels.pageInfo.nextCursor)
    }

    struct Order: Encodable {
        var field: String
        var direction: String
    }

    /// Unset ones are left out of `variables`, so GitHub's defaults apply.
    struct Variables: Encodable {
        var owner: String
        var repo: String
        var limit: Int
        var endCursor: String?
        var query: String?
        var orderBy: Order?
    }

    static let document = """
        query LabelList($owner: String!, $repo: String!, $limit: Int!, $endCursor: String, $query: String, \
        $orderBy: LabelOrder) {
          repository(owner: $owner, name: $repo) {
            labels(first: $limit, after: $endCursor, query: $query, orderBy: $orderBy) {
              totalCount
              pageInfo { hasNextPage endCursor }
              nodes { id name color description isDefault createdAt updatedAt url }
            }
          }
        }
        """

    struct Data: Decodable {
        var repository: Repository?
    }

    struct Repository: Decodable {
        var labels: GraphQLConnection<RepositoryLabel>?
    }
}
