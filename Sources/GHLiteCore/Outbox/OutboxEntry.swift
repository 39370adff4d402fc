/// One write made while GitHub could not be reached, kept until GitHub confirms it. `attempts` records each send
/// that may have reached GitHub, written down before the request goes out, so a later sync checks GitHub first.
public struct OutboxEntry: Codable, Sendable, Equatable {
    /// Numbered from 1 per account, never reused, so `sync --discard ID` names one entry for good.
    public var id: Int
    /// `OWNER/REPO`.
    public var repository: String
    /// ISO 8601, the local clock when the write was queued.
    public var queuedAt: String
    public var attempts: [String]
    public var write: OutboxWrite

    public init(id: Int, repository: String, queuedAt: String, attempts: [String] = [], write: OutboxWrite) {
        self.id = id
        self.repository = repository
        self.queuedAt = queuedAt
        self.attempts = attempts
        self.write = write
    }
}

/// What an outbox entry will send.
public enum OutboxWrite: Codable, Sendable, Equatable {
    /// Names as typed, checked when the issue is sent; the milestone by number, or by title (`milestoneTitle`).
    case create(title: String, body: String, labels: [String], assignees: [String], milestone: Int?,
                milestoneTitle: String? = nil)
    case comment(issue: Int, body: String)
    /// `reason`: `completed` or `not planned` (an `IssueCloseReason`), when given.
    case close(issue: Int, reason: String?)
    case reopen(issue: Int)

    /// `new issue`, `comment on #12`, ...: what the entry is, in one line.
    public var summary: String {
        switch self {
        case .create(let title, _, _, _, _, _): "new issue \"\(TerminalText.line(title))\""
        case .comment(let issue, _): "comment on #\(issue)"
        case .close(let issue, _): "close #\(issue)"
        case .reopen(let issue): "reopen #\(issue)"
        }
    }
}

/// One account's outbox file: its entries, oldest first, and the next entry's number.
public struct OutboxContents: Codable, Sendable, Equatable {
    public var nextID: Int
    public var entries: [OutboxEntry]

    public init(nextID: Int = 1, entries: [OutboxEntry] = []) {
        self.nextID = nextID
        self.entries = entries
    }
}

/// Whose outbox: the API host and the account's key (`TokenStore.accountKey`), never the token itself.
public struct OutboxAccount: Sendable, Equatable {
    public var host: String
    public var account: String

    public init(host: String, account: String) {
        self.host = host
        self.account = account
    }
}
