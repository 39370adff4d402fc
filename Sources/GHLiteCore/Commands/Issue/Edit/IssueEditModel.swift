/// Edits one repository's issues (the repository is bound into the environment), one or many at once: every
/// name checked against the repository's lists before anything is sent, each issue read (for the confirmation,
/// and to leave out what is already as asked), then per issue one GraphQL document of its changes (labels and
/// assignees added and removed, the title, body and milestone, the type and links), sent once. A title or body that
/// fails to send is saved to a draft.
public struct IssueEditModel: Sendable {
    /// What happened to one issue, as it happens.
    public enum Event: Sendable {
        /// The issue as GitHub answered the edit (as read before it, when the answer carried no issue). `answered`:
        /// the answer read it after every change (no type or link change followed), as `--json` shows it.
        case edited(Issue, answered: Bool)
        case failed(number: Int, error: any Error)
        /// Several issues will change: what the confirmation lists, before it asks.
        case willEdit([Issue])
        /// Search hits from another repository than this one: left alone.
        case leftOut(otherRepositoryHits: Int)
        /// A link or type asked to be removed that the issue does not have: said, and the edit goes on.
        case nothingToRemove(String)
    }

    public var repository: RepoRef
    public var environment: IssueEditModelEnvironment

    public init(repository: RepoRef, environment: IssueEditModelEnvironment) {
        self.repository = repository
        self.environment = environment
    }

    // MARK: Text

    public func readBodyFile(_ path: String) throws -> String {
        try IssueBodyLimit.readBodyFile(path, readFile: environment.readFile)
    }

    /// The editor's text, without the trailing blank lines editors add; Ctrl-C throws `EditorInterrupted`.
    public func editBody(_ text: String) throws -> String {
        try EditorText.edited(text, in: environment.editText)
    }

    public func getIssue(_ number: Int) throws -> Issue {
        let issue = try environment.getIssue(number)
        guard !issue.isPullRequest else { throw IssueLookupError.pullRequest(number: number, url: issue.htmlURL) }
        return issue
    }

    // MARK: Names

    /// The lists `edit`'s names are checked against (and the login, when it names `@me`), with the issues it changes,
    /// and what its type and links are checked against: one look-up.
    static func query(for edit: IssueEdit, links: IssueLinkEdit = IssueLinkEdit(), issues: [Int]) -> RepositoryLookupQuery {
        let targets = issues.map { IssueLinkReference(number: $0) }
        return RepositoryLookupQuery(
            labels: !edit.addLabels.isEmpty || !edit.removeLabels.isEmpty,
            assignees: !edit.addAssignees.isEmpty || !edit.removeAssignees.isEmpty,
            milestones: edit.milestone != nil,
            viewerLogin: (edit.addAssignees + edit.removeAssignees).contains { $0.lowercased() == "@me" },
            issues: issues,
            links: links.isEmpty ? nil : IssueLinkQuery(references: targets + links.references,
                                                        dependencies: links.changesDependencies),
            nodeIDs: true)
    }

    /// Every name checked against the repository's `lists` (those `query(for:issues:)` asks); all unknown names at
    /// once, one line each with close matches.
    public func resolve(_ edit: IssueEdit, lists: RepositoryLookup) throws -> ResolvedEdit {
        var problems: [String] = []
        var resolved = ResolvedEdit(names: IssueEdit(title: edit.title?.trimmingWhitespace(), body: edit.body))
        if !edit.addLabels.isEmpty || !edit.removeLabels.isEmpty {
            let names = lists.labels.map(\.name)
            let unknown = { UnknownName.label($0, in: repository, among: names) }
            resolved.names.addLabels = Self.known(edit.addLabels, among: names, problems: &problems, notFound: unknown)
            resolved.names.removeLabels = Self.known(edit.removeLabels, among: names, problems: &problems, notFound: unknown)
        }
        if !edit.addAssignees.isEmpty || !edit.removeAssignees.isEmpty {
            let logins = lists.assignees
            let named = { (names: [String]) in names.map { $0.lowercased() == "@me" ? lists.viewerLogin ?? $0 : $0 } }
            let unknown = { UnknownName.assignee($0, in: repository, among: logins) }
            resolved.names.addAssignees = Self.known(named(edit.addAssignees), among: logins, problems: &problems,
                                                     notFound: unknown)
            resolved.names.removeAssignees = Self.known(named(edit.removeAssignees), among: logins, problems: &problems,
                                                        notFound: unknown)
        }
        if let wanted = edit.milestone {
            let milestones = lists.milestones
            if let found = NameMatch.milestone(wanted, in: milestones) {
                resolved.milestone = .set(found.number)
            } else {
                problems.append(MilestoneFailure.unknown(wanted, in: repository, suggestions: CloseMatches.suggestions(
                    for: wanted, among: milestones.map(\.title))))
            }
        } else if edit.removeMilestone {
            resolved.milestone = .remove
        }
        guard problems.isEmpty else { throw MetadataError(problems: problems) }
        let milestone: Int? = if case .set(let number)? = resolved.milestone { number } else { nil }
        resolved.ids = IssueEditNodeIDs(lists, milestone: milestone)
        return resolved
    }

    /// GitHub's spelling of each name found; a problem line for each not found.
    private static func known(_ names: [String], among existing: [String], problems: inout [String],
                              notFound: (String) -> String) -> [String] {
        var found: [String] = []
        for name in names {
            if let match = NameMatch.name(name, in: existing) { found.append(match) } else {
                problems.append(notFound(name))
            }
        }
        return NameMatch.unique(found)
    }

    /// The type and links checked against what the look-up found, before anything is written; nil when unchanged.
    /// (Whether the host has them at all is checked before any request, in `run`.)
    func plan(_ links: IssueLinkEdit, for numbers: [Int], found: IssueLinkLookup?) throws -> IssueLinkPlan? {
        guard !links.isEmpty else { return nil }
        return try IssueLinkPlan.checked(links, targets: numbers.map { IssueLinkReference(number: $0) },
                                         links: found ?? IssueLinkLookup(), repo: repository)
    }

    // MARK: Editing

    /// Applies `edit` to the selected issues (a search selects open ones unless its query names a state) and
    /// returns who was done. The issues, the lists their names are checked against and their links are read in one
    /// request; nothing is written before every name is checked and consent is given: several issues without a
    /// terminal need `yes`.
    public func run(_ edit: IssueEdit, on selection: IssueSelection, yes: Bool,
                    report: (Event) -> Void) throws -> BulkRun.Summary {
        let bulk = BulkRun(environment: environment.bulk)
        let selected = try selection.select(state: .open, search: environment.searchIssues)
        if selected.otherRepositoryHits > 0 { report(.leftOut(otherRepositoryHits: selected.otherRepositoryHits)) }
        let numbers = selected.numbers
        guard !numbers.isEmpty else { return BulkRun.Summary() }
        try bulk.requireConsent(count: numbers.count, yes: yes, verb: "edit")
        try IssueLinkPlan.checkHost(edit.links, host: environment.host)
        let found = try environment.lookUpRepository(Self.query(for: edit, links: edit.links, issues: numbers))
        var resolved = try resolve(edit, lists: found)
        resolved.links = try plan(edit.links, for: numbers, found: found.links)
        for number in numbers {
            for line in resolved.links?.absentRemovals(for: IssueLinkReference(number: number)) ?? [] {
                report(.nothingToRemove(line))
            }
        }
        try environment.bulk.startCatchingInterrupts()
        var pending: [Issue] = []
        var failed: [Int] = []
        for number in numbers {
            do {
                pending.append(try issue(number, in: found))
            } catch let error where numbers.count > 1 {
                failed.append(number)
                report(.failed(number: number, error: error))
            }
        }
        if numbers.count > 1 && !pending.isEmpty {
            let count = pending.count
            try bulk.confirm(yes: yes, question: "Edit \(count) issue\(count == 1 ? "" : "s")?") {
                report(.willEdit(pending))
            }
        }
        var answered: [Int: (issue: Issue, isCurrent: Bool)] = [:]
        var summary = try bulk.run(pending, number: \.number, write: { issue, pacer in
            answered[issue.number] = try send(resolved.writes(for: issue), to: issue, ids: resolved.ids, pacer: pacer)
        }, report: { issue, error in
            let answer = answered[issue.number]
            report(error.map { .failed(number: issue.number, error: $0) }
                   ?? .edited(answer?.issue ?? issue, answered: answer?.isCurrent ?? false))
        })
        summary.failed = (failed + summary.failed).sorted()
        if let links = resolved.links, !summary.done.isEmpty {
            environment.refreshMirroredLinks(links.linkedNumbers(of: numbers))
        }
        return summary
    }

    /// Issue `number` as the lookup found it: a pull request, a number that names nothing, or an issue the lookup
    /// found in another repository (transferred) is an error.
    private func issue(_ number: Int, in found: RepositoryLookup) throws -> Issue {
        guard let issue = found.issues[number] else { throw IssueLookupError.issueNotFound(number) }
        guard !issue.isPullRequest else { throw IssueLookupError.pullRequest(number: number, url: issue.htmlURL) }
        guard IssueLocation.isIssue(number, of: repository, url: issue.htmlURL) else {
            throw IssueLookupError.moved(number: number, url: issue.htmlURL)
        }
        return issue
    }

    /// The edit's writes to one issue as one document, sent once (spaced from the previous issue's), and the issue
    /// as GitHub answered it (`isCurrent` where the answer read it after every change). A change GitHub refused says
    /// which went through; what GitHub silently left out (no triage or write access) is a failure. A title or body
    /// that did not surely go through is saved to a draft first.
    private func send(_ writes: IssueEditWrites, to issue: Issue, ids: IssueEditNodeIDs,
                      pacer: WritePacer) throws -> (issue: Issue, isCurrent: Bool) {
        let number = issue.number, update = writes.update
        guard let issueID = issue.nodeID else { throw IssueLookupError.issueNotFound(number) }
        let mutations = try writes.mutations(issueID: issueID, ids: ids)
        guard !mutations.parts.isEmpty else { return (issue, false) }
        let draft = update.title != nil || update.body != nil
            ? IssueEditDraft(repository: repository.description, issue: number, title: update.title, body: update.body)
            : nil
        let answer: IssueEditAnswer
        do {
            answer = try pacer.write { try environment.editIssue(mutations) }
        } catch {
            guard let draft else { throw error }
            throw preserve(draft, after: error, issueURL: WriteOutcome.mayHaveBeenApplied(after: error) ? issue.htmlURL : nil)
        }
        if let refusal = IssueEditRefusal(answer, of: mutations, issue: number, in: repository) {
            guard let draft, refusal.leftText else { throw refusal.error }
            throw preserve(draft, after: refusal.error)
        }
        let result = answer.issue ?? issue
        let ignored = writes.ignored(by: result)
        guard ignored.isEmpty else {
            throw CommandError("GitHub left the \(ignored.joined(separator: ", ")) of #\(number) unchanged: "
                               + "changing them needs write or triage access to \(repository) (or being the author)")
        }
        // A type or link change comes after the parts that read the issue, and its payload does not read it.
        return (result, answer.issue != nil && answer.issueIsWhole && writes.links.isEmpty)
    }

    /// Removes a recovered draft once its edit went through. Best effort: a draft left behind is harmless.
    public func discardDraft(_ path: String) {
        try? environment.removeFile(path)
    }

    /// Saves what was typed before the failure is worded, so that wording it cannot lose the text.
    public func preserve(_ draft: IssueEditDraft, after error: any Error, issueURL: String? = nil) -> UnsentEditError {
        let saved: UnsentEditError.Saved
        do {
            saved = .draft(path: try environment.saveDraft(draft.issue, try draft.encoded()))
        } catch let saveError {
            saved = .notSaved(reason: ErrorMessage.describe(saveError))
        }
        let explained = IssueFailure.explained(error, repo: repository, number: draft.issue)
        let summary = error is Interrupted || error is EditorInterrupted ? "cancelled"
            : "could not edit \(repository)#\(draft.issue): \(TerminalText.line(ErrorMessage.describe(explained)))"
        return UnsentEditError(summary: summary, exitCode: (error as? any UserFacingError)?.exitCode ?? .error,
                               draft: draft, saved: saved, issueURL: issueURL)
    }
}

/// An edit with every name as GitHub spells it and the milestone as a number: applied to each issue's own sets.
public struct ResolvedEdit: Sendable, Equatable {
    /// Canonical names (`@me` replaced by the login); its `milestone` and `removeMilestone` are unused.
    public var names: IssueEdit
    public var milestone: IssueUpdate.MilestoneChange?
    /// The type and links, checked; nil when they are left as they are.
    var links: IssueLinkPlan?
    /// The node ids of the names and the milestone, for the edit's GraphQL document.
    public var ids = IssueEditNodeIDs()

    public init(names: IssueEdit, milestone: IssueUpdate.MilestoneChange? = nil) {
        self.names = names
        self.milestone = milestone
    }

    /// The writes that make `issue` as asked. Labels and assignees the issue as read already has as asked are not
    /// sent; an add is sent whole when one of its names is missing (GitHub keeps what is there).
    public func writes(for issue: Issue) -> IssueEditWrites {
        func has(_ names: [String], _ name: String) -> Bool { names.contains { $0.lowercased() == name.lowercased() } }
        let labels = issue.labels.map(\.name), assignees = issue.assigneeLogins
        return IssueEditWrites(
            update: IssueUpdate(title: names.title, body: names.body, milestone: milestone),
            addLabels: names.addLabels.contains { !has(labels, $0) } ? names.addLabels : [],
            removeLabels: names.removeLabels.filter { has(labels, $0) },
            addAssignees: names.addAssignees.contains { !has(assignees, $0) } ? names.addAssignees : [],
            removeAssignees: names.removeAssignees.contains { has(assignees, $0) } ? names.removeAssignees : [],
            links: links?.changes(for: IssueLinkReference(number: issue.number)) ?? [])
    }
}
