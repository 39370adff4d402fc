/// The title and body of an edit that could not be sent, as `issue edit --recover` reads them back. Saved (0600,
/// under the cache directory) whenever such an edit failed, so what was typed is never lost.
public struct IssueEditDraft: Sendable, Equatable, Codable {
    /// `OWNER/REPO` and the issue's number: a draft goes back only to the issue it was written for.
    public var repository: String
    public var issue: Int
    public var title: String?
    public var body: String?

    public init(repository: String, issue: Int, title: String? = nil, body: String? = nil) {
        self.repository = repository
        self.issue = issue
        self.title = title
        self.body = body
    }

    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// The command that sends the draft again.
    public func recoverCommand(path: String) -> String {
        "gh-lite issue edit \(issue) -R \(repository) --recover \(Shell.quoted(path))"
    }

    public static func read(_ path: String, readFile: (String, Int) throws -> Data?) throws -> IssueEditDraft {
        guard let data = try readFile(path, DraftFiles.maximumBytes) else {
            throw CommandError("failed to recover input: there is no draft at \(path)")
        }
        guard data.count <= DraftFiles.maximumBytes, let draft = try? JSONDecoder().decode(Self.self, from: data) else {
            throw CommandError("failed to recover input: \(path) is not a draft of `gh-lite issue edit`")
        }
        return draft
    }

    /// Refused for any other issue, naming the command that sends it where it belongs.
    public func checkRecovered(into repository: RepoRef, issue number: Int, from path: String) throws {
        if self.repository.lowercased() == repository.description.lowercased() && issue == number { return }
        throw CommandError("the draft \(path) is for \(self.repository)#\(issue), not \(repository)#\(number): "
                           + "run `\(recoverCommand(path: path))`")
    }
}

/// An edit's title or body could not be sent: why, whether it may have been applied anyway, and where the text
/// was saved (or the text itself when it could not be).
public struct UnsentEditError: UserFacingError, Equatable {
    public enum Saved: Sendable, Equatable {
        case draft(path: String)
        case notSaved(reason: String)
    }

    public var summary: String
    public var exitCode: ExitCode
    public var draft: IssueEditDraft
    public var saved: Saved
    /// Set when GitHub may have applied the edit although its answer did not arrive: where to look first.
    public var issueURL: String?

    public var userMessage: String {
        var lines = [summary]
        if let issueURL { lines.append("The edit may have been applied anyway: check \(issueURL) before you try again.") }
        switch saved {
        case .draft(let path):
            lines.append("Your text is saved. To send it again: \(draft.recoverCommand(path: path))")
        case .notSaved(let reason):
            lines.append("Your text could not be saved (\(reason)); here it is:")
            if let title = draft.title { lines += ["", TerminalText.line(title)] }
            if let body = draft.body { lines += ["", TerminalText.block(body)] }
        }
        return lines.joined(separator: "\n")
    }
}
