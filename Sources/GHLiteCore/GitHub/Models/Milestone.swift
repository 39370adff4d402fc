/// A repository milestone: issues refer to it by `number`; people know it by `title`.
public struct Milestone: Sendable, Equatable, Decodable {
    public var number: Int
    public var title: String
    /// `open` or `closed`.
    public var state: String
    public var description: String?
    public var dueOn: Date?
    /// How many of its issues (pull requests included, as GitHub counts) are open and closed.
    public var openIssues: Int
    public var closedIssues: Int
    /// Its web page (`html_url`).
    public var url: String
    /// GitHub's node ID (REST's `node_id`, GraphQL's `id`), when the source sent it.
    public var id: String?

    public init(number: Int, title: String, state: String = "open", description: String? = nil, dueOn: Date? = nil,
                openIssues: Int = 0, closedIssues: Int = 0, url: String = "", id: String? = nil) {
        self.number = number
        self.title = title
        self.state = state
        self.description = description
        self.dueOn = dueOn
        self.openIssues = openIssues
        self.closedIssues = closedIssues
        self.url = url
        self.id = id
    }

    enum CodingKeys: String, CodingKey {
        case number, title, state, description
        case dueOn = "due_on", openIssues = "open_issues", closedIssues = "closed_issues", url = "html_url"
        case id = "node_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        number = try container.decode(Int.self, forKey: .number)
        title = try container.decodeIfPresent(String.self, forKey: .title) ?? ""
        state = try container.decodeIfPresent(String.self, forKey: .state) ?? "open"
        description = try container.decodeIfPresent(String.self, forKey: .description)
        dueOn = try container.decodeIfPresent(Date.self, forKey: .dueOn)
        openIssues = try container.decodeIfPresent(Int.self, forKey: .openIssues) ?? 0
        closedIssues = try container.decodeIfPresent(Int.self, forKey: .closedIssues) ?? 0
        url = try container.decodeIfPresent(String.self, forKey: .url) ?? ""
        id = try container.decodeIfPresent(String.self, forKey: .id)
    }
}

/// Asks for one page of a repository's milestones (the repository is bound by whoever holds the closure).
public struct MilestonesQuery: Sendable, Equatable {
    public enum State: String, Sendable, CaseIterable { case open, closed, all }
    /// GitHub's two orders (`due_on` puts milestones without a due date last either way).
    public enum Sort: String, Sendable, CaseIterable { case dueOn = "due_on", completeness }
    public enum Direction: String, Sendable, CaseIterable { case asc, desc }

    public var state: State
    /// nil: GitHub's default (due_on, ascending), and neither is sent.
    public var sort: Sort?
    public var direction: Direction?
    public var perPage: Int
    /// Set after the first page: the `next` URL GitHub gave, requested exactly as it is.
    public var pageURL: String?

    public init(state: State = .all, sort: Sort? = nil, direction: Direction? = nil, perPage: Int = 100,
                pageURL: String? = nil) {
        self.state = state
        self.sort = sort
        self.direction = direction
        self.perPage = perPage
        self.pageURL = pageURL
    }
}

public typealias MilestonesPage = Page<Milestone>
