/// Users' names (REST's issue pages give only logins and IDs), 100 IDs a request (GitHub's most for `nodes`),
/// the requests side by side (`GitHubAPI.parallel`).
struct UserNamesQuery {
    var api: GitHubAPI

    static let idsPerRequest = 100

    static let document = "query UserNames($ids: [ID!]!) { nodes(ids: $ids) { ... on User { id name } } }"

    /// The name of each user (by ID) that has one, or nil when any could not be read (an account deleted meanwhile).
    func names(_ ids: [String]) throws -> [String: String]? {
        let batches = stride(from: 0, to: ids.count, by: Self.idsPerRequest).map {
            Array(ids[$0..<min($0 + Self.idsPerRequest, ids.count)])
        }
        let answers = try api.parallel.map(batches.count) { [api] index in
            let result = try api.query(Self.document, variables: Variables(ids: batches[index]), as: Data.self)
            return result.errors.isEmpty && result.data.nodes.count == batches[index].count ? result.data.nodes : nil
        }
        var names: [String: String] = [:]
        for (batch, nodes) in zip(batches, answers) {
            guard let nodes else { return nil }
            for (id, node) in zip(batch, nodes) {
                guard let node, node.id != nil else { return nil }
                names[id] = node.name
            }
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
