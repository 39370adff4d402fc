/// Closes or reopens one repository's issues (the repository is bound into the environment), one or many at once, as gh
/// does one: the issue looked up, a warning when it is already so, the comment (`-c`) before the change. A comment
/// whose change did not follow (Ctrl-C, the rate limit, an error) is reported as such, and is not posted again when the
/// issue's newest comment is the viewer's with exactly that text: a re-run finishes the job instead of repeating it,
/// and no clock is needed to tell; a reply since means the comment is posted again. One model serves both verbs: they differ only in the state asked for and the
/// mutation sent, and everything else (selection, consent, pacing, reporting) would otherwise be written twice.
public struct IssueStateModel: Sendable {
    public enum Change: Sendable, Equatable {
        /// `duplicateOf`: the number of the issue this one duplicates (its reason is then `duplicate`).
        case close(reason: IssueCloseReason?, duplicateOf: Int?)
        case reopen

        public var wantedState: Issue.State {
            if case .reopen = self { return .open }
            return .closed
        }

        /// `close`, `reopen`: what the user asked for, in messages.
        public var verb: String { wantedState == .closed ? "close" : "reopen" }
    }

    /// What happened to one issue, as it happens.
    public typealias Event = IssueChangeEvent

    public var environment: IssueStateModelEnvironment

    public init(environment: IssueStateModelEnvironment) {
        self.environment = environment
    }

    /// Applies `change` to the selected issues, with `comment` left on each first; returns who was done.
    /// Nothing is written before consent: several issues without a terminal need `yes`.
    public func run(_ change: Change, on selection: IssueSelection, comment: String?, yes: Bool,
                    report: (Event) -> Void) throws -> BulkRun.Summary {
        let targets = IssueTargets(search: environment.searchIssues, getIssueTarget: environment.getIssueTarget,
                                   bulk: environment.bulk)
        var duplicate: IssueTarget?
        // A close searches open issues, a reopen closed ones.
        let searchState: Issue.State = change.wantedState == .open ? .closed : .open
        return try targets.change(selection, verb: change.verb, searchState: searchState, yes: yes,
                                  isDone: { $0.state == change.wantedState },
                                  prepare: { duplicate = try duplicateTarget(of: change, among: $0) },
                                  report: report) { target, pacer in
            try apply(change, to: target, duplicate: duplicate, comment: comment, pacer: pacer, report: report)
        }
    }

    /// The issue `--duplicate-of` names, looked up before anything is written.
    private func duplicateTarget(of change: Change, among numbers: [Int]) throws -> IssueTarget? {
        guard case .close(_, let duplicateOf?) = change else { return nil }
        guard !numbers.contains(duplicateOf) else {
            throw CommandError("#\(duplicateOf) cannot be closed as a duplicate of itself: pick the issue to keep "
                               + "with --duplicate-of")
        }
        return try environment.getIssueTarget(duplicateOf)
    }

    private func apply(_ change: Change, to target: IssueTarget, duplicate: IssueTarget?, comment: String?,
                       pacer: WritePacer, report: (Event) -> Void) throws {
        var commented = false
        if let comment {
            let mine = try environment.lastViewerComment(target.number)
            if let mine, mine.isNewestOnIssue, mine.body == comment {
                report(.commentNotRepeated(number: target.number, comment: comment))
            } else {
                _ = try pacer.write { try environment.addComment(target.id, comment) }
                commented = true
            }
        }
        do {
            switch change {
            case .close(let reason, _):
                let closing = IssueClosing(issueID: target.id, reason: duplicate == nil ? reason : .duplicate,
                                           duplicateOfID: duplicate?.id)
                try pacer.write { try environment.closeIssue(closing) }
            case .reopen:
                try pacer.write { try environment.reopenIssue(target.id) }
            }
        } catch where commented {
            let past = change.wantedState == .closed ? "closed" : "reopened"
            throw PartlyWritten(done: "commented", notDone: "not \(past)", cause: error)
        }
    }
}
