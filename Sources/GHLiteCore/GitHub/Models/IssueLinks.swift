/// Another issue an issue is linked to (its parent, a sub-issue, a blocker), possibly in another repository.
public struct LinkedIssue: Sendable, Equatable, Codable {
    public var id: String
    public var number: Int
    public var title: String
    public var state: Issue.State
    public var url: String
    /// `OWNER/REPO`.
    public var repository: String

    public init(id: String, number: Int, title: String, state: Issue.State, url: String, repository: String) {
        self.id = id
        self.number = number
        self.title = title
        self.state = state
        self.url = url
        self.repository = repository
    }
}

/// GitHub's `SubIssuesSummary`: how many sub-issues, how many of them closed.
public struct SubIssuesSummary: Sendable, Equatable, Codable {
    public var total: Int
    public var completed: Int
    public var percentCompleted: Int

    public init(total: Int, completed: Int, percentCompleted: Int) {
        self.total = total
        self.completed = completed
        self.percentCompleted = percentCompleted
    }

    public static let none = SubIssuesSummary(total: 0, completed: 0, percentCompleted: 0)
}

/// An issue's sub-issues, parent and dependencies, as GitHub's GraphQL API gives them (the first 100 of each list).
public struct IssueLinks: Sendable, Equatable, Codable {
    public var parent: LinkedIssue?
    public var subIssues: [LinkedIssue]
    public var subIssuesSummary: SubIssuesSummary
    /// Nil where the server has no dependencies (GitHub Enterprise Server).
    public var blockedBy: [LinkedIssue]?
    public var blocking: [LinkedIssue]?

    public init(parent: LinkedIssue? = nil, subIssues: [LinkedIssue] = [], subIssuesSummary: SubIssuesSummary = .none,
                blockedBy: [LinkedIssue]? = [], blocking: [LinkedIssue]? = []) {
        self.parent = parent
        self.subIssues = subIssues
        self.subIssuesSummary = subIssuesSummary
        self.blockedBy = blockedBy
        self.blocking = blocking
    }

    public static let none = IssueLinks()

    /// Whether an open issue blocks this one (`issue list --blocked`).
    public var isBlocked: Bool { blockedBy?.contains { $0.state == .open } ?? false }
}

/// What GitHub's REST issue says of its links, so `issue view` asks GraphQL for them only when there are some, and
/// never for fields the server lacks (an Enterprise server without dependencies leaves their summary out).
public struct IssueLinkCounts: Sendable, Equatable {
    public var hasParent: Bool
    public var subIssues: Int
    /// Nil where the answer had no dependencies summary.
    public var dependencies: Int?

    public init(hasParent: Bool = false, subIssues: Int = 0, dependencies: Int? = nil) {
        self.hasParent = hasParent
        self.subIssues = subIssues
        self.dependencies = dependencies
    }

    public var isEmpty: Bool { !hasParent && subIssues == 0 && (dependencies ?? 0) == 0 }
}

extension IssueLinks {
    /// The links with the state and title of each linked issue found in `issues` (by URL): the mirror's newest word
    /// on an issue is its own record, not the copy in another's links, which a change to the issue does not touch.
    func current(among issues: [Int: Issue]) -> IssueLinks {
        func current(_ linked: LinkedIssue) -> LinkedIssue {
            guard let issue = issues[linked.number], issue.htmlURL == linked.url else { return linked }
            var linked = linked
            (linked.state, linked.title) = (issue.state, issue.title)
            return linked
        }
        var links = self
        links.parent = parent.map(current)
        links.subIssues = subIssues.map(current)
        links.blockedBy = blockedBy?.map(current)
        links.blocking = blocking?.map(current)
        if links.subIssues.count == subIssuesSummary.total, subIssuesSummary.total > 0 {
            let completed = links.subIssues.filter { $0.state == .closed }.count
            links.subIssuesSummary = SubIssuesSummary(total: subIssuesSummary.total, completed: completed,
                                                      percentCompleted: completed * 100 / subIssuesSummary.total)
        }
        return links
    }

    /// The numbers of the linked issues, for reading their own records.
    var numbers: [Int] {
        ([parent].compactMap { $0 } + subIssues + (blockedBy ?? []) + (blocking ?? [])).map(\.number)
    }
}
