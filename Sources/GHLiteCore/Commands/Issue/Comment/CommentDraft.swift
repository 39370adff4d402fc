/// A comment that could not be sent (or whose editor Ctrl-C ended), as `issue comment --recover` reads it back.
/// Saved (0600, under the cache directory) beside new-issue's drafts.
public struct CommentDraft: Sendable, Equatable, Codable {
    /// `OWNER/REPO` and the issue's number: a draft goes back only onto the issue it was written for.
    public var repository: String
    public var issue: Int
    public var body: String
    /// The text was to replace your last comment on the issue (`--edit-last`), not to be a new one.
    public var editLast: Bool

    public init(repository: String, issue: Int, body: String, editLast: Bool = false) {
        self.repository = repository
        self.issue = issue
        self.body = body
        self.editLast = editLast
    }

    enum CodingKeys: String, CodingKey { case repository, issue, body, editLast }

    public func encoded() throws -> Data {
        try DraftFiles.encoded(self)
    }

    /// The command that sends the draft again, from any directory.
    public func recoverCommand(_ path: String) -> String {
        "gh-lite issue comment \(issue) -R \(repository)\(editLast ? " --edit-last" : "") --recover \(Shell.quoted(path))"
    }

    public static func read(_ path: String, readFile: (String, Int) throws -> Data?) throws -> CommentDraft {
        try DraftFiles.read(path, as: CommentDraft.self, readFile: readFile)
    }

    /// Recovering onto another issue, or another repository, is refused, naming the command that puts it back.
    public func checkRecovered(onto repository: RepoRef, issue number: Int, from path: String) throws {
        guard self.repository.lowercased() != repository.description.lowercased() || issue != number else { return }
        throw CommandError("the draft \(path) is for \(self.repository)#\(issue), not \(repository)#\(number): "
                           + "run `\(recoverCommand(path))`")
    }
}

/// The comment was not sent (or the editor was interrupted): says why, whether GitHub may have it anyway, and
/// where the text was saved, with the command that sends it again (or shows the text when it could not be saved).
public struct UnsentCommentError: UserFacingError, Equatable {
    public enum Saved: Sendable, Equatable {
        case draft(path: String)
        case notSaved(reason: String)
    }

    public var summary: String
    public var exitCode: ExitCode
    public var draft: CommentDraft
    public var saved: Saved
    /// Set when GitHub may have taken the write although the answer did not arrive: where to look first.
    public var checkURL: String?

    public var draftPath: String? {
        if case .draft(let path) = saved { return path }
        return nil
    }

    public var userMessage: String {
        var lines = [summary]
        if let checkURL {
            lines.append("The comment may have been \(draft.editLast ? "edited" : "posted") anyway: "
                         + "check \(checkURL) before you send it again.")
        }
        switch saved {
        case .draft(let path):
            lines.append("Your text is saved. To send it again: \(draft.recoverCommand(path))")
        case .notSaved(let reason):
            lines += ["Your text could not be saved (\(reason)); here it is:", "", TerminalText.block(draft.body)]
        }
        return lines.joined(separator: "\n")
    }
}
