/// Closes or reopens one repository's issues (the repository is bound into the environment), one or many at once, as gh
/// does one: the issue looked up, a warning when it is already so, the comment (`-c`) before the change. The comment
/// and the change go in one request (one GraphQL document, GitHub answering for each part); on a locked issue, where
/// GitHub may refuse the comment, apart, so a refused comment leaves the issue as it was. A comment whose change did
/// not follow (Ctrl-C, the rate limit, an error) is reported as such, and is not posted again when the issue's newest
/// comment (asked in the same look-up) is the viewer's with exactly that text: a re-run finishes the job instead of
/// repeating it, and no clock is needed to tell; a reply since means the comment is posted again. One model serves both verbs: they differ only in the state asked for and the
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
        let newestComments = Locked<[Int: NewestComment]>([:])
        let environment = environment
        var lookUp = environment.getIssueTarget
        if comment != nil {
            lookUp = { number in
                let (target, newest) = try environment.getIssueTargetWithNewestComment(number)
                newestComments.withLock { $0[number] = newest }
                return target
            }
        }
        var targets = IssueTargets(search: environment.searchIssues, getIssueTarget: lookUp, bulk: environment.bulk)
        // A comment needs the look-up's newest comment; a close or reopen alone, only what the search found.
        if comment == nil { targets.getIssueTargetsByID = environment.getIssueTargetsByID }
        var duplicate: IssueTarget?
        // A close searches open issues, a reopen closed ones.
        let searchState: Issue.State = change.wantedState == .open ? .closed : .open
        return try targets.change(selection, verb: change.verb, searchState: searchState, yes: yes,
                                  isDone: { $0.state == change.wantedState },
                                  prepare: { duplicate = try duplicateTarget(of: change, among: $0) },
                                  report: report) { target, pacer in
            let newest = newestComments.withLock { $0[target.number] }
            try apply(change, to: target, newest: newest, duplicate: duplicate, comment: comment, pacer: pacer,
                      report: report)
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

    private func apply(_ change: Change, to target: IssueTarget, newest: NewestComment?, duplicate: IssueTarget?,
                       comment: String?, pacer: WritePacer, report: (Event) -> Void) throws {
        let write: IssueStateWrite = switch change {
        case .close(let reason, _):
            .close(IssueClosing(issueID: target.id, reason: duplicate == nil ? reason : .duplicate,
                                duplicateOfID: duplicate?.id))
        case .reopen: .reopen(issueID: target.id)
        }
        let past = change.wantedState == .closed ? "closed" : "reopened"
        guard let comment else { return try pacer.write { try writeState(write) } }
        if let newest, newest.viewerDidAuthor, newest.body == comment {
            report(.commentNotRepeated(number: target.number, comment: comment))
            return try pacer.write { try writeState(write) }
        }
        guard !target.locked else {
            _ = try pacer.write { try environment.addComment(target.id, comment) }
            do {
                return try pacer.write { try writeState(write) }
            } catch {
                throw PartlyWritten(done: "commented", notDone: "not \(past)", cause: error)
            }
        }
        let outcome = try pacer.write { try environment.commentAndWriteIssueState(comment, write) }
        if let refusal = outcome.stateRefusal {
            throw PartlyWritten(done: "commented", notDone: "not \(past)", cause: refusal)
        }
        if let refusal = outcome.commentRefusal { throw CommentRefused(past: past, cause: refusal) }
    }

    private func writeState(_ write: IssueStateWrite) throws {
        switch write {
        case .close(let closing): try environment.closeIssue(closing)
        case .reopen(let issueID): try environment.reopenIssue(issueID)
        }
    }
}
