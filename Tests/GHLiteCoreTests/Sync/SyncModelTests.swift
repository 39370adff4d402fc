import GHLiteCore
import Testing

@Suite(.strictDoubles) struct SyncModelTests {
    static let repo = RepoRef(owner: "octocat", name: "Hello-World")
    static let url = "https://github.com/octocat/Hello-World/issues/2"
    static let open = IssueTarget(id: "I_2", number: 2, title: "Broken link", state: .open, url: url)
    static let queuedAt = "2026-01-10T12:00:00Z"
    static let later = Date(timeIntervalSince1970: 1_768_050_000) // 2026-01-10T13:00:00Z
    static let unreachable = TransportError(kind: .couldNotConnect, host: "api.github.com", detail: "refused")
    static let lostAnswer = TransportError(kind: .connectionLost, host: "api.github.com", detail: "reset")

    static func entry(_ id: Int, _ write: OutboxWrite, attempts: [String] = [], baseline: OutboxBaseline? = nil) -> OutboxEntry {
        OutboxEntry(id: id, repository: "octocat/Hello-World", queuedAt: queuedAt, attempts: attempts, baseline: baseline,
                    write: write)
    }

    /// A model over an in-memory outbox holding `entries`, its clock at `later`, no waiting between writes.
    func model(_ entries: [OutboxEntry], _ change: (inout SyncModelEnvironment) -> Void = { _ in })
        -> (SyncModel, Locked<OutboxContents>) {
        let outbox = Locked(OutboxContents(nextID: (entries.map(\.id).max() ?? 0) + 1, entries: entries))
        var environment = SyncModelEnvironment.failing
        environment.updateOutbox = { change in try outbox.withLock { try change(&$0) } }
        environment.whileSending = { body in try body() }
        environment.withEntryLock = { body in try body() }
        environment.now = { Self.later }
        environment.sleep = { _ in }
        change(&environment)
        return (SyncModel(environment: environment), outbox)
    }

    func send(_ model: SyncModel) throws -> (SyncModel.Summary, [SyncModel.Event]) {
        var events: [SyncModel.Event] = []
        let summary = try model.send { events.append($0) }
        return (summary, events)
    }

    @Test func entriesAreSentInOrderAndLeaveTheOutboxOnlyOnceConfirmed() throws {
        let sent = Locked<[String]>([])
        let (original, outbox) = model([Self.entry(1, .comment(issue: 2, body: "First")),
                                     Self.entry(2, .close(issue: 2, reason: "not planned"))]) {
            $0.getIssueTarget = { _, _ in Self.open }
            $0.lastViewerComment = { _, _ in nil }
            $0.closeIssue = { closing in sent.withLock { $0.append("close \(closing.issueID) \(closing.reason!)") } }
        }
        var model = original
        model.environment.addComment = { id, body in
            #expect(outbox.value.entries.first?.attempts == ["2026-01-10T13:00:00Z"], "the attempt is recorded before sending")
            sent.withLock { $0.append("comment \(id) \(body)") }
            return Self.url + "#issuecomment-1"
        }
        let (summary, events) = try send(model)
        #expect(sent.value == ["comment I_2 First", "close I_2 notPlanned"])
        #expect(summary.allSent)
        #expect(events.count == 2)
        #expect(outbox.value.entries.isEmpty)
    }

    @Test func aCreateWhoseAnswerWasLostIsFoundOnGitHubAboveTheBaselineAndNotSentAgain() throws {
        let write = OutboxWrite.create(title: "Crash", body: "Steps", labels: [], assignees: [], milestone: nil)
        let entry = Self.entry(1, write, attempts: ["2026-01-10T12:30:00Z"], baseline: .newestIssue(80))
        let (model, outbox) = model([entry]) {
            $0.viewerLogin = { "octocat" }
            $0.listRepositoryIssues = { _, query in
                #expect(query.author == "octocat" && query.state == .all && query.includeBody)
                return IssueConnectionPage(items: [
                    .fixture(81, title: "Crash", body: "Steps", htmlURL: Self.url + "1", createdAt: Self.later),
                    .fixture(80, title: "Crash", body: "Steps", htmlURL: "old", createdAt: Self.later),
                ], totalCount: 2, nextCursor: nil)
            }
        }
        let (summary, events) = try send(model)
        #expect(events == [.alreadyOnGitHub(entry, url: Self.url + "1")])
        #expect(summary.allSent)
        #expect(outbox.value.entries.isEmpty)
    }

    @Test func aCreateWhoseEarlierAttemptNeverArrivedIsSentOnceThoughAnOlderIssueHasItsText() throws {
        let write = OutboxWrite.create(title: "Crash", body: "Steps", labels: ["bug"], assignees: [], milestone: 2)
        let created = Locked<[NewIssueRequest]>([])
        let entry = Self.entry(1, write, attempts: ["2026-01-10T12:30:00Z"], baseline: .newestIssue(80))
        let (model, outbox) = model([entry]) {
            $0.viewerLogin = { "octocat" }
            $0.listRepositoryIssues = { _, _ in
                // Made by the viewer a minute after the first attempt by this machine's clock, but numbered below the
                // baseline: an older issue, whatever the clocks say.
                IssueConnectionPage(items: [.fixture(80, title: "Crash", body: "Steps", htmlURL: "old",
                                                     createdAt: Self.later)], totalCount: 1, nextCursor: nil)
            }
            $0.lookUpRepository = { _, query in
                #expect(query == RepositoryLookupQuery(labels: true, milestones: true))
                return RepositoryLookup(labels: [Label(name: "bug")], milestones: [Milestone(number: 2, title: "v2")])
            }
            $0.createIssue = { _, request in
                created.withLock { $0.append(request) }
                return CreatedIssue(number: 81, htmlURL: Self.url)
            }
        }
        _ = try send(model)
        #expect(created.value == [NewIssueRequest(title: "Crash", body: "Steps", labels: ["bug"], milestone: 2)])
        #expect(outbox.value.entries.isEmpty)
    }

    @Test func aQueuedIssuesNamesAreSentAsGitHubKnowsThem() throws {
        let write = OutboxWrite.create(title: "Crash", body: "Steps", labels: ["BUG"], assignees: ["@me"], milestone: nil,
                                       milestoneTitle: "v2.0")
        let created = Locked<[NewIssueRequest]>([])
        let (model, _) = model([Self.entry(1, write)]) {
            $0.lookUpRepository = { _, query in
                #expect(query == RepositoryLookupQuery(labels: true, assignees: true, milestones: true, viewerLogin: true))
                return RepositoryLookup(labels: [Label(name: "bug")], assignees: ["octocat", "hubot"],
                                        milestones: [Milestone(number: 1, title: "v1.0"), Milestone(number: 2, title: "v2.0")],
                                        viewerLogin: "octocat")
            }
            $0.listRepositoryIssues = { _, _ in IssueConnectionPage(items: [], totalCount: 0, nextCursor: nil) }
            $0.createIssue = { _, request in
                created.withLock { $0.append(request) }
                return CreatedIssue(number: 81, htmlURL: Self.url)
            }
        }
        _ = try send(model)
        #expect(created.value == [NewIssueRequest(title: "Crash", body: "Steps", labels: ["bug"], assignees: ["octocat"],
                                                  milestone: 2)])
    }

    @Test func aQueuedIssueWithANameGitHubDoesNotKnowIsAConflictKeptUnsent() throws {
        let write = OutboxWrite.create(title: "Crash", body: "Steps", labels: ["bgu"], assignees: [], milestone: nil)
        let entry = Self.entry(1, write)
        let (model, outbox) = model([entry]) { $0.lookUpRepository = { _, _ in RepositoryLookup(labels: [Label(name: "bug")]) } }
        let (summary, events) = try send(model)
        guard case .conflict(_, let reason) = try #require(events.first) else {
            Issue.record("expected a conflict, got \(events)")
            return
        }
        #expect(reason.hasPrefix("no label \"bgu\" in octocat/Hello-World"))
        #expect(reason.hasSuffix("; fix it on GitHub and run `gh-lite sync` again, or drop the entry with "
                                 + "`gh-lite sync --discard 1` (it prints the text)"))
        #expect(summary.kept == 1)
        #expect(outbox.value.entries.map(\.write) == [write], "kept unsent")
        #expect(outbox.value.entries.first?.conflict == reason)
    }

    @Test func aFirstCreateRecordsTheNewestIssueNumberBeforeItsAttempt() throws {
        let write = OutboxWrite.create(title: "Crash", body: "Steps", labels: [], assignees: [], milestone: nil)
        let (model, outbox) = model([Self.entry(1, write)]) {
            $0.listRepositoryIssues = { _, query in
                #expect(query.first == 1 && query.state == .all && query.author == nil)
                return IssueConnectionPage(items: [.fixture(80, title: "Other", author: "hubot", htmlURL: "old",
                                                            createdAt: Self.later)], totalCount: 80, nextCursor: nil)
            }
            $0.createIssue = { _, _ in throw Self.lostAnswer }
        }
        _ = try send(model)
        #expect(outbox.value.entries.first?.baseline == .newestIssue(80))
        #expect(outbox.value.entries.first?.attempts.count == 1)
    }

    @Test func aLostAnswerKeepsTheEntryWithItsAttemptAndStopsTheRun() throws {
        let (model, outbox) = model([Self.entry(1, .comment(issue: 2, body: "A")), Self.entry(2, .reopen(issue: 2))]) {
            $0.getIssueTarget = { _, _ in Self.open }
            $0.lastViewerComment = { _, _ in ViewerComment(id: "IC_0", body: "Earlier", url: Self.url + "#c0") }
            $0.addComment = { _, _ in throw Self.lostAnswer }
        }
        let (summary, events) = try send(model)
        #expect(!summary.allSent)
        #expect(events.count == 1)
        #expect(outbox.value.entries.map(\.id) == [1, 2])
        #expect(outbox.value.entries.first?.attempts == ["2026-01-10T13:00:00Z"])
        #expect(outbox.value.entries.first?.baseline == .viewerComment(id: "IC_0"))
    }

    @Test func aCommentWhoseAnswerWasLostIsFoundAsTheViewersLastComment() throws {
        let entry = Self.entry(1, .comment(issue: 2, body: "Hello"), attempts: ["2026-01-10T12:30:00Z"],
                               baseline: .viewerComment(id: "IC_0"))
        let (model, outbox) = model([entry]) {
            $0.getIssueTarget = { _, _ in Self.open }
            $0.lastViewerComment = { _, _ in ViewerComment(id: "IC_1", body: "Hello", url: Self.url + "#c1") }
        }
        let (_, events) = try send(model)
        #expect(events == [.alreadyOnGitHub(entry, url: Self.url + "#c1")])
        #expect(outbox.value.entries.isEmpty)
    }

    @Test func aCommentWhoseSendNeverArrivedIsSentThoughTheViewersLastCommentHasItsText() throws {
        let entry = Self.entry(1, .comment(issue: 2, body: "Hello"), attempts: ["2026-01-10T12:30:00Z"],
                               baseline: .viewerComment(id: "IC_0"))
        let sent = Locked(0)
        let (model, outbox) = model([entry]) {
            $0.getIssueTarget = { _, _ in Self.open }
            $0.lastViewerComment = { _, _ in ViewerComment(id: "IC_0", body: "Hello", url: Self.url + "#c0") }
            $0.addComment = { _, _ in
                sent.withLock { $0 += 1 }
                return Self.url + "#c1"
            }
        }
        let (_, events) = try send(model)
        #expect(events.map { if case .sent = $0 { true } else { false } } == [true])
        #expect(sent.value == 1)
        #expect(outbox.value.entries.isEmpty)
    }

    @Test(arguments: [(OutboxWrite.close(issue: 2, reason: nil), GHLiteCore.Issue.State.closed), (.reopen(issue: 2), .open)])
    func aCloseOrReopenWhoseAnswerWasLostAndThatWasAppliedIsAlreadyOnGitHub(write: OutboxWrite, state: GHLiteCore.Issue.State) throws {
        let entry = Self.entry(1, write, attempts: ["2026-01-10T12:30:00Z"])
        let (model, outbox) = model([entry]) {
            $0.getIssueTarget = { _, _ in IssueTarget(id: "I_2", number: 2, title: "t", state: state, url: Self.url) }
        }
        let (summary, events) = try send(model)
        #expect(events == [.alreadyOnGitHub(entry, url: Self.url)])
        #expect(summary.done == 1 && summary.allSent)
        #expect(outbox.value.entries.isEmpty)
    }

    @Test func unreachableGitHubStopsTheRunKeepsEverythingAndStrikesTheAttempt() throws {
        let (model, outbox) = model([Self.entry(1, .reopen(issue: 2))]) {
            $0.getIssueTarget = { _, _ in IssueTarget(id: "I_2", number: 2, title: "t", state: .closed, url: Self.url) }
            $0.reopenIssue = { _ in throw Self.unreachable }
        }
        let (summary, events) = try send(model)
        #expect(summary.unreachable != nil)
        #expect(events.isEmpty)
        #expect(outbox.value.entries == [Self.entry(1, .reopen(issue: 2))])
    }

    @Test(arguments: [
        (IssueTarget(id: "I_2", number: 2, title: "t", state: .closed, url: url), OutboxWrite.close(issue: 2, reason: nil),
         "#2 is already closed on GitHub"),
        (IssueTarget(id: "I_2", number: 2, title: "t", state: .open, url: url, locked: true), .comment(issue: 2, body: "x"),
         "#2 was locked on GitHub"),
        (IssueTarget(id: "I_9", number: 9, title: "t", state: .open, url: "https://github.com/octocat/Spoon-Knife/issues/9"),
         .reopen(issue: 2), "#2 was moved to https://github.com/octocat/Spoon-Knife/issues/9"),
    ])
    func aConflictIsReportedKeptAndNothingWritten(target: IssueTarget, write: OutboxWrite, reason: String) throws {
        let (model, outbox) = model([Self.entry(1, write), Self.entry(2, .comment(issue: 3, body: "next"))]) {
            $0.getIssueTarget = { _, number in number == 3 ? IssueTarget(id: "I_3", number: 3, title: "t", state: .open,
                                                                         url: "https://github.com/octocat/Hello-World/issues/3") : target }
            $0.lastViewerComment = { _, _ in nil }
            $0.addComment = { id, _ in
                #expect(id == "I_3", "only the entry after the conflict is sent")
                return "u"
            }
        }
        let (summary, events) = try send(model)
        guard case .conflict(let entry, let said)? = events.first else {
            Issue.record("no conflict: \(events)")
            return
        }
        #expect(entry.id == 1)
        #expect(said.hasPrefix(reason))
        #expect(said.contains("`gh-lite sync --discard 1`"))
        #expect(summary.kept == 1 && summary.done == 1)
        #expect(outbox.value.entries.map(\.id) == [1])
        #expect(outbox.value.entries.first?.conflict == said, "kept with its reason, for `sync --status`")
    }

    static func issue(title: String, milestone: Int? = nil) -> GHLiteCore.Issue {
        .fixture(2, title: title, body: "Steps", author: "hubot",
                 milestone: milestone.map { Milestone(number: $0, title: "v\($0)") }, htmlURL: url, createdAt: later)
    }

    @Test func aQueuedTitleOverATitleChangedOnGitHubSinceIsAConflictAndNothingIsWritten() throws {
        let base = OutboxEditBase(title: "Broken link", body: "Steps", milestone: nil)
        let (model, outbox) = model([Self.entry(1, .edit(issue: 2, changes: IssueEdit(title: "Mine"), base: base))]) {
            $0.getIssueTarget = { _, _ in Self.open }
            $0.getIssue = { _, _ in Self.issue(title: "Theirs") }
        }
        let (summary, events) = try send(model)
        guard case .conflict(_, let reason)? = events.first else {
            Issue.record("no conflict: \(events)")
            return
        }
        #expect(reason.hasPrefix("the title of #2 changed on GitHub since the edit was queued"))
        #expect(summary.kept == 1)
        #expect(outbox.value.entries.first?.attempts == [], "nothing was attempted")
    }

    @Test func aQueuedEditGitHubAlreadyShowsAfterALostAnswerIsNotSentAgain() throws {
        let base = OutboxEditBase(title: "Broken link", body: "Steps", milestone: nil)
        let changes = IssueEdit(title: "Mine", milestone: "v3")
        let (model, outbox) = model([Self.entry(1, .edit(issue: 2, changes: changes, base: base), attempts: [Self.queuedAt])]) {
            $0.getIssueTarget = { _, _ in Self.open }
            $0.lookUpRepository = { _, _ in RepositoryLookup(milestones: [Milestone(number: 3, title: "v3")]) }
            $0.getIssue = { _, _ in Self.issue(title: "Mine", milestone: 3) }
        }
        let (summary, events) = try send(model)
        #expect(events == [.alreadyOnGitHub(Self.entry(1, .edit(issue: 2, changes: changes, base: base),
                                                       attempts: [Self.queuedAt]), url: Self.url)])
        #expect(summary.allSent)
        #expect(outbox.value.entries.isEmpty)
    }

    /// A queued edit of several changes is one document, as online: one attempt, one write.
    @Test func aQueuedEditOfSeveralChangesIsOneDocument() throws {
        let sent = Locked<[IssueEditMutations]>([])
        let changes = IssueEdit(addLabels: ["bug"], removeLabels: ["wontfix"], addAssignees: ["monalisa"])
        let (model, outbox) = model([Self.entry(1, .edit(issue: 2, changes: changes, base: nil))]) {
            $0.getIssueTarget = { _, _ in Self.open }
            $0.lookUpRepository = { _, query in
                #expect(query.nodeIDs)
                var found = RepositoryLookup(labels: [Label(name: "bug", id: "L_bug"), Label(name: "wontfix", id: "L_wontfix")],
                                             assignees: ["monalisa"])
                found.assigneeIDs = ["monalisa": "U_monalisa"]
                return found
            }
            $0.getIssue = { _, _ in
                var issue = Self.issue(title: "Broken link")
                issue.labels = [Label(name: "wontfix")]
                return issue
            }
            $0.editIssue = { mutations in
                sent.withLock { $0.append(mutations) }
                return IssueEditAnswer()
            }
        }
        let (summary, _) = try send(model)
        #expect(summary.allSent)
        #expect(sent.value == [IssueEditMutations(issueID: "I_2", addLabelIDs: ["L_bug"], removeLabelIDs: ["L_wontfix"],
                                                  addAssigneeIDs: ["U_monalisa"])])
        #expect(outbox.value.entries.isEmpty)
    }

    @Test func aCloseWithACommentLeavesOnlyTheCloseQueuedOnceTheCommentIsSent() throws {
        let sent = Locked<[String]>([])
        let (model, outbox) = model([Self.entry(1, .close(issue: 2, reason: nil, comment: "Fixed"))]) {
            $0.getIssueTarget = { _, _ in Self.open }
            $0.lastViewerComment = { _, _ in nil }
            $0.addComment = { id, body in
                sent.withLock { $0.append("comment \(id) \(body)") }
                return "u"
            }
            $0.closeIssue = { _ in throw Self.lostAnswer }
        }
        let (summary, _) = try send(model)
        #expect(sent.value == ["comment I_2 Fixed"])
        #expect(!summary.allSent)
        #expect(outbox.value.entries.map(\.write) == [.close(issue: 2, reason: nil)])
        #expect(outbox.value.entries.first?.attempts.count == 1, "the close may have reached GitHub")
    }

    @Test func aDeletedIssueIsAConflict() throws {
        let (model, outbox) = model([Self.entry(1, .comment(issue: 2, body: "x"))]) {
            $0.getIssueTarget = { _, number in throw IssueLookupError.issueNotFound(number) }
        }
        let (_, events) = try send(model)
        guard case .conflict(_, let said)? = events.first else {
            Issue.record("no conflict: \(events)")
            return
        }
        #expect(said.hasPrefix("#2 is no longer an issue of octocat/Hello-World (deleted or moved)"))
        #expect(outbox.value.entries.count == 1)
    }

    @Test func discardReturnsTheEntryAndAnUnknownIDIsRefused() throws {
        let entry = Self.entry(4, .comment(issue: 2, body: "Keep my words"))
        let (model, outbox) = model([entry])
        #expect(throws: CommandError("there is no outbox entry 9: see `gh-lite sync --status`")) { try model.discard(9) }
        var discarding = model
        let locked = Locked(false)
        discarding.environment.withEntryLock = { body in
            locked.withLock { $0 = true }
            try body()
        }
        #expect(try discarding.discard(4) == entry)
        #expect(locked.value, "a discard waits for a sync sending that entry")
        outbox.withLock { $0.entries = [entry] }
        #expect(try model.discard(4) == entry)
        #expect(outbox.value.entries.isEmpty)
    }

    @Test func aDiscardThatWaitedForASyncSendingTheEntrySaysItWasSent() throws {
        let (original, outbox) = model([Self.entry(4, .comment(issue: 2, body: "On its way"))])
        var model = original
        model.environment.withEntryLock = { body in
            // The sync holding the lock sends the entry and takes it out before the discard gets its turn.
            outbox.withLock { $0.entries = [] }
            try body()
        }
        #expect(throws: CommandError("outbox entry 4 (comment on #2 in octocat/Hello-World) was sent meanwhile by a "
                                     + "`gh-lite sync` running beside: it is on GitHub, not discarded")) {
            try model.discard(4)
        }
    }

    @Test func pendingIsFilteredByRepository() throws {
        let other = OutboxEntry(id: 2, repository: "octocat/Spoon-Knife", queuedAt: Self.queuedAt, write: .reopen(issue: 1))
        let (model, _) = model([Self.entry(1, .reopen(issue: 2)), other])
        #expect(try model.pending(in: RepoRef(owner: "octocat", name: "spoon-knife")) == [other])
        #expect(try model.pending().count == 2)
    }
}
