/// The parts of GitHub's issue object gh-lite shows. The issues endpoints also return pull requests;
/// `isPullRequest` tells them apart (GitHub marks them with a `pull_request` key).
public struct Issue: Sendable, Equatable, Decodable {
    public enum State: String, Sendable, Codable { case open, closed }

    public var number: Int
    public var title: String
    public var body: String?
    public var state: State
    /// `completed`, `not_planned`, `reopened`, or nil.
    public var stateReason: String?
    public var authorLogin: String
    public var labels: [Label]
    public var assigneeLogins: [String]
    public var milestone: Milestone?
    /// How many comments the issue has (GitHub sends the count, not the comments).
    public var commentCount: Int
    /// The comments themselves, fetched only for `--json comments`: all of them for one issue, the
    /// first 100 of each issue in a list (as gh gives them).
    public var comments: [IssueComment]?
    public var htmlURL: String
    public var createdAt: Date
    public var updatedAt: Date
    public var closedAt: Date?
    public var isPullRequest: Bool
    /// GitHub's node id (REST's `node_id`), when the answer carried it: a search hit can be written to without a look-up.
    public var nodeID: String?
    /// Nil where GitHub gave none (a user's repository has no types) or the query did not ask.
    public var issueType: IssueType?
    /// Its parent, sub-issues and dependencies: nil until asked for (GraphQL), `IssueLinks.none` when it has none.
    public var links: IssueLinks?
    /// What a REST answer says of the links it does not list.
    public var linkCounts = IssueLinkCounts()

    public init(number: Int, title: String, body: String? = nil, state: State = .open, stateReason: String? = nil,
                authorLogin: String, labels: [Label] = [], assigneeLogins: [String] = [], milestone: Milestone? = nil,
                commentCount: Int = 0, htmlURL: String, createdAt: Date, updatedAt: Date? = nil,
                closedAt: Date? = nil, isPullRequest: Bool = false) {
        self.number = number
        self.title = title
        self.body = body
        self.state = state
        self.stateReason = stateReason
        self.authorLogin = authorLogin
        self.labels = labels
        self.assigneeLogins = assigneeLogins
        self.milestone = milestone
        self.commentCount = commentCount
        self.htmlURL = htmlURL
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
        self.closedAt = closedAt
        self.isPullRequest = isPullRequest
    }

    enum CodingKeys: String, CodingKey {
        case number, title, body, state, user, labels, assignees, milestone, comments
        case stateReason = "state_reason"
        case htmlURL = "html_url"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case closedAt = "closed_at"
        case pullRequest = "pull_request"
        case nodeID = "node_id"
        case type
        case subIssuesSummary = "sub_issues_summary"
        case parentIssueURL = "parent_issue_url"
        case dependenciesSummary = "issue_dependencies_summary"
    }

    struct RESTType: Decodable {
        var nodeID: String
        var name: String
        var color: String?
        var description: String?
        enum CodingKeys: String, CodingKey {
            case name, color, description
            case nodeID = "node_id"
        }
    }
    struct RESTSubIssuesSummary: Decodable { var total: Int }
    struct RESTDependenciesSummary: Decodable {
        var totalBlockedBy: Int
        var totalBlocking: Int
        enum CodingKeys: String, CodingKey {
            case totalBlockedBy = "total_blocked_by"
            case totalBlocking = "total_blocking"
        }
    }

    struct User: Decodable { var login: String }
    /// Only whether the key is there matters.
    struct PullRequestMarker: Decodable {}

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        number = try container.decode(Int.self, forKey: .number)
        title = try container.decodeIfPresent(String.self, forKey: .title) ?? ""
        body = try container.decodeIfPresent(String.self, forKey: .body)
        state = try container.decodeIfPresent(String.self, forKey: .state) == "closed" ? .closed : .open
        stateReason = try container.decodeIfPresent(String.self, forKey: .stateReason)
        // A deleted account comes back as null ("ghost" on github.com).
        authorLogin = try container.decodeIfPresent(User.self, forKey: .user)?.login ?? "ghost"
        labels = try container.decodeLossyList(Label.self, forKey: .labels)
        assigneeLogins = try container.decodeLossyList(User.self, forKey: .assignees).map(\.login)
        milestone = try container.decodeIfPresent(Milestone.self, forKey: .milestone)
        commentCount = try container.decodeIfPresent(Int.self, forKey: .comments) ?? 0
        htmlURL = try container.decode(String.self, forKey: .htmlURL)
        createdAt = try container.decode(Date.self, forKey: .createdAt)
        updatedAt = try container.decodeIfPresent(Date.self, forKey: .updatedAt) ?? createdAt
        closedAt = try container.decodeIfPresent(Date.self, forKey: .closedAt)
        isPullRequest = try container.decodeIfPresent(PullRequestMarker.self, forKey: .pullRequest) != nil
        nodeID = try container.decodeIfPresent(String.self, forKey: .nodeID)
        issueType = try? container.decodeIfPresent(RESTType.self, forKey: .type).map {
            IssueType(id: $0.nodeID, name: $0.name, color: $0.color ?? "", description: $0.description)
        }
        let dependencies = try? container.decodeIfPresent(RESTDependenciesSummary.self, forKey: .dependenciesSummary)
        linkCounts = IssueLinkCounts(
            hasParent: (try? container.decodeIfPresent(String.self, forKey: .parentIssueURL)) != nil,
            subIssues: (try? container.decodeIfPresent(RESTSubIssuesSummary.self, forKey: .subIssuesSummary))?.total ?? 0,
            dependencies: dependencies.map { $0.totalBlockedBy + $0.totalBlocking })
    }
}

public typealias IssuesPage = Page<Issue>

/// Asks for one page of a repository's issues, with the filters GitHub's issues endpoint applies itself.
public struct IssuesQuery: Sendable, Equatable {
    public enum State: String, Sendable, CaseIterable { case open, closed, all }

    public var state: State
    /// Issues must carry every one of these.
    public var labels: [String]
    /// A login, `none` or `*`.
    public var assignee: String?
    public var creator: String?
    public var mentioned: String?
    /// A milestone number, `none` or `*`.
    public var milestone: String?
    public var perPage: Int
    /// Set after the first page: the `next` URL GitHub gave, requested exactly as it is.
    public var pageURL: String?

    public init(state: State = .open, labels: [String] = [], assignee: String? = nil, creator: String? = nil,
                mentioned: String? = nil, milestone: String? = nil, perPage: Int, pageURL: String? = nil) {
        self.state = state
        self.labels = labels
        self.assignee = assignee
        self.creator = creator
        self.mentioned = mentioned
        self.milestone = milestone
        self.perPage = perPage
        self.pageURL = pageURL
    }
}
