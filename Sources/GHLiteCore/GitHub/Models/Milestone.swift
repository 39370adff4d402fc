/// A repository milestone: issues refer to it by `number`; people know it by `title`.
public struct Milestone: Sendable, Equatable, Decodable {
    public var number: Int
    public var title: String
    /// `open` or `closed`.
    public var state: String
    public var description: String?
    public var dueOn: Date?

    public init(number: Int, title: String, state: String = "open", description: String? = nil, dueOn: Date? = nil) {
        self.number = number
        self.title = title
        self.state = state
        self.description = description
        self.dueOn = dueOn
    }

    enum CodingKeys: String, CodingKey {
        case number, title, state, description
        case dueOn = "due_on"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        number = try container.decode(Int.self, forKey: .number)
        title = try container.decodeIfPresent(String.self, forKey: .title) ?? ""
        state = try container.decodeIfPresent(String.self, forKey: .state) ?? "open"
        description = try container.decodeIfPresent(String.self, forKey: .description)
        dueOn = try container.decodeIfPresent(Date.self, forKey: .dueOn)
    }
}

/// Asks for one page of a repository's milestones (the repository is bound by whoever holds the closure).
public struct MilestonesQuery: Sendable, Equatable {
    public enum State: String, Sendable { case open, closed, all }

    public var state: State
    public var perPage: Int
    /// Set after the first page: the `next` URL GitHub gave, requested exactly as it is.
    public var pageURL: String?

    public init(state: State = .all, perPage: Int = 100, pageURL: String? = nil) {
        self.state = state
        self.perPage = perPage
        self.pageURL = pageURL
    }
}

public typealias MilestonesPage = Page<Milestone>
