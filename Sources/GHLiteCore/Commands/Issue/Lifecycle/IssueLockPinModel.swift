/// Locks, unlocks, pins or unpins one repository's issues (the repository is bound into the environment), one or
/// many at once, as gh does one: the issue looked up, gh's note when it is already so, then the mutation. One model
/// serves the four verbs: each sets one yes/no property of an issue with one mutation, and the selection, consent,
/// pacing and reporting around it are the same.
public struct IssueLockPinModel: Sendable {
    public enum Change: Sendable, Equatable {
        case lock(reason: IssueLockReason?)
        case unlock
        case pin
        case unpin

        /// `lock`, `unpin`, ...: what the user asked for, in messages.
        public var verb: String {
            switch self {
            case .lock: return "lock"
            case .unlock: return "unlock"
            case .pin: return "pin"
            case .unpin: return "unpin"
            }
        }

        /// The issues a search selects unless its query names a state: lock and pin open ones (as `issue list
        /// -S`); unlock and unpin any, as a locked or pinned issue is often closed.
        var searchState: Issue.State? {
            switch self {
            case .lock, .pin: return .open
            case .unlock, .unpin: return nil
            }
        }

        /// Whether `target` is already as asked: then nothing is sent (as gh).
        func isDone(_ target: IssueTarget) -> Bool {
            switch self {
            case .lock: return target.locked
            case .unlock: return !target.locked
            case .pin: return target.isPinned
            case .unpin: return !target.isPinned
            }
        }
    }

    public var environment: IssueLockPinModelEnvironment

    public init(environment: IssueLockPinModelEnvironment) {
        self.environment = environment
    }

    /// Applies `change` to the selected issues; returns who was done. Nothing is written before consent: several
    /// issues without a terminal need `yes`.
    public func run(_ change: Change, on selection: IssueSelection, yes: Bool,
                    report: (IssueChangeEvent) -> Void) throws -> BulkRun.Summary {
        let targets = IssueTargets(search: environment.searchIssues, getIssueTarget: environment.getIssueTarget,
                                   bulk: environment.bulk)
        return try targets.change(selection, verb: change.verb, searchState: change.searchState, yes: yes,
                                  isDone: change.isDone, report: report) {
            target, pacer in
            try pacer.write {
                switch change {
                case .lock(let reason): try environment.lockIssue(target.id, reason)
                case .unlock: try environment.unlockIssue(target.id)
                case .pin: try environment.pinIssue(target.id)
                case .unpin: try environment.unpinIssue(target.id)
                }
            }
        }
    }
}
