/// A page of a GraphQL connection as gh-lite selects it: `totalCount`, `pageInfo { hasNextPage endCursor }` and
/// the nodes, null where GitHub left one out of a partial answer.
struct GraphQLConnection<Node: Decodable>: Decodable {
    var totalCount: Int
    var pageInfo: GraphQLPageInfo
    var nodes: [Node?]
}

/// Whether another page follows, and where it starts.
struct GraphQLPageInfo: Decodable {
    var hasNextPage: Bool
    var endCursor: String?

    /// The cursor to ask for the next page with; nil on the last page.
    var nextCursor: String? { hasNextPage ? endCursor : nil }
}
