/// Sends the outbox: each entry in the order it was queued, exactly once. Before a write goes out, its attempt is
/// written into the entry, with what GitHub held just before the first one (`OutboxBaseline`); an entry with an
/// earlier attempt (whose answer may have been lost) is first looked for on GitHub, among what was made after that
/// baseline only, so an older issue or comment with the same text never passes for it. An entry leaves the outbox
/// only once GitHub has confirmed it. An issue changed on GitHub in a way the entry no longer fits (deleted, moved,
/// locked, already in the state asked for) is a conflict: reported and kept.
public struct SyncModel: Sendable {
    /// What happened to one entry, as it happens.
    public enum Event: Sendable, Equatable {
        /// Sent now; `url` is what GitHub answered with (the issue or comment), when it names one.
        case sent(OutboxEntry, url: String)
        /// An earlier attempt had arrived although its answer was lost: found on GitHub, not sent again.
        case alreadyOnGitHub(OutboxEntry, url: String)
        /// GitHub already shows what the entry asked for, by no attempt of its own (a label or milestone to
        /// delete that is gone): done, with why.
        case nothingToSend(OutboxEntry, reason: String)
        case conflict(OutboxEntry, reason: String)
        case failed(OutboxEntry, reason: String)
    }

    public struct Summary: Sendable, Equatable {
        public var done = 0
        public var kept = 0
        /// Set when GitHub could not be reached: the run stopped there and the rest stays queued.
        public var unreachable: String?
        /// Whether every entry went: nothing kept, GitHub reached.
        public var allSent: Bool { kept == 0 && unreachable == nil }
    }

    /// Why an entry cannot be sent as it stands; it stays queued.
    struct Conflict: Error {
        var reason: String
    }

    public var environment: SyncModelEnvironment

    public init(environment: SyncModelEnvironment) {
        self.environment = environment
    }

    /// The entries waiting, oldest first; only `repository`'s when given.
    public func pending(in repository: RepoRef? = nil) throws -> [OutboxEntry] {
        var entries: [OutboxEntry] = []
        try environment.updateOutbox { entries = $0.entries }
        return entries.filter { repository == nil || $0.repository.lowercased() == repository!.description.lowercased() }
    }

    /// Takes entry `id` out of the outbox unsent and returns it, so its text can be shown. A sync sending it
    /// meanwhile is waited for: the entry is then gone (and said to be sent), or kept by that sync and discarded now.
    public func discard(_ id: Int) throws -> OutboxEntry {
        let waiting = try pending().first { $0.id == id }
        var discarded: OutboxEntry?
        try environment.withEntryLock {
            try environment.updateOutbox { contents in
                guard let index = contents.entries.firstIndex(where: { $0.id == id }) else { return }
                discarded = contents.entries.remove(at: index)
            }
        }
        if discarded == nil, let waiting {
            throw CommandError("outbox entry \(id) (\(waiting.write.summary) in \(waiting.repository)) was sent meanwhile "
                               + "by a `gh-lite sync` running beside: it is on GitHub, not discarded")
        }
        guard let discarded else {
            throw CommandError("there is no outbox entry \(id): see `gh-lite sync --status`")
        }
        return discarded
    }

    /// Sends what is pending (only `repository`'s when given), in order, writes paced as in the many-issue runs.
    public func send(_ repository: RepoRef? = nil, report: (Event) -> Void) throws -> Summary {
        var summary = Summary()
        try environment.whileSending {
            let pacer = WritePacer(interval: environment.writeInterval, sleep: environment.sleep)
            var viewer: String?
            for queued in try pending(in: repository) {
                var stop = false
                try environment.withEntryLock {
                    // Re-read under the lock: discarded meanwhile, or sent by a sync that held the lock before this
                    // one.
                    guard let entry = try pending().first(where: { $0.id == queued.id }) else { return }
                    stop = try send(entry, pacer: pacer, summary: &summary, report: report) {
                        if viewer == nil { viewer = try environment.viewerLogin() }
                        return viewer!
                    }
                }
                if stop { return }
            }
        }
        return summary
    }

    /// Sends one entry and counts what became of it; true when the run stops there.
    private func send(_ entry: OutboxEntry, pacer: WritePacer, summary: inout Summary, report: (Event) -> Void,
                      viewer: () throws -> String) throws -> Bool {
        do {
            let repo = try RepoRef.parse(entry.repository)
            let event = try deliver(entry, to: repo, pacer: pacer, viewer: viewer)
            try remove(entry.id)
            summary.done += 1
            report(event)
        } catch let conflict as Conflict {
            try keep(entry, conflict: conflict.reason, summary: &summary, report: report)
        } catch let error as IssueLookupError {
            try keep(entry, conflict: Self.conflictReason(error, entry: entry), summary: &summary, report: report)
        } catch where OutboxQueue.gitHubUnreachable(error) {
            summary.unreachable = Self.describe(error)
            return true
        } catch {
            // Stop: what was queued after it may depend on it (a comment, then the close).
            summary.kept += 1
            report(.failed(entry, reason: Self.failureReason(error)))
            return true
        }
        return false
    }

    /// A conflict: the entry stays, with its reason written into it for `sync --status`.
    private func keep(_ entry: OutboxEntry, conflict reason: String, summary: inout Summary,
                      report: (Event) -> Void) throws {
        try changeEntry(entry.id) { $0.conflict = reason }
        summary.kept += 1
        report(.conflict(entry, reason: reason))
    }

    private func deliver(_ entry: OutboxEntry, to repo: RepoRef, pacer: WritePacer,
                         viewer: () throws -> String) throws -> Event {
        switch entry.write {
        case .create(let title, let body, let labels, let assignees, let milestone, let milestoneTitle, let links):
            if !entry.attempts.isEmpty, let earlier = try createdEarlier(entry, title: title, body: body, in: repo, by: viewer()) {
                guard let links else { return .alreadyOnGitHub(entry, url: earlier.htmlURL) }
                // The lost answer's issue is there: its links still have to arrive, each once.
                _ = try linksAfterCreate(entry, issue: earlier.number, links: links, to: repo, pacer: pacer, viewer: viewer)
                return .alreadyOnGitHub(entry, url: earlier.htmlURL)
            }
            let names = try resolve(WantedMetadata(labels: labels, assignees: assignees,
                                                   milestone: milestoneTitle ?? milestone.map(String.init)),
                                    of: entry, in: repo)
            let plan = try links.flatMap { try linkPlan($0, for: [], of: entry, in: repo) }
            var request = NewIssueRequest(title: title, body: body, labels: names.labels, assignees: names.assignees,
                                          milestone: names.milestone?.number, type: plan?.typeName)
            request.placement = plan?.placement(for: request, metadata: names.ids)
            let baseline = try entry.baseline ?? .newestIssue(newestIssueNumber(in: repo))
            let created = try attempt(entry, baseline: baseline, pacer: pacer) {
                try environment.createIssue(repo, request)
            }
            // A create that carried the parent leaves only dependencies to follow it.
            guard let links, plan != nil, request.placement == nil || links.changesDependencies else {
                return .sent(entry, url: created.htmlURL)
            }
            return try linksAfterCreate(entry, issue: created.number, links: links, to: repo, pacer: pacer, viewer: viewer)
        case .edit(let number, let changes, let base):
            return try deliverEdit(entry, issue: number, changes: changes, base: base, to: repo, pacer: pacer)
        case .comment(let number, let body):
            return try sendComment(body, on: try target(number, of: entry, in: repo), of: entry, in: repo, pacer: pacer)
        case .close(let number, let reason, let comment):
            let target = try target(number, of: entry, in: repo)
            if let comment {
                return try sendComment(comment, on: target, of: entry, in: repo, pacer: pacer, wanted: .closed,
                                       then: .close(issue: number, reason: reason), viewer: viewer)
            }
            if let done = try settled(entry, target: target, isDone: target.state == .closed, "closed") { return done }
            let closing = IssueClosing(issueID: target.id, reason: reason.flatMap(IssueCloseReason.init(rawValue:)))
            try attempt(entry, baseline: nil, pacer: pacer) { try environment.closeIssue(closing) }
            return .sent(entry, url: target.url)
        case .reopen(let number, let comment):
            let target = try target(number, of: entry, in: repo)
            if let comment {
                return try sendComment(comment, on: target, of: entry, in: repo, pacer: pacer, wanted: .open,
                                       then: .reopen(issue: number), viewer: viewer)
            }
            if let done = try settled(entry, target: target, isDone: target.state == .open, "open") { return done }
            try attempt(entry, baseline: nil, pacer: pacer) { try environment.reopenIssue(target.id) }
            return .sent(entry, url: target.url)
        case .lock(let number, let reason):
            return try set(number, of: entry, in: repo, pacer: pacer, isDone: \.locked, "locked") { target in
                try environment.lockIssue(target.id, reason.flatMap(IssueLockReason.init(rawValue:)))
            }
        case .unlock(let number):
            return try set(number, of: entry, in: repo, pacer: pacer, isDone: { !$0.locked }, "unlocked") { target in
                try environment.unlockIssue(target.id)
            }
        case .pin(let number):
            return try set(number, of: entry, in: repo, pacer: pacer, isDone: \.isPinned, "pinned") { target in
                try environment.pinIssue(target.id)
            }
        case .unpin(let number):
            return try set(number, of: entry, in: repo, pacer: pacer, isDone: { !$0.isPinned }, "unpinned") { target in
                try environment.unpinIssue(target.id)
            }
        case .label(let name, let change, let base):
            return try deliverLabel(entry, name: name, change: change, base: base, to: repo, pacer: pacer)
        case .milestone(let milestone, let change, let base):
            return try deliverMilestone(entry, wanted: milestone, change: change, base: base, to: repo, pacer: pacer)
        }
    }

    /// A queued issue's type and links once the issue exists: what is left of the entry is an edit of that issue,
    /// kept in its place should a link fail, and sending only the links GitHub does not show yet.
    private func linksAfterCreate(_ entry: OutboxEntry, issue number: Int, links: IssueLinkEdit, to repo: RepoRef,
                                  pacer: WritePacer, viewer: () throws -> String) throws -> Event {
        var rest = entry
        rest.write = .edit(issue: number, changes: IssueEdit(links: links))
        rest.attempts = []
        rest.baseline = nil
        try changeEntry(entry.id) { $0 = rest }
        return try deliver(rest, to: repo, pacer: pacer, viewer: viewer)
    }

    /// A lock, unlock, pin or unpin: one mutation, unless the issue is already so (`word`).
    private func set(_ number: Int, of entry: OutboxEntry, in repo: RepoRef, pacer: WritePacer,
                     isDone: (IssueTarget) -> Bool, _ word: String, _ send: (IssueTarget) throws -> Void) throws -> Event {
        let target = try target(number, of: entry, in: repo)
        if let done = try settled(entry, target: target, isDone: isDone(target), word) { return done }
        try attempt(entry, baseline: nil, pacer: pacer) { try send(target) }
        return .sent(entry, url: target.url)
    }

    /// One comment, unless an earlier attempt is found to have made it.
    private func sendComment(_ body: String, on target: IssueTarget, of entry: OutboxEntry, in repo: RepoRef,
                             pacer: WritePacer) throws -> Event {
        guard !target.locked else {
            throw Conflict(reason: "#\(target.number) was locked on GitHub; unlock it and run `gh-lite sync` again, or "
                           + "drop the comment with `gh-lite sync --discard \(entry.id)`")
        }
        let last = try environment.lastViewerComment(repo, target.number)
        // Entries queued before baselines were recorded have none: any last comment of the same text counts.
        if !entry.attempts.isEmpty, let last, last.body == body, Self.isNewer(last, than: entry.baseline) {
            return .alreadyOnGitHub(entry, url: last.url)
        }
        let baseline = entry.baseline ?? .viewerComment(id: last?.id, number: last?.number)
        return .sent(entry, url: try attempt(entry, baseline: baseline, pacer: pacer) {
            try environment.addComment(target.id, body)
        })
    }

    /// A close or reopen with a comment: the comment first, as online. Once GitHub has it, the entry holds only the
    /// state change (`rest`), so a retry never sends the comment again. An issue someone else already closed
    /// (reopened) is a conflict before anything is sent.
    private func sendComment(_ body: String, on target: IssueTarget, of entry: OutboxEntry, in repo: RepoRef,
                             pacer: WritePacer, wanted: Issue.State, then rest: OutboxWrite,
                             viewer: () throws -> String) throws -> Event {
        if target.state == wanted { throw Self.already(wanted == .closed ? "closed" : "open", target, entry) }
        _ = try sendComment(body, on: target, of: entry, in: repo, pacer: pacer)
        var remaining = entry
        remaining.write = rest
        remaining.attempts = []
        remaining.baseline = nil
        try changeEntry(entry.id) { $0 = remaining }
        return switch try deliver(remaining, to: repo, pacer: pacer, viewer: viewer) {
        case .sent(_, let url): .sent(entry, url: url)
        case .alreadyOnGitHub(_, let url): .alreadyOnGitHub(entry, url: url)
        case let event: event
        }
    }

    /// A queued issue's names, as GitHub knows them; a name the repository no longer (or never) had is a conflict.
    private func resolve(_ wanted: WantedMetadata, of entry: OutboxEntry, in repo: RepoRef) throws -> IssueMetadata {
        try checkingNames(of: entry) {
            try IssueMetadataResolver(repository: repo, lookUp: { try environment.lookUpRepository(repo, $0) })
                .resolve(wanted).metadata
        }
    }

    /// Names GitHub does not know (any more) make the entry a conflict, each with its close matches.
    func checkingNames<Result>(of entry: OutboxEntry, _ check: () throws -> Result) throws -> Result {
        do {
            return try check()
        } catch let error as MetadataError {
            throw Conflict(reason: error.problems.joined(separator: "; ")
                           + "; fix it on GitHub and run `gh-lite sync` again, or drop the entry with "
                           + "`gh-lite sync --discard \(entry.id)` (it prints the text)")
        }
    }

    /// A queued type and links checked against GitHub as when typed online; what no longer fits is a conflict.
    /// Links already as asked are not sent again, so a retry after a lost answer sends only what is missing.
    func linkPlan(_ links: IssueLinkEdit, for targets: [IssueLinkReference], of entry: OutboxEntry,
                  in repo: RepoRef) throws -> IssueLinkPlan? {
        guard !links.isEmpty else { return nil }
        return try checkingNames(of: entry) {
            try IssueLinkPlan.checkHost(links, host: repo.host ?? environment.host)
            let found = try environment.lookUpIssueLinks(repo, targets + links.references, links.changesDependencies)
            return try IssueLinkPlan.checked(links, targets: targets, links: found, repo: repo)
        }
    }

    /// The issue an entry writes to, when it is still that repository's: a transferred issue answers from elsewhere.
    func target(_ number: Int, of entry: OutboxEntry, in repo: RepoRef) throws -> IssueTarget {
        let target = try environment.getIssueTarget(repo, number)
        guard IssueLocation.isIssue(number, of: repo, url: target.url) else {
            throw Conflict(reason: "#\(number) was moved to \(TerminalText.line(target.url)); "
                           + "drop the entry with `gh-lite sync --discard \(entry.id)` (it prints the text)")
        }
        return target
    }

    /// An issue already as asked (`isDone`, `word`: closed, open, locked, ...): our own earlier attempt arrived
    /// (done), or someone else changed it after the entry was queued (a conflict: their change is not overwritten
    /// or repeated).
    private func settled(_ entry: OutboxEntry, target: IssueTarget, isDone: Bool, _ word: String) throws -> Event? {
        guard isDone else { return nil }
        guard entry.attempts.isEmpty else { return .alreadyOnGitHub(entry, url: target.url) }
        throw Self.already(word, target, entry)
    }

    private static func already(_ word: String, _ target: IssueTarget, _ entry: OutboxEntry) -> Conflict {
        Conflict(reason: "#\(target.number) is already \(word) on GitHub; drop the entry with `gh-lite sync --discard \(entry.id)`")
    }

    /// The issue an earlier attempt made: the viewer's, with this title and body, numbered above the repository's
    /// newest issue before the first attempt (entries queued before baselines were recorded: any number).
    private func createdEarlier(_ entry: OutboxEntry, title: String, body: String, in repo: RepoRef,
                                by viewer: String) throws -> Issue? {
        guard case .newestIssue(let newest) = entry.baseline ?? .newestIssue(0) else { return nil }
        let page = try environment.listRepositoryIssues(repo, IssueConnectionQuery(state: .all, author: viewer, first: 30,
                                                                                   includeBody: true))
        return page.items.first { issue in
            issue.title == title && (issue.body ?? "") == body && issue.number > newest
        }
    }

    /// The number of the repository's newest issue (0: none yet), before a create's first attempt.
    private func newestIssueNumber(in repo: RepoRef) throws -> Int {
        try environment.listRepositoryIssues(repo, IssueConnectionQuery(state: .all, first: 1, fields: []))
            .items.first?.number ?? 0
    }

    /// Sends one write, its attempt (and before the first one, `baseline`) written into the entry first: should the
    /// answer be lost, the next sync looks for it on GitHub before sending again. A connection that never opened
    /// sent nothing, so its attempt is struck off.
    @discardableResult
    func attempt<Result>(_ entry: OutboxEntry, baseline: OutboxBaseline?, pacer: WritePacer,
                         _ send: () throws -> Result) throws -> Result {
        let stamp = ISO8601.format(try environment.now())
        try changeEntry(entry.id) { recorded in
            recorded.attempts.append(stamp)
            recorded.conflict = nil
            if recorded.baseline == nil { recorded.baseline = baseline }
        }
        do {
            return try pacer.write(send)
        } catch where OutboxQueue.gitHubUnreachable(error) {
            try changeEntry(entry.id) { recorded in
                recorded.attempts.removeLast()
                if recorded.attempts.isEmpty { recorded.baseline = nil }
            }
            throw error
        }
    }

    private func changeEntry(_ id: Int, _ change: (inout OutboxEntry) -> Void) throws {
        try environment.updateOutbox { contents in
            guard let index = contents.entries.firstIndex(where: { $0.id == id }) else { return }
            change(&contents.entries[index])
        }
    }

    private func remove(_ id: Int) throws {
        try environment.updateOutbox { $0.entries.removeAll { $0.id == id } }
    }

    static func conflictReason(_ error: IssueLookupError, entry: OutboxEntry) -> String {
        let what: String = switch error {
        case .issueNotFound(let number): "#\(number) is no longer an issue of \(entry.repository) (deleted or moved)"
        case .issuesDisabled: "\(entry.repository) has issues turned off"
        case .moved(let number, let url): "#\(number) was moved to \(TerminalText.line(url))"
        default: "\(error)"
        }
        return what + "; drop the entry with `gh-lite sync --discard \(entry.id)` (it prints the text)"
    }

    /// A send whose answer never came whole may have been applied: the next sync looks for it before sending again.
    /// Whether the viewer's newest comment came after `baseline` was taken: numbered above the newest then (a deleted
    /// comment leaves an older one newest, and that one must not pass), else merely another comment.
    static func isNewer(_ comment: ViewerComment, than baseline: OutboxBaseline?) -> Bool {
        guard case .viewerComment(let id, let number) = baseline ?? .viewerComment(id: nil) else { return false }
        if let number, let current = comment.number { return current > number }
        return comment.id != id
    }

    static func failureReason(_ error: any Error) -> String {
        guard let transport = error as? TransportError, WriteOutcome.mayHaveBeenApplied(after: transport) else {
            return describe(error)
        }
        return TerminalText.line("no complete answer from \(transport.host) (\(transport.detail)): it may have been "
                                 + "applied, and the next `gh-lite sync` looks for it on GitHub before sending it again")
    }

    static func describe(_ error: any Error) -> String {
        TerminalText.line((error as? any UserFacingError)?.userMessage ?? "\(error)")
    }
}
