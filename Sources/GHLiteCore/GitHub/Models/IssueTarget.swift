/// An issue as a write needs it: its node id for GraphQL mutations, and what a report or a confirmation shows.
public struct IssueTarget: Sendable, Equatable {
    public var id: String
    public var number: Int
    public var title: String
    public var state: Issue.State
    /// GitHub's `stateReason` in capitals (`COMPLETED`, `NOT_PLANNED`, `DUPLICATE`, `REOPENED`), if any.
    public var stateReason: String?
    public var url: String
    /// Whether the conversation is locked, and GitHub's `LockReason` (`OFF_TOPIC`, ...) when one was given.
    public var locked: Bool
    public var activeLockReason: String?
    public var isPinned: Bool

    public init(id: String, number: Int, title: String, state: Issue.State, stateReason: String? = nil,
                url: String = "", locked: Bool = false, activeLockReason: String? = nil, isPinned: Bool = false) {
        self.id = id
        self.number = number
        self.title = title
        self.state = state
        self.stateReason = stateReason
        self.url = url
        self.locked = locked
        self.activeLockReason = activeLockReason
        self.isPinned = isPinned
    }
}

/// Why a conversation is locked: gh's words on the command line, GitHub's `LockReason` on the wire.
public enum IssueLockReason: String, Sendable, CaseIterable {
    case offTopic = "off_topic"
    case resolved
    case spam
    case tooHeated = "too_heated"

    public var graphQLValue: String { rawValue.uppercased() }
}

/// Why an issue is closed: gh's words on the command line, GitHub's `IssueClosedStateReason` on the wire.
public enum IssueCloseReason: String, Sendable, CaseIterable {
    case completed
    case notPlanned = "not planned"
    case duplicate

    public var graphQLValue: String {
        switch self {
        case .completed: return "COMPLETED"
        case .notPlanned: return "NOT_PLANNED"
        case .duplicate: return "DUPLICATE"
        }
    }
}

/// `closeIssue`'s input: the issue, why, and (for a duplicate) the node id of the issue it duplicates.
public struct IssueClosing: Sendable, Equatable {
    public var issueID: String
    public var reason: IssueCloseReason?
    public var duplicateOfID: String?

    public init(issueID: String, reason: IssueCloseReason? = nil, duplicateOfID: String? = nil) {
        self.issueID = issueID
        self.reason = reason
        self.duplicateOfID = duplicateOfID
    }
}
