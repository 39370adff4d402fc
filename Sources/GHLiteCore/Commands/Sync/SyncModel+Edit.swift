/// Sending a queued `issue edit`: its names checked as online, then compared with the issue as GitHub has it now.
/// What is already as asked is not sent again (a retry after a lost answer sends only what is missing); the rest goes
/// as one GraphQL document, as online. A title, body, milestone, type or parent someone else changed since the edit
/// was queued is a conflict, never overwritten.
extension SyncModel {
    func deliverEdit(_ entry: OutboxEntry, issue number: Int, changes: IssueEdit, base: OutboxEditBase?,
                     to repo: RepoRef, pacer: WritePacer) throws -> Event {
        let target = try target(number, of: entry, in: repo)
        var writes = IssueEditWrites()
        var ids = IssueEditNodeIDs()
        var changed: [String] = []
        if changes != IssueEdit(links: changes.links) {
            let resolved = try checkingNames(of: entry) { try resolve(changes, in: repo) }
            let issue = try environment.getIssue(repo, number)
            writes = resolved.writes(for: issue)
            ids = resolved.ids
            (writes.update, changed) = Self.unchangedSince(base, writes.update, on: issue)
        }
        let plan = try linkPlan(changes.links, for: [IssueLinkReference(number: number)], of: entry, in: repo)
        changed += Self.linksChangedSince(base?.links, plan, issue: number)
        guard changed.isEmpty else {
            throw Conflict(reason: "the \(changed.joined(separator: " and ")) of #\(number) changed on GitHub since "
                           + "the edit was queued; edit it again online, or drop the entry with "
                           + "`gh-lite sync --discard \(entry.id)` (it prints the text)")
        }
        writes.links = plan?.changes(for: IssueLinkReference(number: number)) ?? []
        let mutations = try writes.mutations(issueID: target.id, ids: ids)
        let sendsNothing = mutations.parts.isEmpty
        if !sendsNothing {
            // One document for the entry, as online: GitHub runs its changes in order and says which it refused.
            let answer = try attempt(entry, baseline: nil, pacer: pacer) { try environment.editIssue(mutations) }
            if let refusal = IssueEditRefusal(answer, of: mutations, issue: number, in: repo) { throw refusal.error }
        }
        if sendsNothing && !entry.attempts.isEmpty { return .alreadyOnGitHub(entry, url: target.url) }
        return .sent(entry, url: target.url)
    }

    /// The update without what GitHub already shows as asked, and the fields someone else changed meanwhile: a
    /// title, body or milestone that is neither as asked nor as the mirror showed it when the edit was queued.
    static func unchangedSince(_ base: OutboxEditBase?, _ update: IssueUpdate,
                               on issue: Issue) -> (left: IssueUpdate, changed: [String]) {
        func lines(_ text: String?) -> String { (text ?? "").replacing("\r\n", with: "\n") }
        var left = update
        var changed: [String] = []
        if let title = update.title, title != issue.title {
            if base?.title != issue.title { changed.append("title") }
        } else {
            left.title = nil
        }
        if let body = update.body, lines(body) != lines(issue.body) {
            if base.map({ lines($0.body) }) != lines(issue.body) { changed.append("body") }
        } else {
            left.body = nil
        }
        let milestone = issue.milestone?.number
        switch update.milestone {
        case nil: break
        case .set(let number)? where number == milestone: left.milestone = nil
        case .remove? where milestone == nil: left.milestone = nil
        default: if base == nil || base?.milestone != milestone { changed.append("milestone") }
        }
        return (left, changed)
    }

    /// The type and parent the edit would change that GitHub no longer shows as the mirror did when it was queued
    /// (someone else's change, not overwritten). Without a base (an issue the mirror lacked) nothing can be told.
    static func linksChangedSince(_ base: OutboxLinkBase?, _ plan: IssueLinkPlan?, issue number: Int) -> [String] {
        guard let base, let plan, let now = plan.issue(IssueLinkReference(number: number)) else { return [] }
        var changed: [String] = []
        if let typeID = plan.typeID, typeID != now.issueTypeID, now.issueTypeID != base.typeID { changed.append("type") }
        let wantedParent = plan.edit.parent.flatMap(plan.issue)?.id
        if plan.edit.parent != nil || plan.edit.removeParent, wantedParent != now.parent?.id,
           now.parent?.id != base.parentID {
            changed.append("parent")
        }
        return changed
    }

    /// The online edit's name checks, against the lists (and `@me`'s login) read in one request as online.
    private func resolve(_ changes: IssueEdit, in repo: RepoRef) throws -> ResolvedEdit {
        let query = IssueEditModel.query(for: changes, issues: [])
        let lists = query.isEmpty ? RepositoryLookup() : try environment.lookUpRepository(repo, query)
        // Only the checks are used: they need the repository's name, no request of the edit's own.
        return try IssueEditModel(repository: repo, environment: IssueEditModelEnvironment()).resolve(changes, lists: lists)
    }
}
