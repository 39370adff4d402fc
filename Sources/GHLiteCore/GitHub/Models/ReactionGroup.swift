/// How many people left one kind of reaction, named as GitHub's GraphQL API names it (`THUMBS_UP`,
/// `HEART`, ...): the shape gh exports. Only kinds someone used are kept, as gh shows them.
public struct ReactionGroup: Sendable, Equatable {
    public var content: String
    public var count: Int

    public init(content: String, count: Int) {
        self.content = content
        self.count = count
    }

    /// REST's rollup keys beside GraphQL's names, in the order GraphQL lists the groups.
    static let kinds: [(rest: String, content: String)] = [
        ("+1", "THUMBS_UP"), ("-1", "THUMBS_DOWN"), ("laugh", "LAUGH"), ("hooray", "HOORAY"),
        ("confused", "CONFUSED"), ("heart", "HEART"), ("rocket", "ROCKET"), ("eyes", "EYES"),
    ]

    /// REST's `reactions` object (`{"url": ..., "total_count": 1, "+1": 1, "-1": 0, ...}`) as groups.
    struct RESTRollup: Decodable {
        var groups: [ReactionGroup]

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            groups = try ReactionGroup.kinds.compactMap { kind in
                guard let count = try container.decodeIfPresent(Int.self, forKey: Key(stringValue: kind.rest)),
                      count > 0 else { return nil }
                return ReactionGroup(content: kind.content, count: count)
            }
        }
    }
}
