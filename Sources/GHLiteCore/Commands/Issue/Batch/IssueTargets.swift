/// The run every command that changes several issues the same way shares: the selected issues looked up one by
/// one (a number that fails is reported and skipped), those already as asked reported and left alone, the rest
/// listed and confirmed once, then written through `BulkRun`.
struct IssueTargets {
    /// The repository's own search: the model environment's `bound` adds the `repo:` qualifier.
    var search: (IssueSearchQuery) throws -> IssueSearchPage
    var getIssueTarget: (_ number: Int) throws -> IssueTarget
    var bulk: BulkRunEnvironment
    /// Whether a search hit (its node id, title and state) is all a write needs, so it is not looked up again: a
    /// close or reopen without a comment. A lock or pin needs what search does not say.
    var searchHitsSuffice = false

    /// A search selects `searchState` issues (nil: any) unless its query names a state. `prepare` runs after
    /// consent and before the look-ups, with the numbers selected (a check or a look-up of its own); `write` sends
    /// the change to one issue, through the pacer.
    func change(_ selection: IssueSelection, verb: String, searchState: Issue.State?, yes: Bool,
                isDone: (IssueTarget) -> Bool, prepare: ([Int]) throws -> Void = { _ in },
                report: (IssueChangeEvent) -> Void,
                write: (IssueTarget, WritePacer) throws -> Void) throws -> BulkRun.Summary {
        let run = BulkRun(environment: bulk)
        let selected = try selection.select(state: searchState, search: search)
        if selected.otherRepositoryHits > 0 { report(.leftOut(otherRepositoryHits: selected.otherRepositoryHits)) }
        let numbers = selected.numbers
        guard !numbers.isEmpty else { return BulkRun.Summary() }
        try run.requireConsent(count: numbers.count, yes: yes, verb: verb)
        try bulk.startCatchingInterrupts()
        try prepare(numbers)
        var pending: [IssueTarget] = []
        var failed: [Int] = []
        for number in numbers {
            do {
                try bulk.checkInterrupts()
                let hit = searchHitsSuffice ? selected.hits[number].flatMap(IssueTarget.init(searchHit:)) : nil
                let target = try hit ?? getIssueTarget(number)
                if isDone(target) {
                    report(.unchanged(target))
                } else {
                    pending.append(target)
                }
            } catch where OutboxQueue.gitHubUnreachable(error) {
                throw UnreachableBeforeWriting(cause: error)
            } catch let error where numbers.count > 1 && !(error is Interrupted) {
                failed.append(number)
                report(.failed(number: number, error: error))
            }
        }
        if numbers.count > 1 && !pending.isEmpty {
            try run.confirm(yes: yes, question: Self.question(verb: verb, count: pending.count)) {
                report(.willChange(pending))
            }
        }
        var summary = try run.run(pending, number: \.number, write: write, report: { target, error in
            report(error.map { .failed(number: target.number, error: $0) } ?? .changed(target))
        })
        summary.failed = (failed + summary.failed).sorted()
        return summary
    }

    /// `Close 3 issues?`
    static func question(verb: String, count: Int) -> String {
        "\(verb.capitalized) \(count) issue\(count == 1 ? "" : "s")?"
    }
}

/// What happened to one issue of a run, as it happens.
public enum IssueChangeEvent: Sendable {
    case changed(IssueTarget)
    /// Already as asked: nothing sent (gh's note, not a failure).
    case unchanged(IssueTarget)
    case failed(number: Int, error: any Error)
    /// Several issues will change: what the confirmation lists, before it asks.
    case willChange([IssueTarget])
    /// Search hits from another repository than the one searched: left alone.
    case leftOut(otherRepositoryHits: Int)
    /// The comment asked for is already the issue's newest one, the viewer's (a re-run): not posted again.
    case commentNotRepeated(number: Int, comment: String)
}

extension IssueTarget {
    /// A search hit as a write's target; nil when the answer carried no node id.
    init?(searchHit issue: Issue) {
        guard let id = issue.nodeID else { return nil }
        self.init(id: id, number: issue.number, title: issue.title, state: issue.state,
                  stateReason: issue.stateReason?.uppercased(), url: issue.htmlURL)
    }
}
