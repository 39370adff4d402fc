/// One page of a list and where the next one is (the `Link` header's `next`, followed exactly as given).
public struct Page<Item: Sendable>: Sendable {
    public var items: [Item]
    public var nextPageURL: String?

    public init(items: [Item], nextPageURL: String? = nil) {
        self.items = items
        self.nextPageURL = nextPageURL
    }
}

extension Page: Equatable where Item: Equatable {}
