/// The run every command that changes several issues the same way shares: the selected issues looked up one by
/// one (a number that fails is reported and skipped), those already as asked reported and left alone, the rest
/// listed and confirmed once, then written through `BulkRun`.
struct IssueTargets {
    /// The repository's own search: the model environment's `bound` adds the `repo:` qualifier.
    var search: (IssueSearchQuery) throws -> IssueSearchPage
    var getIssueTarget: (_ number: Int) throws -> IssueTarget
    var bulk: BulkRunEnvironment
    /// Set when what the search says of a hit (its node id, title and state) is all a write needs: a close or
    /// reopen without a comment (a lock or pin needs what search does not say). The hits are then looked up by node
    /// id, 100 in one request, instead of one by one: the search index may lag behind a transfer, and only the
    /// look-up says where each issue is now.
    var getIssueTargetsByID: (([String]) throws -> [String: IssueTarget])?

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
        let hitIDs = getIssueTargetsByID == nil ? [] : numbers.compactMap { selected.hits[$0]?.nodeID }
        let hitTargets = try getIssueTargetsByID.map { hitIDs.isEmpty ? [:] : try $0(hitIDs) } ?? [:]
        var pending: [IssueTarget] = []
        var failed: [Int] = []
        for number in numbers {
            do {
                try bulk.checkInterrupts()
                let hit = getIssueTargetsByID == nil ? nil : selected.hits[number]
                let target = try hit.flatMap { try Self.target(of: $0, among: hitTargets) } ?? getIssueTarget(number)
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

    /// The issue a search hit names, as the look-up by node id found it: nil when the hit carried no node id (it is
    /// then looked up by number). One the look-up did not find, or found at another URL than the search showed
    /// (transferred to another repository), is not written to.
    static func target(of hit: Issue, among found: [String: IssueTarget]) throws -> IssueTarget? {
        guard let id = hit.nodeID else { return nil }
        guard let target = found[id] else { throw IssueLookupError.issueNotFound(hit.number) }
        guard target.url.lowercased() == hit.htmlURL.lowercased() else {
            throw IssueLookupError.moved(number: hit.number, url: target.url)
        }
        return target
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
