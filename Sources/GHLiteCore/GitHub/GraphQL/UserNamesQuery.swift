/// Users' names (REST's issue pages give only logins and IDs), `NodeIDBatches` of 100 IDs a request; the
/// caller sends the requests side by side with its other reads.
struct UserNamesQuery {
    var api: GitHubAPI

    static let document = "query UserNames($ids: [ID!]!) { nodes(ids: $ids) { ... on User { id name } } }"

    /// The name of each user of `batch` (by ID) that has one, or nil when any could not be read (an account
    /// deleted meanwhile).
    func names(_ batch: [String]) throws -> [String: String]? {
        let result = try api.query(Self.document, variables: Variables(ids: batch), as: Data.self)
        guard result.errors.isEmpty, result.data.nodes.count == batch.count else { return nil }
        var names: [String: String] = [:]
        for (id, node) in zip(batch, result.data.nodes) {
            guard let node, node.id != nil else { return nil }
            names[id] = node.name
        }
        return names
    }

    struct Variables: Encodable {
        var ids: [String]
    }

    struct Data: Decodable {
        var nodes: [User?]
    }

    /// Empty for a node that is no user.
    struct User: Decodable {
        var id: String?
        var name: String?
    }
}
