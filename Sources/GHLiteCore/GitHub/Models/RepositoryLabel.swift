/// A label as a repository holds it (`repository.labels` in GraphQL), with what `label list --json` shows.
public struct RepositoryLabel: Sendable, Equatable, Decodable {
    public var id: String
    public var name: String
    /// Six hex digits, without `#`.
    public var color: String
    public var description: String?
    public var isDefault: Bool
    public var createdAt: Date?
    public var updatedAt: Date?
    /// The label's web page.
    public var url: String

    /// The `label list --json` fields a REST write's answer carries: not the dates, nor the page's URL.
    public static let restFields: Set = ["color", "description", "id", "isDefault", "name"]

    public init(id: String = "", name: String, color: String, description: String? = nil, isDefault: Bool = false,
                createdAt: Date? = nil, updatedAt: Date? = nil, url: String = "") {
        self.id = id
        self.name = name
        self.color = color
        self.description = description
        self.isDefault = isDefault
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.url = url
    }
}

/// What a label is to become: each field nil to leave it as it is (`new_name`, `color`, `description` of
/// `PATCH /repos/{owner}/{repo}/labels/{name}`; `name`, `color`, `description` of `POST .../labels`).
public struct LabelFields: Sendable, Equatable, Codable {
    public var name: String?
    /// Six hex digits, without `#`.
    public var color: String?
    /// "" clears it.
    public var description: String?

    public init(name: String? = nil, color: String? = nil, description: String? = nil) {
        self.name = name
        self.color = color
        self.description = description
    }
}

/// One page of `repository.labels`: a search (`query`, GitHub's best match first) or the whole list in `order`.
public struct LabelConnectionQuery: Sendable, Equatable {
    public enum Sort: String, Sendable, CaseIterable { case created, name }
    public enum Order: String, Sendable, CaseIterable { case asc, desc }

    public var search: String?
    public var sort: Sort
    public var order: Order
    public var first: Int
    public var after: String?

    public init(search: String? = nil, sort: Sort = .created, order: Order = .asc, first: Int = 100,
                after: String? = nil) {
        self.search = search
        self.sort = sort
        self.order = order
        self.first = first
        self.after = after
    }
}

public struct LabelConnectionPage: Sendable, Equatable {
    public var items: [RepositoryLabel]
    public var totalCount: Int
    /// The cursor of the next page; nil on the last.
    public var nextCursor: String?

    public init(items: [RepositoryLabel], totalCount: Int, nextCursor: String?) {
        self.items = items
        self.totalCount = totalCount
        self.nextCursor = nextCursor
    }
}
