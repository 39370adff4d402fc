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
    /// meanwhile is waited for: the entry is then gone, or kept by that sync and discarded now.
    public func discard(_ id: Int) throws -> OutboxEntry {
        var discarded: OutboxEntry?
        try environment.withEntryLock {
            try environment.updateOutbox { contents in
                guard let index = contents.entries.firstIndex(where: { $0.id == id }) else { return }
                discarded = contents.entries.remove(at: index)
            }
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
            summary.kept += 1
            report(.conflict(entry, reason: conflict.reason))
        } catch let error as IssueLookupError {
            summary.kept += 1
            report(.conflict(entry, reason: Self.conflictReason(error, entry: entry)))
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

    private func deliver(_ entry: OutboxEntry, to repo: RepoRef, pacer: WritePacer,
                         viewer: () throws -> String) throws -> Event {
        switch entry.write {
        case .create(let title, let body, let labels, let assignees, let milestone, let milestoneTitle, let links):
            if !entry.attempts.isEmpty, let url = try createdEarlier(entry, title: title, body: body, in: repo, by: viewer()) {
                return .alreadyOnGitHub(entry, url: url)
            }
            let names = try resolve(WantedMetadata(labels: labels, assignees: assignees,
                                                   milestone: milestoneTitle ?? milestone.map(String.init)),
                                    of: entry, in: repo, viewer: viewer)
            let plan = try links.flatMap { try linkPlan($0, for: [], of: entry, in: repo) }
            let request = NewIssueRequest(title: title, body: body, labels: names.labels, assignees: names.assignees,
                                          milestone: names.milestone?.number, type: plan?.typeName)
            let baseline = try entry.baseline ?? .newestIssue(newestIssueNumber(in: repo))
            let created = try attempt(entry, baseline: baseline, pacer: pacer) {
                try environment.createIssue(repo, request)
            }
            guard let links, plan != nil else { return .sent(entry, url: created.htmlURL) }
            // The issue exists: what is left is an edit of it, kept in its place should a link fail.
            var rest = entry
            rest.write = .edit(issue: created.number, changes: IssueEdit(links: links))
            rest.attempts = []
            rest.baseline = nil
            try changeEntry(entry.id) { $0 = rest }
            return try deliver(rest, to: repo, pacer: pacer, viewer: viewer)
        case .edit(let number, let changes):
            let target = try target(number, of: entry, in: repo)
            let plan = try linkPlan(changes.links, for: [IssueLinkReference(number: number)], of: entry, in: repo)
            let writes = plan?.changes(for: IssueLinkReference(number: number)) ?? []
            for change in writes {
                try attempt(entry, baseline: nil, pacer: pacer) { try environment.changeIssueLink(change) }
            }
            if writes.isEmpty && !entry.attempts.isEmpty { return .alreadyOnGitHub(entry, url: target.url) }
            return .sent(entry, url: target.url)
        case .comment(let number, let body):
            let target = try target(number, of: entry, in: repo)
            guard !target.locked else {
                throw Conflict(reason: "#\(number) was locked on GitHub; unlock it and run `gh-lite sync` again, or "
                               + "drop the comment with `gh-lite sync --discard \(entry.id)`")
            }
            let last = try environment.lastViewerComment(repo, number)
            // Entries queued before baselines were recorded have none: any last comment of the same text counts.
            if !entry.attempts.isEmpty, let last, last.body == body, Self.isNewer(last, than: entry.baseline) {
                return .alreadyOnGitHub(entry, url: last.url)
            }
            let baseline = entry.baseline ?? .viewerComment(id: last?.id, number: last?.number)
            return .sent(entry, url: try attempt(entry, baseline: baseline, pacer: pacer) {
                try environment.addComment(target.id, body)
            })
        case .close(let number, let reason):
            let target = try target(number, of: entry, in: repo)
            if let done = try settled(entry, target: target, wanted: .closed) { return done }
            let closing = IssueClosing(issueID: target.id, reason: reason.flatMap(IssueCloseReason.init(rawValue:)))
            try attempt(entry, baseline: nil, pacer: pacer) { try environment.closeIssue(closing) }
            return .sent(entry, url: target.url)
        case .reopen(let number):
            let target = try target(number, of: entry, in: repo)
            if let done = try settled(entry, target: target, wanted: .open) { return done }
            try attempt(entry, baseline: nil, pacer: pacer) { try environment.reopenIssue(target.id) }
            return .sent(entry, url: target.url)
        }
    }

    /// A queued issue's names, as GitHub knows them; a name the repository no longer (or never) had is a conflict.
    private func resolve(_ wanted: WantedMetadata, of entry: OutboxEntry, in repo: RepoRef,
                         viewer: () throws -> String) throws -> IssueMetadata {
        do {
            return try withoutActuallyEscaping(viewer) { viewer in
                try IssueMetadataResolver(repository: repo, listLabels: { try environment.listLabels(repo) },
                                          listAssignees: { try environment.listAssignees(repo) },
                                          listMilestones: { try environment.listMilestones(repo) },
                                          viewerLogin: viewer).resolve(wanted).metadata
            }
        } catch let error as MetadataError {
            throw Conflict(reason: error.problems.joined(separator: "; ")
                           + "; fix it on GitHub and run `gh-lite sync` again, or drop the entry with "
                           + "`gh-lite sync --discard \(entry.id)` (it prints the text)")
        }
    }

    /// A queued type and links checked against GitHub as when typed online; what no longer fits is a conflict.
    /// Links already as asked are not sent again, so a retry after a lost answer sends only what is missing.
    private func linkPlan(_ links: IssueLinkEdit, for targets: [IssueLinkReference], of entry: OutboxEntry,
                          in repo: RepoRef) throws -> IssueLinkPlan? {
        guard !links.isEmpty else { return nil }
        do {
            try IssueLinkPlan.checkHost(links, host: repo.host ?? environment.host)
            let found = try environment.lookUpIssueLinks(repo, targets + links.references, links.changesDependencies)
            return try IssueLinkPlan.checked(links, targets: targets, links: found, repo: repo)
        } catch let error as MetadataError {
            throw Conflict(reason: error.problems.joined(separator: "; ")
                           + "; fix it on GitHub and run `gh-lite sync` again, or drop the entry with "
                           + "`gh-lite sync --discard \(entry.id)`")
        }
    }

    /// The issue an entry writes to, when it is still that repository's: a transferred issue answers from elsewhere.
    private func target(_ number: Int, of entry: OutboxEntry, in repo: RepoRef) throws -> IssueTarget {
        let target = try environment.getIssueTarget(repo, number)
        guard target.url.isEmpty || target.url.lowercased().contains("/\(repo.description.lowercased())/issues/\(number)") else {
            throw Conflict(reason: "#\(number) was moved to \(TerminalText.line(target.url)); "
                           + "drop the entry with `gh-lite sync --discard \(entry.id)` (it prints the text)")
        }
        return target
    }

    /// An issue already in the state asked for: our own earlier attempt arrived (done), or someone else changed it
    /// after the entry was queued (a conflict: their change is not overwritten or repeated).
    private func settled(_ entry: OutboxEntry, target: IssueTarget, wanted: Issue.State) throws -> Event? {
        guard target.state == wanted else { return nil }
        guard entry.attempts.isEmpty else { return .alreadyOnGitHub(entry, url: target.url) }
        let state = wanted == .closed ? "closed" : "open"
        throw Conflict(reason: "#\(target.number) is already \(state) on GitHub; "
                       + "drop the entry with `gh-lite sync --discard \(entry.id)`")
    }

    /// The issue an earlier attempt made: the viewer's, with this title and body, numbered above the repository's
    /// newest issue before the first attempt (entries queued before baselines were recorded: any number).
    private func createdEarlier(_ entry: OutboxEntry, title: String, body: String, in repo: RepoRef,
                                by viewer: String) throws -> String? {
        guard case .newestIssue(let newest) = entry.baseline ?? .newestIssue(0) else { return nil }
        let page = try environment.listRepositoryIssues(repo, IssueConnectionQuery(state: .all, author: viewer, first: 30,
                                                                                   includeBody: true))
        return page.items.first { issue in
            issue.title == title && (issue.body ?? "") == body && issue.number > newest
        }?.htmlURL
    }

    /// The number of the repository's newest issue (0: none yet), before a create's first attempt.
    private func newestIssueNumber(in repo: RepoRef) throws -> Int {
        try environment.listRepositoryIssues(repo, IssueConnectionQuery(state: .all, first: 1, fields: []))
            .items.first?.number ?? 0
    }

    /// Sends one write, its attempt (and before the first one, `baseline`) written into the entry first: should the
    /// answer be lost, the next sync looks for it on GitHub before sending again. A connection that never opened
    /// sent nothing, so its attempt is struck off.
    private func attempt<Result>(_ entry: OutboxEntry, baseline: OutboxBaseline?, pacer: WritePacer,
                                 _ send: () throws -> Result) throws -> Result {
        let stamp = ISO8601.format(try environment.now())
        try changeEntry(entry.id) { recorded in
            recorded.attempts.append(stamp)
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
