/// A repository's label, as `GET /repos/{owner}/{repo}/labels` lists it.
public struct Label: Sendable, Equatable, Decodable {
    public var name: String
    /// Six hex digits, without `#`.
    public var color: String
    public var description: String?
    /// GitHub's node ID (REST's `node_id`, GraphQL's `id`), when the source sent it.
    public var id: String?

    public init(name: String, color: String = "ededed", description: String? = nil, id: String? = nil) {
        self.name = name
        self.color = color
        self.description = description
        self.id = id
    }

    enum CodingKeys: String, CodingKey {
        case name, color, description, id
        case nodeID = "node_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        color = try container.decodeIfPresent(String.self, forKey: .color) ?? ""
        description = try container.decodeIfPresent(String.self, forKey: .description)
        // REST's `id` is a number; GraphQL's is the node ID.
        id = try container.decodeIfPresent(String.self, forKey: .nodeID) ?? (try? container.decodeIfPresent(String.self, forKey: .id))
    }
}
