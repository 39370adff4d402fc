/// `CommentViewerDetails` of comments named by node id, 100 to a request (GraphQL's `nodes` takes no more). A node
/// GitHub no longer has (deleted since REST listed it) comes back null and is left out.
struct CommentViewerDetailsQuery {
    var api: GitHubAPI

    static let idsPerRequest = 100

    static let document = """
        query CommentViewerDetails($ids: [ID!]!) { nodes(ids: $ids) { \
        ... on IssueComment { id isMinimized minimizedReason viewerDidAuthor } } }
        """

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        client.getCommentViewerDetails = { ids in try CommentViewerDetailsQuery(api: api).details(ids) }
    }

    func details(_ ids: [String]) throws -> [String: CommentViewerDetails] {
        let named = ids.filter { !$0.isEmpty }
        var found: [String: CommentViewerDetails] = [:]
        for start in stride(from: 0, to: named.count, by: Self.idsPerRequest) {
            let batch = Array(named[start..<min(start + Self.idsPerRequest, named.count)])
            let result = try api.query(Self.document, variables: Variables(ids: batch), as: Data.self)
            for node in result.data.nodes.compactMap({ $0 }) where batch.contains(node.id) {
                found[node.id] = CommentViewerDetails(isMinimized: node.isMinimized, minimizedReason: node.minimizedReason,
                                                      viewerDidAuthor: node.viewerDidAuthor)
            }
        }
        return found
    }

    struct Variables: Encodable {
        var ids: [String]
    }

    struct Data: Decodable {
        var nodes: [Node?]
    }

    struct Node: Decodable {
        var id: String
        var isMinimized: Bool
        var minimizedReason: String?
        var viewerDidAuthor: Bool
    }
}
