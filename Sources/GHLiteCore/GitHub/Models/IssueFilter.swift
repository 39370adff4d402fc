/// Which issues to list: gh's filters, as the user gave them (`@me` and milestone titles unresolved).
public struct IssueFilter: Sendable, Equatable {
    public var state: IssuesQuery.State = .open
    public var labels: [String] = []
    /// A login, `@me`, or `none` (no assignee).
    public var assignee: String?
    public var author: String?
    public var mention: String?
    /// A milestone number or title.
    public var milestone: String?
    /// GitHub search syntax; when set, the list comes from `/search/issues`.
    public var search: String?
    /// An issue type's name (`Bug`), in any case.
    public var issueType: String?
    /// The sub-issues of this issue.
    public var parent: Parent?
    /// Only issues an open issue blocks.
    public var blocked = false
    /// Only the repository's pinned issues.
    public var pinned = false

    /// An issue by number, in `repository` (`OWNER/REPO`; nil until the list's own is known).
    public struct Parent: Sendable, Equatable {
        public var number: Int
        public var repository: String?
        /// In the repository listed, whose issues the model can read (to tell a missing parent from a childless one).
        public var isInListedRepository = false

        public init(number: Int, repository: String? = nil) {
            self.number = number
            self.repository = repository
        }

        func matches(_ linked: LinkedIssue) -> Bool {
            linked.number == number && linked.repository.lowercased() == repository?.lowercased()
        }
    }

    /// Links are not in `updatedAt`, so a list narrowed by them asks GitHub's search, which knows them now.
    var needsSearch: Bool { search != nil || parent != nil || blocked }

    public init(state: IssuesQuery.State = .open, labels: [String] = [], assignee: String? = nil,
                author: String? = nil, mention: String? = nil, milestone: String? = nil, search: String? = nil) {
        self.state = state
        self.labels = labels
        self.assignee = assignee
        self.author = author
        self.mention = mention
        self.milestone = milestone
        self.search = search
    }

    /// Whether the user narrowed the default list (gh's "that match your search").
    public var isActive: Bool { self != IssueFilter() }

    /// The filter as GitHub search syntax, as gh builds it: the search words, then the qualifiers sorted.
    /// `@me` stays as it is (search understands it); the milestone must already be a title.
    func searchText(milestoneTitle: String?) -> String {
        var qualifiers = ["is:issue"]
        if let state = stateQualifier { qualifiers.append(state) }
        qualifiers += labels.map { "label:" + Self.quoted($0) }
        if let assignee {
            qualifiers.append(assignee.lowercased() == "none" ? "no:assignee" : "assignee:" + Self.quoted(assignee))
        }
        if let author { qualifiers.append("author:" + Self.quoted(author)) }
        if let mention { qualifiers.append("mentions:" + Self.quoted(mention)) }
        if let milestoneTitle { qualifiers.append("milestone:" + Self.quoted(milestoneTitle)) }
        if let issueType { qualifiers.append("type:" + Self.quoted(issueType)) }
        if let parent, let repository = parent.repository { qualifiers.append("parent-issue:\(repository)#\(parent.number)") }
        if blocked { qualifiers.append("is:blocked") }
        let words = search?.trimmingWhitespace() ?? ""
        return ((words.isEmpty ? [] : [words]) + qualifiers.sorted()).joined(separator: " ")
    }

    /// gh drops the default `open` state when the search words already ask for closed or merged items.
    private var stateQualifier: String? {
        switch state {
        case .all: return nil
        case .closed: return "state:closed"
        case .open:
            return SearchState.asksForClosed(search ?? "") ? nil : "state:open"
        }
    }

    /// Values with spaces or quotes go in quotes, as gh writes them (`label:"help wanted"`).
    private static func quoted(_ value: String) -> String {
        guard value.contains(where: { $0.isWhitespace || $0 == "\"" }) else { return value }
        return "\"" + value.replacing("\"", with: "\\\"") + "\""
    }
}
