/// Edits one repository's issues (the repository is bound into the environment), one or many at once: every
/// name checked against the repository's lists before anything is sent, each issue read for its current labels
/// and assignees, then one `PATCH` per issue, sent once. A title or body that fails to send is saved to a draft.
public struct IssueEditModel: Sendable {
    /// What happened to one issue, as it happens.
    public enum Event: Sendable {
        case edited(Issue)
        case failed(number: Int, error: any Error)
        /// Several issues will change: what the confirmation lists, before it asks.
        case willEdit([Issue])
        /// Search hits from another repository than this one: left alone.
        case leftOut(otherRepositoryHits: Int)
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
        try NewIssueModel.edited(text, in: environment.editText)
    }

    public func getIssue(_ number: Int) throws -> Issue {
        let issue = try environment.getIssue(number)
        guard !issue.isPullRequest else { throw IssueModel.LookupError.pullRequest(number: number, url: issue.htmlURL) }
        return issue
    }

    // MARK: Names

    /// Every name checked against the repository (only the lists needed are fetched); all unknown names at once,
    /// one line each with close matches.
    public func resolve(_ edit: IssueEdit) throws -> ResolvedEdit {
        var problems: [String] = []
        var resolved = ResolvedEdit(names: IssueEdit(title: edit.title?.trimmingWhitespace(), body: edit.body))
        if !edit.addLabels.isEmpty || !edit.removeLabels.isEmpty {
            let names = try environment.listLabels().map(\.name)
            resolved.names.addLabels = Self.known(edit.addLabels, among: names, problems: &problems) {
                "could not add label: '\($0)' not found"
            }
            resolved.names.removeLabels = Self.known(edit.removeLabels, among: names, problems: &problems) {
                "could not remove label: '\($0)' not found"
            }
        }
        if !edit.addAssignees.isEmpty || !edit.removeAssignees.isEmpty {
            let logins = try environment.listAssignees()
            let mentionsMe = (edit.addAssignees + edit.removeAssignees).contains { $0.lowercased() == "@me" }
            let viewer = mentionsMe ? try environment.viewerLogin() : ""
            let named = { (logins: [String]) in logins.map { $0.lowercased() == "@me" ? viewer : $0 } }
            resolved.names.addAssignees = Self.known(named(edit.addAssignees), among: logins, problems: &problems) {
                "could not assign user: '\($0)' not found"
            }
            resolved.names.removeAssignees = Self.known(named(edit.removeAssignees), among: logins, problems: &problems) {
                "could not unassign user: '\($0)' not found"
            }
        }
        if let wanted = edit.milestone {
            let milestones = try environment.listMilestones()
            if let found = NewIssueModel.milestone(wanted, in: milestones) {
                resolved.milestone = .set(found.number)
            } else {
                let shown = TerminalText.line(wanted)
                problems.append("could not set milestone: '\(shown)' not found in \(repository)"
                                + CloseMatches.hint(CloseMatches.suggestions(for: wanted, among: milestones.map(\.title))))
            }
        } else if edit.removeMilestone {
            resolved.milestone = .remove
        }
        guard problems.isEmpty else { throw MetadataError(problems: problems) }
        return resolved
    }

    /// GitHub's spelling of each name found; a problem line for each not found.
    private static func known(_ names: [String], among existing: [String], problems: inout [String],
                              notFound: (String) -> String) -> [String] {
        var found: [String] = []
        for name in names {
            if let match = NewIssueModel.match(name, in: existing) { found.append(match) } else {
                problems.append(notFound(TerminalText.line(name))
                                + CloseMatches.hint(CloseMatches.suggestions(for: name, among: existing)))
            }
        }
        return NewIssueModel.unique(found)
    }

    // MARK: Editing

    /// Applies `edit` to the selected issues (a search selects open ones unless its query names a state) and
    /// returns who was done. Nothing is written before every name is
    /// checked and consent is given: several issues without a terminal need `yes`.
    public func run(_ edit: IssueEdit, on selection: IssueSelection, yes: Bool,
                    report: (Event) -> Void) throws -> BulkRun.Summary {
        let bulk = BulkRun(environment: environment.bulk)
        let selected = try selection.select(state: .open, search: environment.searchIssues)
        if selected.otherRepositoryHits > 0 { report(.leftOut(otherRepositoryHits: selected.otherRepositoryHits)) }
        let numbers = selected.numbers
        guard !numbers.isEmpty else { return BulkRun.Summary() }
        try bulk.requireConsent(count: numbers.count, yes: yes, verb: "edit")
        let resolved = try resolve(edit)
        try environment.bulk.startCatchingInterrupts()
        var pending: [Issue] = []
        var failed: [Int] = []
        for number in numbers {
            do {
                try environment.bulk.checkInterrupts()
                pending.append(try getIssue(number))
            } catch let error where numbers.count > 1 && !(error is Interrupted) {
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
        var summary = try bulk.run(pending, number: \.number, write: { issue, pacer in
            try send(resolved.update(for: issue), to: issue, pacer: pacer)
        }, report: { issue, error in
            report(error.map { .failed(number: issue.number, error: $0) } ?? .edited(issue))
        })
        summary.failed = (failed + summary.failed).sorted()
        return summary
    }

    /// One `PATCH`, sent once; what GitHub silently left out (no triage or write access) is a failure. A title or
    /// body that did not go through is saved to a draft first.
    private func send(_ update: IssueUpdate, to issue: Issue, pacer: WritePacer) throws {
        do {
            let result = try pacer.write { try environment.updateIssue(issue.number, update) }
            let ignored = Self.ignored(update, by: result)
            guard ignored.isEmpty else {
                throw CommandError("GitHub left the \(ignored.joined(separator: ", ")) of #\(issue.number) unchanged: "
                                   + "changing them needs write or triage access to \(repository) (or being the author)")
            }
        } catch let error where update.title != nil || update.body != nil {
            throw preserve(IssueEditDraft(repository: repository.description, issue: issue.number,
                                          title: update.title, body: update.body),
                           after: error, issueURL: NewIssueModel.mayHaveBeenCreated(by: error) ? issue.htmlURL : nil)
        }
    }

    /// The fields asked for that the answer does not show: GitHub drops them silently without the access they need.
    static func ignored(_ update: IssueUpdate, by result: Issue) -> [String] {
        func lowered(_ names: [String]) -> Set<String> { Set(names.map { $0.lowercased() }) }
        func lines(_ text: String) -> String { text.replacing("\r\n", with: "\n") }
        var fields: [String] = []
        if let title = update.title, title != result.title { fields.append("title") }
        if let body = update.body, lines(body) != lines(result.body ?? "") { fields.append("body") }
        if let labels = update.labels, lowered(labels) != lowered(result.labels.map(\.name)) { fields.append("labels") }
        if let assignees = update.assignees, lowered(assignees) != lowered(result.assigneeLogins) {
            fields.append("assignees")
        }
        switch update.milestone {
        case .set(let number)? where result.milestone?.number != number: fields.append("milestone")
        case .remove? where result.milestone != nil: fields.append("milestone")
        default: break
        }
        return fields
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
            saved = .notSaved(reason: NewIssueModel.describe(saveError))
        }
        let explained = IssueFailure.explained(error, repo: repository, number: draft.issue)
        let summary = error is Interrupted || error is EditorInterrupted ? "cancelled"
            : "could not edit \(repository)#\(draft.issue): \(TerminalText.line(NewIssueModel.describe(explained)))"
        return UnsentEditError(summary: summary, exitCode: (error as? any UserFacingError)?.exitCode ?? .error,
                               draft: draft, saved: saved, issueURL: issueURL)
    }
}

/// An edit with every name as GitHub spells it and the milestone as a number: applied to each issue's own sets.
public struct ResolvedEdit: Sendable, Equatable {
    /// Canonical names (`@me` replaced by the login); its `milestone` and `removeMilestone` are unused.
    public var names: IssueEdit
    public var milestone: IssueUpdate.MilestoneChange?

    public init(names: IssueEdit, milestone: IssueUpdate.MilestoneChange? = nil) {
        self.names = names
        self.milestone = milestone
    }

    /// The `PATCH` for `issue`: its labels and assignees with these added and removed (GitHub replaces the sets).
    public func update(for issue: Issue) -> IssueUpdate {
        func changed(_ current: [String], adding: [String], removing: [String]) -> [String]? {
            guard !adding.isEmpty || !removing.isEmpty else { return nil }
            let removed = Set(removing.map { $0.lowercased() })
            return NewIssueModel.unique((current + adding).filter { !removed.contains($0.lowercased()) })
        }
        return IssueUpdate(title: names.title, body: names.body,
                           labels: changed(issue.labels.map(\.name), adding: names.addLabels, removing: names.removeLabels),
                           assignees: changed(issue.assigneeLogins, adding: names.addAssignees,
                                              removing: names.removeAssignees),
                           milestone: milestone)
    }
}
