extension KeyedDecodingContainer {
    /// A list GitHub may send as `null` or with items gh-lite cannot read (`null`, an object without its name):
    /// those items carry nothing to show, so they are skipped instead of failing the whole answer.
    func decodeLossyList<Item: Decodable>(_ type: Item.Type, forKey key: Key) throws -> [Item] {
        guard contains(key), try !decodeNil(forKey: key) else { return [] }
        var list = try nestedUnkeyedContainer(forKey: key)
        var items: [Item] = []
        while !list.isAtEnd {
            if let item = try? list.decode(Item.self) {
                items.append(item)
            } else {
                _ = try list.decode(Skipped.self)
            }
        }
        return items
    }
}

/// Reads any JSON value and keeps nothing: how a lossy list steps past an item it cannot use.
private struct Skipped: Decodable {
    init(from decoder: any Decoder) throws {}
}
