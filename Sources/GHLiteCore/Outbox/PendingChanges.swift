/// The writes waiting in the outbox for one repository, laid over what GitHub or the mirror says, so lists and views
/// show them (marked pending) before `sync` sends them. `--json` never goes through it: scripts see GitHub's data.
public struct PendingChanges: Sendable, Equatable {
    /// The repository's entries, oldest first.
    public var entries: [OutboxEntry]

    public init(_ entries: [OutboxEntry], repository: RepoRef) {
        let name = repository.description.lowercased()
        self.entries = entries.filter { $0.repository.lowercased() == name }
    }

    /// Nothing queued.
    public static var none: PendingChanges { PendingChanges([], repository: RepoRef(owner: "", name: "")) }

    public var isEmpty: Bool { entries.isEmpty }

    /// A queued new issue, shown as `#?ID` (its outbox entry): GitHub gives it a number only when it is sent.
    public struct NewIssue: Sendable, Equatable {
        public var entry: Int
        public var title: String
        public var labels: [String]

        /// `?3`: never a number, so it cannot pass for a real issue's.
        public var placeholder: String { "?\(entry)" }
    }

    public var newIssues: [NewIssue] {
        entries.compactMap { entry in
            guard case .create(let title, _, let labels, _, _, _, _) = entry.write else { return nil }
            return NewIssue(entry: entry.id, title: title, labels: labels)
        }
    }

    /// The entries that change issue `number`.
    public func entries(for number: Int) -> [OutboxEntry] {
        entries.filter { $0.write.issueNumber == number }
    }

    /// The queued comments on issue `number` (a close or reopen with `-c` included), oldest first.
    public func comments(on number: Int) -> [String] {
        entries(for: number).compactMap { entry in
            switch entry.write {
            case .comment(_, let body): body
            case .close(_, _, let comment), .reopen(_, let comment): comment
            default: nil
            }
        }
    }

    /// The issue as it will be once its queued writes are sent: state, title, body, labels, assignees, no milestone
    /// when one is removed. A new milestone or a link stays as GitHub says until then (its name is checked by `sync`).
    public func applied(to issue: Issue) -> Issue {
        var issue = issue
        for entry in entries(for: issue.number) {
            switch entry.write {
            case .close(_, let reason, _):
                issue.state = .closed
                issue.stateReason = reason == IssueCloseReason.notPlanned.rawValue ? "not_planned" : "completed"
            case .reopen:
                issue.state = .open
                issue.stateReason = nil
            case .edit(_, let changes, _):
                Self.apply(changes, to: &issue)
            default:
                break
            }
        }
        return issue
    }

    private static func apply(_ changes: IssueEdit, to issue: inout Issue) {
        if let title = changes.title { issue.title = title }
        if let body = changes.body { issue.body = body }
        let removed = Set(changes.removeLabels.map { $0.lowercased() })
        issue.labels.removeAll { removed.contains($0.name.lowercased()) }
        for name in changes.addLabels where !issue.labels.contains(where: { $0.name.lowercased() == name.lowercased() }) {
            issue.labels.append(Label(name: name))
        }
        let unassigned = Set(changes.removeAssignees.map { $0.lowercased() })
        issue.assigneeLogins.removeAll { unassigned.contains($0.lowercased()) }
        for login in changes.addAssignees
        where !issue.assigneeLogins.contains(where: { $0.lowercased() == login.lowercased() }) {
            issue.assigneeLogins.append(login)
        }
        if changes.removeMilestone { issue.milestone = nil }
    }

    /// `3 changes waiting in the outbox: gh-lite sync`, after a list or a view that shows them.
    public var footer: String {
        "\(entries.count) \(entries.count == 1 ? "change" : "changes") waiting in the outbox: gh-lite sync\n"
    }
}

extension OutboxWrite {
    /// The issue the write changes; nil for a new issue.
    var issueNumber: Int? {
        switch self {
        case .create, .label, .milestone: nil
        case .edit(let issue, _, _), .comment(let issue, _), .close(let issue, _, _), .reopen(let issue, _),
             .lock(let issue, _), .unlock(let issue), .pin(let issue), .unpin(let issue): issue
        }
    }
}
