/// Creating one issue in one repository: checks names against the repository's lists before anything is
/// sent, sends the create request once, and keeps the user's text in a draft whenever the issue could not be made.
public struct NewIssueModel: Sendable {
    public var repository: RepoRef
    /// `https://HOST/OWNER/REPO`, for "check the issues page" hints and `--web`.
    public var webURL: String
    public var environment: NewIssueModelEnvironment

    public init(repository: RepoRef, webURL: String, environment: NewIssueModelEnvironment) {
        self.repository = repository
        self.webURL = webURL
        self.environment = environment
    }

    // MARK: Text

    public func readBodyFile(_ path: String) throws -> String {
        try IssueBodyLimit.readBodyFile(path, readFile: environment.readFile)
    }

    /// The editor's text, without the trailing blank lines editors add. Ctrl-C in the editor throws
    /// `EditorInterrupted` with what its file held, trimmed the same way.
    public func edit(_ text: String) throws -> String {
        try EditorText.edited(text, in: environment.editText)
    }

    /// From now on Ctrl-C does not end gh-lite: the prompt waiting throws `Interrupted`, and `cancel` keeps the text.
    public func startCatchingInterrupts() throws {
        try environment.startCatchingInterrupts()
    }

    // MARK: Templates

    public func templates(wanted: String? = nil) throws -> IssueTemplates {
        try environment.loadTemplates(wanted)
    }

    /// The template the user named; `warn` is shown what was found, for its files that could not be read as
    /// templates and those left out.
    public func template(named name: String, warn: (IssueTemplates) -> Void = { _ in }) throws -> IssueTemplate {
        let found = try templates(wanted: name)
        warn(found)
        guard !found.templates.isEmpty else { throw CommandError("no templates found in \(repository)") }
        guard let template = found.named(name) else {
            let names = found.templates.map(\.name)
            throw CommandError("template \"\(name)\" not found" + CloseMatches.hint(CloseMatches.suggestions(for: name, among: names)))
        }
        return template
    }

    // MARK: Metadata

    /// Checks every name against the repository's lists (see `IssueMetadataResolver`).
    public func resolve(_ wanted: WantedMetadata) throws -> (metadata: IssueMetadata, warnings: [String]) {
        try IssueMetadataResolver(repository: repository, lookUp: environment.lookUpRepository).resolve(wanted)
    }

    // MARK: Creating

    /// Sends the create request once. When GitHub cannot be reached (the connection never opened, so nothing was
    /// sent) the issue goes to the outbox instead. On any other failure the text is saved as a draft first, and the
    /// error says where it is and whether the issue may exist anyway; nothing is ever resent automatically.
    public func create(_ submission: NewIssueSubmission) throws -> NewIssueOutcome {
        let request = submission.request
        let issue: CreatedIssue
        do {
            issue = try environment.createIssue(request)
        } catch {
            if OutboxQueue.gitHubUnreachable(error), let entry = try? queue(submission) {
                return .queued(entry, unreachable: ErrorMessage.describe(error))
            }
            throw preserve(submission.draft(for: repository), after: error,
                           summary: { Self.createFailureSummary(error, repository: repository) },
                           mayHaveBeenCreated: WriteOutcome.mayHaveBeenApplied(after: error))
        }
        let links = submission.metadata.links
        return .created(NewIssueResult(issue: issue, dropped: DroppedOptions(
            asked: request, milestoneTitle: submission.metadata.milestone?.title, got: issue),
            linkFailure: links.flatMap { link(issue, $0, placed: request.placement != nil) },
            answered: links == nil ? issue.issue : nil))
    }

    /// `--parent`, `--type`, `--blocked-by` and `--blocking` checked in one request before anything is written;
    /// nil when none was given.
    func plan(_ links: IssueLinkEdit) throws -> IssueLinkPlan? {
        guard !links.isEmpty else { return nil }
        try IssueLinkPlan.checkHost(links, host: environment.host)
        return try IssueLinkPlan.checked(links, targets: [], links: environment.lookUpIssueLinks(links.references,
                                                                                             links.changesDependencies),
                                         repo: repository)
    }

    /// The new issue's parent (unless the create carried it: `placed`) and dependencies, each sent once; the first
    /// refusal stops them and is returned, worded with what to run to finish (the issue exists: nothing is saved or
    /// queued). The mirror then re-reads the other ends' links.
    func link(_ issue: CreatedIssue, _ plan: IssueLinkPlan, placed: Bool) -> String? {
        let created = IssueLinkTarget(id: issue.nodeID, number: issue.number, url: issue.htmlURL,
                                      repository: repository.description, parent: placed ? plan.placedParent : nil,
                                      issueTypeID: plan.typeID ?? nil)
        var failure: String?
        for change in plan.changes(for: created) {
            do {
                try environment.changeIssueLink(change)
            } catch {
                failure = "could not link #\(issue.number) as asked: \(TerminalText.line(ErrorMessage.describe(error))): "
                    + "finish with `gh-lite issue edit \(issue.number) -R \(repository)` and the link flags"
                break
            }
        }
        environment.refreshMirroredLinks(plan.linkedNumbers(of: []))
        return failure
    }

    /// `--offline`, or GitHub not reached: the issue goes to the outbox as it stands, for `gh-lite sync`.
    public func queue(_ submission: NewIssueSubmission) throws -> OutboxEntry {
        let typed = submission.milestoneAsTyped
        let number = submission.metadata.milestone?.number ?? typed.flatMap(IssueReference.number)
        return try environment.enqueue(.create(title: submission.title, body: submission.body,
                                               labels: submission.metadata.labels, assignees: submission.metadata.assignees,
                                               milestone: number, milestoneTitle: number == nil ? typed : nil,
                                               links: submission.links.isEmpty ? nil : submission.links))
    }

    /// Saves the draft after a failure that is not the create itself (a list that would not load, an editor
    /// that failed), so text typed at the prompts is not lost.
    public func preserve(_ draft: IssueDraft, after error: any Error) -> UnsavedIssueError {
        preserve(draft, after: error, summary: { ErrorMessage.describe(error) }, mayHaveBeenCreated: false)
    }

    /// Ctrl-C at a prompt or in the editor: the issue as it would have been created at that moment (a template's
    /// body and names included) is saved as a draft, as after a failure, and the error (exit 2) says how to
    /// recover it. Only when the user gave something of their own: a title, or (`givenOnCommandLine`) a body,
    /// list or draft on the command line. A template chosen is not that: with nothing given it just says "cancelled".
    public func cancel(_ issue: NewIssueSubmission, givenOnCommandLine: Bool,
                       by interrupt: Interrupted) -> any UserFacingError {
        guard givenOnCommandLine || !issue.title.trimmingWhitespace().isEmpty else { return interrupt }
        return preserve(issue.draft(for: repository), after: interrupt)
    }

    /// Removes a draft once its issue exists. Best effort: a draft left behind is harmless.
    public func discardDraft(_ path: String) {
        try? environment.removeFile(path)
    }

    /// "Cancel" at "What's next?" (exit 2): a recovered draft is deleted with the issue; when it cannot be, the
    /// error says where it stays.
    public func discard(recovered path: String?) -> CommandError {
        guard let path else { return CommandError("Discarding.", exitCode: .cancelled) }
        do {
            try environment.removeFile(path)
            return CommandError("Discarding: deleted the draft \(Shell.quoted(path))", exitCode: .cancelled)
        } catch {
            return CommandError("Discarding: the draft stays at \(Shell.quoted(path)) "
                                + "(it could not be deleted: \(ErrorMessage.describe(error)))", exitCode: .cancelled)
        }
    }

    /// The draft is written before `summary` is worded: should wording the failure itself fail, the text is safe.
    private func preserve(_ draft: IssueDraft, after error: any Error, summary: () -> String,
                          mayHaveBeenCreated: Bool) -> UnsavedIssueError {
        let saved: UnsavedIssueError.Saved
        do {
            saved = .draft(path: try environment.saveDraft(try draft.encoded()))
        } catch let saveError {
            saved = .notSaved(reason: ErrorMessage.describe(saveError), draft: draft)
        }
        let exitCode = (error as? any UserFacingError)?.exitCode ?? .error
        return UnsavedIssueError(summary: summary(), exitCode: exitCode, saved: saved, repository: repository,
                                 issuesURL: mayHaveBeenCreated ? webURL + "/issues" : nil)
    }

    static func createFailureSummary(_ error: any Error, repository: RepoRef) -> String {
        WriteFailure.summary(error, lead: "could not create the issue in \(repository)")
    }
}

/// The issue as the user settled it, ready to send.
public struct NewIssueSubmission: Sendable, Equatable {
    public var title: String
    public var body: String
    public var metadata: IssueMetadata
    /// A milestone not checked against GitHub (offline), by number or title as typed: `sync` looks it up.
    public var milestoneAsTyped: String?
    /// The type, parent and dependencies as typed (checked ones are in `metadata.links`).
    public var links: IssueLinkEdit
    /// The prompts still to come when the user cancelled: a draft keeps them for `--recover` to ask.
    public var unanswered: Set<IssueDraft.Question>

    public init(title: String, body: String, metadata: IssueMetadata = IssueMetadata(), milestoneAsTyped: String? = nil,
                links: IssueLinkEdit = IssueLinkEdit(), unanswered: Set<IssueDraft.Question> = []) {
        self.title = title
        self.body = body
        self.metadata = metadata
        self.milestoneAsTyped = milestoneAsTyped
        self.links = links
        self.unanswered = unanswered
    }

    /// The type rides in the create itself, and the parent where the create can carry it (`IssueLinkPlan.placement`);
    /// the dependencies (and a parent it cannot carry) follow it (`NewIssueModel.link`).
    public var request: NewIssueRequest {
        var request = NewIssueRequest(title: title, body: body, labels: metadata.labels, assignees: metadata.assignees,
                                      milestone: metadata.milestone?.number, type: metadata.links?.typeName)
        request.placement = metadata.links?.placement(for: request, metadata: metadata.ids)
        return request
    }

    public func draft(for repository: RepoRef) -> IssueDraft {
        IssueDraft(repository: repository.description, title: title, body: body, labels: metadata.labels,
                   assignees: metadata.assignees, milestone: metadata.milestone.map { String($0.number) } ?? milestoneAsTyped,
                   links: links.isEmpty ? nil : links,
                   unanswered: unanswered.isEmpty ? nil : IssueDraft.Question.allCases.filter(unanswered.contains))
    }
}

/// What became of an issue: created, or queued in the outbox (`--offline`, or GitHub could not be reached:
/// `unreachable` says why).
public enum NewIssueOutcome: Sendable, Equatable {
    case created(NewIssueResult)
    case queued(OutboxEntry, unreachable: String?)
}

public struct NewIssueResult: Sendable, Equatable {
    public var issue: CreatedIssue
    public var dropped: DroppedOptions
    /// The issue exists, but a parent or dependency link after it failed: why, and what to run.
    public var linkFailure: String?
    /// The issue as the create answered it, where nothing was written to it after (a type or link): `--json` prints
    /// it without reading it again.
    public var answered: Issue?
}
