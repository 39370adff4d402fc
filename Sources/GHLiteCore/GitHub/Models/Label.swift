/// A repository's label, as `GET /repos/{owner}/{repo}/labels` lists it.
public struct Label: Sendable, Equatable, Decodable {
    public var name: String
    /// Six hex digits, without `#`.
    public var color: String
    public var description: String?

    public init(name: String, color: String = "ededed", description: String? = nil) {
        self.name = name
        self.color = color
        self.description = description
    }

    enum CodingKeys: String, CodingKey { case name, color, description }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        color = try container.decodeIfPresent(String.self, forKey: .color) ?? ""
        description = try container.decodeIfPresent(String.self, forKey: .description)
    }
}
