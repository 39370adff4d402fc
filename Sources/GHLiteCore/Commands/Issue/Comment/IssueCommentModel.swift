/// Commenting on one issue of one repository, as gh does it: a new comment, a new text for your last one, or
/// your last one deleted. Each write is sent once and never resent; text that did not arrive (or that Ctrl-C
/// left in the editor) is kept in a draft that `--recover` sends again.
public struct IssueCommentModel: Sendable {
    public var repository: RepoRef
    /// The repository's page on the web, where a comment whose answer was lost can be looked for.
    public var webURL: String
    public var environment: IssueCommentModelEnvironment

    /// What the text is sent as: a new comment on the issue, or the new body of your last comment on it.
    public enum Write: Sendable, Equatable {
        case add(issue: Int)
        case edit(ViewerComment, issue: Int)
    }

    public init(repository: RepoRef, webURL: String, environment: IssueCommentModelEnvironment) {
        self.repository = repository
        self.webURL = webURL
        self.environment = environment
    }

    public func target(_ number: Int) throws -> IssueTarget {
        try environment.getIssueTarget(number)
    }

    /// Your newest comment on the issue; none is an error naming what `verb` (edit, delete) could not do.
    public func lastComment(on number: Int, to verb: String) throws -> ViewerComment {
        guard let comment = try environment.lastViewerComment(number) else {
            throw CommandError("you have no comments on \(repository)#\(number) to \(verb)")
        }
        return comment
    }

    // MARK: Text

    public func readBodyFile(_ path: String) throws -> String {
        try IssueBodyLimit.readBodyFile(path, readFile: environment.readFile)
    }

    /// The text a draft saved, refused when the draft is for another issue.
    public func recover(_ path: String, onto number: Int) throws -> String {
        let draft = try CommentDraft.read(path, readFile: environment.readFile)
        try draft.checkRecovered(onto: repository, issue: number, from: path)
        return draft.body
    }

    /// From now on Ctrl-C does not end gh-lite: the prompt or editor waiting ends with `Interrupted` instead.
    public func startCatchingInterrupts() throws {
        try environment.startCatchingInterrupts()
    }

    /// The editor's text, without the trailing blank lines editors add. Ctrl-C in the editor ends the command
    /// (exit 2); what its file held is kept in a draft when it is text of the user's own, not what it started as.
    public func edit(_ text: String, draft: CommentDraft) throws -> String {
        try startCatchingInterrupts()
        do {
            return EditorText.withoutTrailingBlanks(try environment.editText(text))
        } catch let interrupted as EditorInterrupted {
            let written = interrupted.text.map(EditorText.withoutTrailingBlanks) ?? ""
            guard !written.trimmingWhitespace().isEmpty, written != EditorText.withoutTrailingBlanks(text) else {
                throw Interrupted()
            }
            var kept = draft
            kept.body = written
            throw cancel(kept)
        }
    }

    /// Ctrl-C after the text was written (at "Submit?"): the text goes to a draft, and the error (exit 2) says so.
    public func cancel(_ draft: CommentDraft) -> UnsentCommentError {
        preserve(draft, summary: "cancelled", exitCode: .cancelled, checkURL: nil)
    }

    // MARK: Writing

    /// Sends the text once and returns the comment as GitHub answered (nil: an edit's answer left it out). An empty text is refused before anything is sent; on
    /// any failure the text is saved as a draft first, and the error says where and whether GitHub may have it.
    /// A new comment is one request, by number: GitHub's answer says when the issue is missing or locked. GitHub out
    /// of reach (nothing was sent) is thrown as it is, for the outbox to take the text.
    public func send(_ body: String, as write: Write) throws -> IssueComment? {
        guard !body.trimmingWhitespace().isEmpty else {
            throw CommandError("the comment is empty: nothing was sent")
        }
        do {
            switch write {
            case .add(let number): return try environment.createIssueComment(number, body)
            case .edit(let comment, _): return try environment.updateIssueComment(comment.id, body)
            }
        } catch {
            if case .add = write, OutboxQueue.gitHubUnreachable(error) { throw error }
            // REST's statuses (404, 410) in words naming the issue; an edit's GraphQL errors are clear as they are.
            let (draft, lead, url, explained) = switch write {
            case .add(let number):
                (CommentDraft(repository: repository.description, issue: number, body: body),
                 "could not comment on \(repository)#\(number)", webURL + "/issues/\(number)",
                 IssueFailure.explained(error, repo: repository, number: number))
            case .edit(let comment, let number):
                (CommentDraft(repository: repository.description, issue: number, body: body, editLast: true),
                 "could not edit your comment on \(repository)#\(number)", comment.url, error)
            }
            throw preserve(draft, summary: WriteFailure.summary(explained, lead: lead),
                           exitCode: (error as? any UserFacingError)?.exitCode ?? .error,
                           checkURL: WriteOutcome.mayHaveBeenApplied(after: error) ? url : nil)
        }
    }

    /// The outbox could not take the comment (a read-only state folder, a full disk): the text goes to a draft, as
    /// after a failed send, or is printed when that cannot be written either.
    public func unqueued(_ draft: CommentDraft, after error: any Error) -> UnsentCommentError {
        preserve(draft, summary: "could not queue the comment on \(repository)#\(draft.issue): "
                 + TerminalText.line(ErrorMessage.describe(error)),
                 exitCode: (error as? any UserFacingError)?.exitCode ?? .error, checkURL: nil)
    }

    /// Deletes your last comment on the issue, once the issue is found. Without `yes` it is asked about first
    /// (after `warn` has shown which comment); with nobody to ask, it is refused before any request. A delete that
    /// may have been applied says so and names the comment: run again, it would delete the one before.
    public func deleteLast(on number: Int, yes: Bool, warn: (ViewerComment) -> Void) throws {
        let confirm = environment.confirm
        if !yes && confirm == nil {
            throw CommandError("refusing to delete your last comment on \(repository)#\(number) without "
                               + "confirmation: pass --yes to delete it (no terminal to ask on)")
        }
        _ = try target(number)
        let comment = try lastComment(on: number, to: "delete")
        if !yes, let confirm {
            warn(comment)
            guard try confirm("Delete the comment: \"\(Self.preview(comment.body))\"?") else {
                throw CommandError.cancelled
            }
        }
        do {
            try environment.deleteIssueComment(comment.id)
        } catch where WriteOutcome.mayHaveBeenApplied(after: error) {
            let lead = "your last comment on \(repository)#\(number) may have been deleted"
            throw CommandError(WriteFailure.summary(error, lead: lead)
                               + ": look at \(TerminalText.line(comment.url)) before you run this again")
        }
    }

    /// The start of a comment, on one line, as the delete question quotes it.
    static func preview(_ body: String) -> String {
        let line = TerminalText.line(body.replacingLineBreaks())
        return line.count > 40 ? line.prefix(40) + "..." : line
    }

    public func openInBrowser(_ url: String) throws {
        try environment.openInBrowser(url)
    }

    /// Removes a draft once its text was sent. Best effort: a draft left behind is harmless.
    public func discardDraft(_ path: String) {
        try? environment.removeFile(path)
    }

    /// The draft is written before the error is built: should anything after fail, the text is safe.
    private func preserve(_ draft: CommentDraft, summary: String, exitCode: ExitCode,
                          checkURL: String?) -> UnsentCommentError {
        let saved: UnsentCommentError.Saved
        do {
            saved = .draft(path: try environment.saveDraft(try draft.encoded()))
        } catch {
            saved = .notSaved(reason: ErrorMessage.describe(error))
        }
        return UnsentCommentError(summary: summary, exitCode: exitCode, draft: draft, saved: saved, checkURL: checkURL)
    }
}
