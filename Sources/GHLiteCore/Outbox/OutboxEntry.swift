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
    /// What GitHub held just before the first attempt; nil while no attempt is recorded.
    public var baseline: OutboxBaseline?
    public var write: OutboxWrite
    /// Why the last sync kept the entry unsent (someone else's change it would overwrite), for `sync --status`;
    /// nil when it has met none, and cleared when it is sent again.
    public var conflict: String?

    public init(id: Int, repository: String, queuedAt: String, attempts: [String] = [], baseline: OutboxBaseline? = nil,
                write: OutboxWrite, conflict: String? = nil) {
        self.id = id
        self.repository = repository
        self.queuedAt = queuedAt
        self.attempts = attempts
        self.baseline = baseline
        self.write = write
        self.conflict = conflict
    }
}

/// What GitHub held just before an entry's first attempt, in GitHub's own numbers (never this machine's clock), so a
/// later sync can tell that attempt's write from an older one with the same text.
public enum OutboxBaseline: Codable, Sendable, Equatable {
    /// A create: the repository's newest issue number then (0: none). Numbers only grow, so an issue the attempt
    /// made is numbered above it.
    case newestIssue(Int)
    /// A comment: the viewer's newest comment on the issue then (nil: none), and GitHub's number for it. A comment
    /// the attempt made is the viewer's newest now, numbered above it (another one, where there is no number).
    case viewerComment(id: String?, number: Int? = nil)
}

/// What an outbox entry will send.
public enum OutboxWrite: Codable, Sendable, Equatable {
    /// Names as typed, checked when the issue is sent; the milestone by number, or by title (`milestoneTitle`);
    /// the type, parent and dependencies as typed (`links`).
    case create(title: String, body: String, labels: [String], assignees: [String], milestone: Int?,
                milestoneTitle: String? = nil, links: IssueLinkEdit? = nil)
    /// One `issue edit` of one issue, as typed: checked and sent by `sync`. `base`: the issue as the mirror showed
    /// it when a new title, body or milestone was queued.
    case edit(issue: Int, changes: IssueEdit, base: OutboxEditBase? = nil)
    case comment(issue: Int, body: String)
    /// `reason`: `completed` or `not planned` (an `IssueCloseReason`), when given. `comment`: `-c`'s text, sent
    /// first: one action, one entry (an older outbox holds it as a comment entry before this one).
    case close(issue: Int, reason: String?, comment: String? = nil)
    case reopen(issue: Int, comment: String? = nil)
    /// `reason`: an `IssueLockReason`'s raw value (`too_heated`, ...), when given.
    case lock(issue: Int, reason: String?)
    case unlock(issue: Int)
    case pin(issue: Int)
    case unpin(issue: Int)
    /// `label create|edit|delete NAME`; `base`: the label as the mirror showed it, for an edit or `create --force`.
    case label(name: String, change: OutboxLabelChange, base: OutboxLabelBase? = nil)
    /// `milestone create|edit|close|reopen|delete`: `milestone` as typed (a title, or a number), `base` as the
    /// mirror showed it, for an edit, close or reopen.
    case milestone(milestone: String, change: OutboxMilestoneChange, base: OutboxMilestoneBase? = nil)

    /// `new issue`, `comment on #12`, ...: what the entry is, in one line.
    public var summary: String {
        switch self {
        case .create(let title, _, _, _, _, _, _): "new issue \"\(TerminalText.line(title))\""
        case .edit(let issue, _, _): "edit #\(issue)"
        case .comment(let issue, _): "comment on #\(issue)"
        case .close(let issue, _, let comment): "close #\(issue)" + (comment == nil ? "" : " with a comment")
        case .reopen(let issue, let comment): "reopen #\(issue)" + (comment == nil ? "" : " with a comment")
        case .lock(let issue, _): "lock #\(issue)"
        case .unlock(let issue): "unlock #\(issue)"
        case .pin(let issue): "pin #\(issue)"
        case .unpin(let issue): "unpin #\(issue)"
        case .label(let name, let change, _): change.summary(name)
        case .milestone(let milestone, let change, _): change.summary(milestone)
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

    /// Adds `write` at the end under the next number; an outbox whose numbers have run out (a `nextID` edited up to
    /// the largest integer) is refused rather than overflowed, with what to do.
    public mutating func append(_ repository: String, queuedAt: String, write: OutboxWrite,
                                location: String) throws -> OutboxEntry {
        let highest = entries.map(\.id).max() ?? 0
        let (afterHighest, full) = highest.addingReportingOverflow(1)
        // A `nextID` edited below an entry's number would hand that number out twice.
        let id = Swift.max(nextID, afterHighest)
        let (next, overflow) = id.addingReportingOverflow(1)
        guard !full, !overflow else {
            throw CommandError("the outbox \(location) has used every entry number (its `nextID` was edited?): "
                               + "send or discard what waits, then move the file aside and queue the write again")
        }
        let entry = OutboxEntry(id: id, repository: repository, queuedAt: queuedAt, write: write)
        entries.append(entry)
        nextID = next
        return entry
    }

    /// Refuses an outbox where two entries share a number (a hand edit): `--discard` and sending name entries by
    /// number, so one of the two could be dropped unseen. Nothing is changed or dropped.
    public func checkedNumbers(location: String) throws -> OutboxContents {
        var seen = Set<Int>()
        for entry in entries where !seen.insert(entry.id).inserted {
            throw CommandError("the outbox \(location) holds two entries numbered \(entry.id) (edited by hand?): "
                               + "give one of them an unused number, then try again")
        }
        return self
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
